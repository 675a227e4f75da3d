import { singleton } from "@keystatic/core";
import type { EditedSingleton } from "./editor/edited";
import { homeFields, homeFile } from "./home-schema";

/** The home page's words: content/home.json, read by content/home.ts. */
export const home = {
  schema: homeFile,
  files: { dir: "content", pattern: "home.json" },
  editor: singleton({
    label: "Home page",
    path: "content/home",
    format: { data: "json" },
    schema: homeFields,
  }),
} satisfies EditedSingleton;
