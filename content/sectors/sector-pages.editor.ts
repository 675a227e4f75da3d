import { singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { sectorPageFields, sectorPageSchema } from "./schema";

/** A sector page: every sector page has the same sections (SectorPage). */
const sectorPage = (name: string, label: string) =>
  ({
    schema: sectorPageSchema,
    files: { dir: "content/sectors", pattern: `${name}.json` },
    editor: singleton({
      label,
      path: `content/sectors/${name}`,
      format: { data: "json" },
      schema: sectorPageFields,
    }),
  }) satisfies EditedSingleton;

export const fintechPage = sectorPage("fintech", "Sector: financial software");
export const retailPage = sectorPage("retail", "Sector: retail & e-commerce");
