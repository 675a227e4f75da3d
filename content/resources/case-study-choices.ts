import { isPublished, type Publishing } from "../publishing";
import data from "./case-studies.json";

/**
 * A study not live yet is named so in the list: a service page's spotlight that offers it fails
 * the public build (service-page.tsx: no PDF is built for it) until it is published. Read when
 * the editor loads: a study published since shows as it was until the editor is reloaded.
 */
export const choiceLabel = (study: Publishing & { title: string }, now = new Date()) =>
  study.title +
  (isPublished(study, now)
    ? ""
    : study.draft
      ? " (a draft: publish it before a published page offers it)"
      : " (scheduled: a published page can offer it once its time has come)");

/**
 * The studies a section may offer for download, as the editor lists them (title shown, address
 * saved) and the service pages' schema checks them: read from the same file the studies live
 * in, so a new study is a choice at once and a removed one fails the build where it is offered.
 */
export const caseStudyChoices = data.studies.map((s) => ({
  value: s.slug,
  label: choiceLabel(s as Publishing & { title: string }),
}));

export const caseStudySlugs = caseStudyChoices.map((c) => c.value) as [string, ...string[]];
