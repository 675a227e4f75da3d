import { isPublished, type Publishing } from "../publishing";
import { studySlugOf } from "./case-study-dir";
import { newestFirst } from "./case-study-order";

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

type Listed = Publishing & { title: string; date: string; id: number };

// Bundled by Vite (the editor, the site's build, Vitest: the only places a page's sections are
// described), so the editor's list holds every study file there is, a new one at once.
const files = import.meta.glob<Listed>("./case-studies/*.json", { eager: true, import: "default" });

/**
 * The studies a section may offer for download, as the editor lists them (title shown, address
 * saved: the file's name) and the service pages' schema checks them, in the listing's order:
 * read from the studies' own files, so a new study is a choice at once and a removed one fails
 * the build where it is offered.
 */
export const caseStudyChoices = Object.entries(files)
  .map(([path, study]) => ({ slug: studySlugOf(path), study }))
  .sort((a, b) => newestFirst(a.study, b.study))
  .map(({ slug, study }) => ({ value: slug, label: choiceLabel(study) }));

export const caseStudySlugs = caseStudyChoices.map((c) => c.value) as [string, ...string[]];
