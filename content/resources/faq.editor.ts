import { singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { faqFields, faqFile } from "./schemas";

/** The FAQ page's questions: content/resources/faq.yaml, read by the `faq` collection. */
export const faq = {
  schema: faqFile,
  files: { dir: "content/resources", pattern: "faq.yaml" },
  editor: singleton({
    label: "FAQ",
    path: "content/resources/faq",
    format: { data: "yaml" },
    schema: faqFields,
  }),
} satisfies EditedSingleton;
