import { fields, singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import {
  atLeast,
  cards,
  choice,
  heading,
  line,
  pageMeta,
  paragraph,
  stat,
  tiles,
} from "../editor/fields";
import { sectorPageSchema } from "./schema";

/** A sector page's fields: every sector page has the same sections (SectorPage). */
const sectorPage = (name: string, label: string) =>
  ({
    schema: sectorPageSchema,
    files: { dir: "content/sectors", pattern: `${name}.json` },
    editor: singleton({
      label,
      path: `content/sectors/${name}`,
      format: { data: "json" },
      schema: {
        meta: pageMeta(),
        hero: fields.object(
          {
            eyebrow: line("Eyebrow", 2, 40, "The small word above the title."),
            title: line("Title", 5, 80),
            subtitle: paragraph("Subtitle", 60, 280),
            art: choice("Illustration", ["fintech", "retail"]),
          },
          { label: "Top of the page" },
        ),
        chips: fields.array(line("Technology", 2, 24), {
          label: "Core technologies",
          description: "Exactly five, shown as chips at the top.",
          itemLabel: (props) => props.value,
          validation: { length: { min: 5, max: 5 } },
        }),
        tiles: tiles("Sub-sectors", 8, "eight"),
        standards: fields.object(
          {
            heading: heading(),
            points: fields.array(paragraph("Point", 30, 200), {
              label: "Points",
              description: "Four to six.",
              itemLabel: (props) => props.value,
              validation: { length: { min: 4, max: 6 } },
            }),
            stats: fields.array(stat(), {
              label: "Figures",
              description: "Exactly three tiles.",
              itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
              validation: { length: { min: 3, max: 3 } },
            }),
          },
          { label: "Delivery standards" },
        ),
        help: fields.object(
          { heading: heading(), items: cards("Cards", 8, 8, "Exactly eight.") },
          { label: "How we help" },
        ),
        contact: fields.object(
          { heading: atLeast("Heading", 5), intro: atLeast("Intro", 40, true) },
          { label: "Contact form" },
        ),
        locations: fields.object(
          { title: atLeast("Title", 5), intro: atLeast("Intro", 40, true) },
          { label: "Locations" },
        ),
      },
    }),
  }) satisfies EditedSingleton;

export const fintechPage = sectorPage("fintech", "Sector: financial software");
export const retailPage = sectorPage("retail", "Sector: retail & e-commerce");
