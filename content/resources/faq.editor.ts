import { fields, singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { paragraph } from "../editor/fields";
import { faqFile } from "./schemas";

/** The FAQ page's questions: content/resources/faq.yaml, read by the `faq` collection. */
export const faq = {
  schema: faqFile,
  files: { dir: "content/resources", pattern: "faq.yaml" },
  editor: singleton({
    label: "FAQ",
    path: "content/resources/faq",
    format: { data: "yaml" },
    schema: {
      items: fields.array(
        fields.object({
          question: fields.text({
            label: "Question",
            description: "Ends with a question mark.",
            validation: {
              isRequired: true,
              length: { min: 10, max: 140 },
              pattern: { regex: /\?$/, message: "A question ends with ?" },
            },
          }),
          answer: paragraph("Answer", 80, 700),
        }),
        {
          label: "Questions",
          itemLabel: (props) => props.fields.question.value,
          validation: { length: { min: 1 } },
        },
      ),
    },
  }),
} satisfies EditedSingleton;
