import { parseContentFile } from "./collection";
import data from "./home.json";
import { homeFile } from "./home-schema";

/**
 * Home page copy that is data rather than layout. The words live in home.json, which the editor
 * writes (home.editor.ts); the schema checks it here.
 */
export const home = parseContentFile("content/home.json", homeFile, data);

export const offerings = home.offerings.items;
export const homeStats = home.stats;
export const modelHighlights = home.model.highlights;
