import { singleton } from "@keystatic/core";
import type { EditedSingleton } from "./editor/edited";
import { siteFactsFields, siteFactsFile } from "./site-facts";

/** Site facts: content/site.json, read by every page through content/site.ts. */
export const site = {
  schema: siteFactsFile,
  files: { dir: "content", pattern: "site.json" },
  editor: singleton({
    label: "Site facts and menus",
    path: "content/site",
    format: { data: "json" },
    schema: siteFactsFields,
  }),
} satisfies EditedSingleton;
