import { parseContentFile } from "../collection";
import data from "./about.json";
import { aboutFile } from "./schema";

/**
 * /about: purpose, approach, mission and the How We Help grid. The words live in about.json,
 * which the editor writes (about.editor.ts); the schema checks it here.
 */
const page = parseContentFile("content/company/about.json", aboutFile, data);

export const aboutPurpose = page.purpose;
export const aboutApproachHeading = page.approach.heading;
export const aboutApproach = page.approach.items;
export const aboutMission = page.mission;
export const aboutHelpHeading = page.help.heading;
export const aboutHelp = page.help.items;
export const aboutIndustriesHeading = page.industries.heading;
export const aboutIndustries = page.industries.items;
