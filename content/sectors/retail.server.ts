import { parseContentFile } from "../collection";
import data from "./retail.json";
import { sectorPageSchema } from "./schema";

/**
 * /retail-ecommerce: Retail & Ecommerce sector page, rendered by the shared SectorPage.
 * The words live in retail.json, which the editor writes (sector-pages.editor.ts).
 */
export const retailPage = parseContentFile("content/sectors/retail.json", sectorPageSchema, data);
