import data from "./case-studies.json";

/**
 * The studies a section may offer for download, as the editor lists them (title shown, address
 * saved) and the service pages' schema checks them: read from the same file the studies live
 * in, so a new study is a choice at once and a removed one fails the build where it is offered.
 */
export const caseStudyChoices = data.studies.map((s) => ({ value: s.slug, label: s.title }));

export const caseStudySlugs = caseStudyChoices.map((c) => c.value) as [string, ...string[]];
