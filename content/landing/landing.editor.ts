import { collection } from "@keystatic/core";
import type { EditedCollection } from "../editor/edited";
import { landingPageFields, landingPageFile } from "./schema";

/**
 * Campaign landing pages: one JSON file each in content/landing/pages/, served at
 * /lp/<address>. The sections are the service pages' own (block-fields.ts), plus questions and
 * answers and the inquiry form, placed anywhere in the list.
 */
export const landing = {
  schema: landingPageFile,
  files: { dir: "content/landing/pages", pattern: "*.json" },
  editor: collection({
    label: "Landing pages",
    path: "content/landing/pages/*",
    format: { data: "json" },
    slugField: "name",
    columns: ["name"],
    schema: landingPageFields,
  }),
} satisfies EditedCollection;
