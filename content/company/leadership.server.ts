import { parseContentFile } from "../collection";
import data from "./leadership.json";
import { leadershipFile } from "./schema";

/**
 * /leadership: leaders, stat tiles, founder quote and read-more cards. The words live in
 * leadership.json, which the editor writes (leadership.editor.ts); the schema checks it here.
 */
const page = parseContentFile("content/company/leadership.json", leadershipFile, data);

export const leaders = page.leaders;
export const leadershipHero = page.hero;
export const sayHello = page.sayHello;
export const founderQuote = page.founderQuote;
export const readMore = page.readMore;
