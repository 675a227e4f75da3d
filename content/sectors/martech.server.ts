import { parseContentFile } from "../collection";
import data from "./martech.json";
import { martechFile } from "./schema";

/**
 * /martech: every section's copy and collections. The words live in martech.json, which the
 * editor writes (martech.editor.ts); the schema checks it here.
 */
const page = parseContentFile("content/sectors/martech.json", martechFile, data);

export const martechMeta = page.meta;
export const martechHero = page.hero;
export const martechBenefits = page.benefits;
export const martechSectorsHeading = page.sectors.heading;
export const martechSectors = page.sectors.items;
export const martechTechnologies = page.technologies;
export const martechRoles = page.roles;
export const martechWhy = page.why;
export const martechSolutionsHeading = page.solutions.heading;
export const martechSolutions = page.solutions.items;
export const martechCaseStudy = page.caseStudy;
export const martechReasonsHeading = page.reasons.heading;
export const martechReasons = page.reasons.items;
export const martechLocations = page.locations;
