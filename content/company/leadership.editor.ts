import { fields, singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import {
  choice,
  colour,
  icon,
  line,
  optionalLine,
  optionalPath,
  paragraph,
  stat,
} from "../editor/fields";
import { countries, leadershipFile, motifs } from "./schema";

const name = (label: string, description?: string) =>
  fields.text({ label, description, validation: { isRequired: true, length: { min: 3 } } });

/** The /leadership page: content/company/leadership.json, read by leadership.server.ts. */
export const leadership = {
  schema: leadershipFile,
  files: { dir: "content/company", pattern: "leadership.json" },
  editor: singleton({
    label: "Leadership page",
    path: "content/company/leadership",
    format: { data: "json" },
    schema: {
      hero: fields.object(
        {
          eyebrow: line("Eyebrow", 2, 40, "The small word above the title."),
          title: line("Title", 5, 90),
          subtitle: paragraph("Subtitle", 60, 320),
        },
        { label: "Top of the page" },
      ),
      sayHello: fields.object(
        {
          heading: fields.object({
            eyebrow: line("Eyebrow", 2, 40),
            title: line("Title", 5, 90),
          }),
          text: paragraph("Text", 60, 400),
          stats: fields.array(stat(), {
            label: "Figures",
            description: "Exactly three tiles.",
            itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
            validation: { length: { min: 3, max: 3 } },
          }),
        },
        { label: "“Come and say hello” section" },
      ),
      leaders: fields.array(
        fields.object({
          name: name("Name", "The initials on the portrait come from it."),
          role: name("Role", 'e.g. "VP Operations".'),
          country: choice("Country", countries, "Where they are from; shown as a flag."),
          base: name("Based in", 'The office they work from, e.g. "Dublin".'),
          bio: paragraph("Biography", 200, 720, "Three or four sentences, in the third person."),
          owns: fields.array(line("Area", 3, 32), {
            label: "What they own",
            description: "Two to four short tags under the biography.",
            itemLabel: (props) => props.value,
            validation: { length: { min: 2, max: 4 } },
          }),
          image: fields.object(
            {
              background: colour("Background"),
              bust: colour("Shoulders"),
              head: colour("Head"),
              accent: colour("Accent", "The motif and the initials."),
              motif: choice("Motif", motifs, "The pattern behind the bust."),
            },
            {
              label: "Portrait",
              description:
                "An abstract drawing, not a photo: pick colours (like #1f39ad) and a motif.",
            },
          ),
        }),
        {
          label: "Leaders",
          description: "In the order the page shows them.",
          itemLabel: (props) => `${props.fields.name.value}, ${props.fields.role.value}`,
          validation: { length: { min: 1 } },
        },
      ),
      founderQuote: fields.object(
        {
          quote: paragraph("Quote", 60, 320, "Without quotation marks."),
          name: name("By", "Must match a leader's name exactly: their portrait goes beside it."),
          role: name("Their role"),
        },
        { label: "Founder quote" },
      ),
      readMore: fields.array(
        fields.object({
          title: name("Title"),
          text: paragraph("Text", 40, 200),
          icon: icon(),
          to: optionalPath("Links to", "A page of this site, like /about. Empty for no link."),
          linkLabel: optionalLine("Link text", 'e.g. "Read about us". Only with a link.'),
          note: optionalLine("Footnote", "Small print for a card without a link.", 3),
        }),
        {
          label: "“Get to know H2” cards",
          itemLabel: (props) => props.fields.title.value,
          validation: { length: { min: 1, max: 6 } },
        },
      ),
    },
  }),
} satisfies EditedSingleton;
