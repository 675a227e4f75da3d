import { parseContentFile } from "../collection";
import data from "./fintech.json";
import { sectorPageSchema } from "./schema";

/**
 * /financial-software: FinTech sector page, rendered by the shared SectorPage component.
 * The words live in fintech.json, which the editor writes (sector-pages.editor.ts).
 */
export const fintechPage = parseContentFile("content/sectors/fintech.json", sectorPageSchema, data);
