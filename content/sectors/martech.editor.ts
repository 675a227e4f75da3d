import { singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { martechFields, martechFile } from "./schema";

/** The /martech page: content/sectors/martech.json, read by martech.server.ts. */
export const martechPage = {
  schema: martechFile,
  files: { dir: "content/sectors", pattern: "martech.json" },
  editor: singleton({
    label: "Sector: MarTech",
    path: "content/sectors/martech",
    format: { data: "json" },
    schema: martechFields,
  }),
} satisfies EditedSingleton;
