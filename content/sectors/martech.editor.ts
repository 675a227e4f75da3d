import { fields, singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import {
  atLeast,
  cards,
  heading,
  line,
  optionalLine,
  pageMeta,
  paragraph,
  stat,
  tiles,
} from "../editor/fields";
import { martechFile } from "./schema";

const stats = (count: number) =>
  fields.array(stat(), {
    label: "Figures",
    description: `Exactly ${count} tiles.`,
    itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
    validation: { length: { min: count, max: count } },
  });

/** The /martech page: content/sectors/martech.json, read by martech.server.ts. */
export const martechPage = {
  schema: martechFile,
  files: { dir: "content/sectors", pattern: "martech.json" },
  editor: singleton({
    label: "Sector: MarTech",
    path: "content/sectors/martech",
    format: { data: "json" },
    schema: {
      meta: pageMeta(),
      hero: fields.object(
        {
          eyebrow: line("Eyebrow", 2, 40, "The small word above the title."),
          title: line("Title", 5, 90),
          subtitle: paragraph("Subtitle", 60, 320),
        },
        { label: "Top of the page" },
      ),
      benefits: cards("Benefits", 3, 3, "Exactly three, under the top of the page."),
      sectors: tiles("Sectors", 8, "eight"),
      technologies: fields.array(
        fields.object({
          name: atLeast("Group", 3),
          items: fields.array(atLeast("Technology", 2), {
            label: "Technologies",
            description: "Three to eight.",
            itemLabel: (props) => props.value,
            validation: { length: { min: 3, max: 8 } },
          }),
        }),
        {
          label: "Technologies",
          description: "Three to six groups.",
          itemLabel: (props) => props.fields.name.value,
          validation: { length: { min: 3, max: 6 } },
        },
      ),
      roles: fields.array(
        fields.object({
          name: line("Role", 3, 48),
          note: optionalLine("Note", "Only the last role has one, e.g. “and more”.", 3),
        }),
        {
          label: "Roles we hire",
          description: "Exactly 22: the grid holds that many. The last carries the note.",
          itemLabel: (props) => props.fields.name.value,
          validation: { length: { min: 22, max: 22 } },
        },
      ),
      why: fields.object(
        {
          heading: heading(),
          points: cards("Points", 4, 4, "Exactly four."),
          stats: stats(3),
        },
        { label: "Why choose H2" },
      ),
      solutions: fields.object(
        {
          heading: heading(),
          items: cards("Solutions", 8, 8, "Exactly eight: the intro says so."),
        },
        { label: "Solutions" },
      ),
      caseStudy: fields.object(
        {
          eyebrow: line("Eyebrow", 2, 60),
          title: atLeast("Title", 10),
          summary: atLeast("Summary", 60, true),
          results: stats(3),
          to: fields.text({
            label: "Case study",
            description:
              "The address of one of the case studies, like /case-studies/<its address>.",
            validation: {
              isRequired: true,
              pattern: {
                regex: /^\/case-studies\/[a-z0-9-]+$/,
                message: "A case study's address: /case-studies/…",
              },
            },
          }),
          linkLabel: atLeast("Link text", 3),
        },
        { label: "Featured case study" },
      ),
      reasons: fields.object(
        {
          heading: heading(),
          items: fields.array(
            fields.object({ title: atLeast("Title", 5), text: atLeast("Text", 30, true) }),
            {
              label: "Reasons",
              description: "Exactly six: the title says so.",
              itemLabel: (props) => props.fields.title.value,
              validation: { length: { min: 6, max: 6 } },
            },
          ),
        },
        { label: "Reasons to start now" },
      ),
      locations: fields.array(
        fields.object({ name: atLeast("City", 3), detail: atLeast("What is there", 30, true) }),
        {
          label: "Locations",
          description: "One to three.",
          itemLabel: (props) => props.fields.name.value,
          validation: { length: { min: 1, max: 3 } },
        },
      ),
    },
  }),
} satisfies EditedSingleton;
