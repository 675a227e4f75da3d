import { singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { aboutFields, aboutFile } from "./schema";

/** The /about page: content/company/about.json, read by about.server.ts. */
export const about = {
  schema: aboutFile,
  files: { dir: "content/company", pattern: "about.json" },
  editor: singleton({
    label: "About page",
    path: "content/company/about",
    format: { data: "json" },
    schema: aboutFields,
  }),
} satisfies EditedSingleton;
