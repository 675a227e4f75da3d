import { fields, singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { cards, heading, line, paragraph, stat } from "../editor/fields";
import { aboutFile } from "./schema";

/** The /about page: content/company/about.json, read by about.server.ts. */
export const about = {
  schema: aboutFile,
  files: { dir: "content/company", pattern: "about.json" },
  editor: singleton({
    label: "About page",
    path: "content/company/about",
    format: { data: "json" },
    schema: {
      purpose: fields.object(
        {
          heading: heading(),
          paragraphs: fields.array(paragraph("Paragraph", 60, 420), {
            label: "Paragraphs",
            description: "One to three.",
            itemLabel: (props) => `${props.value.slice(0, 60)}…`,
            validation: { length: { min: 1, max: 3 } },
          }),
          stats: fields.array(stat(), {
            label: "Figures",
            description: "Exactly four tiles.",
            itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`,
            validation: { length: { min: 4, max: 4 } },
          }),
        },
        { label: "Our purpose" },
      ),
      approach: fields.object(
        {
          heading: heading(),
          items: cards("Ways", 4, 4, "Exactly four: the title says so."),
        },
        { label: "Our approach" },
      ),
      mission: fields.object(
        {
          eyebrow: line("Eyebrow", 2, 40),
          statement: paragraph("Mission statement", 40, 200),
          commitments: fields.array(
            fields.object({
              title: fields.text({
                label: "Title",
                validation: { isRequired: true, length: { min: 3 } },
              }),
              text: fields.text({
                label: "Text",
                multiline: true,
                validation: { isRequired: true, length: { min: 30 } },
              }),
            }),
            {
              label: "Commitments",
              description: "Exactly three.",
              itemLabel: (props) => props.fields.title.value,
              validation: { length: { min: 3, max: 3 } },
            },
          ),
        },
        { label: "Our mission" },
      ),
      help: fields.object(
        { heading: heading(), items: cards("Who we help", 3, 9, "Three to nine cards.") },
        { label: "How we help" },
      ),
      industries: fields.object(
        { heading: heading(), items: cards("Sectors", 1, 6, "One to six cards.") },
        { label: "Industries" },
      ),
    },
  }),
} satisfies EditedSingleton;
