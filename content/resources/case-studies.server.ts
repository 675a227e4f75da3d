import { buildClock } from "../build-clock";
import { parseContentFile } from "../collection";
import { type BuildClock, shownEntries, withStatus } from "../publishing";
import data from "./case-studies.json";
import { caseStudyDownload } from "./case-study-downloads.server";
import { type CaseStudy, type CaseStudySummary, caseStudiesFile } from "./schemas";

/**
 * Case studies on /case-studies, each with its own page at /case-studies/<slug>. The words live
 * in case-studies.json, which the editor writes (case-studies.editor.ts). The first entry is the
 * featured one. Client names are invented: never a real brand.
 */
const allStudies = parseContentFile(
  "content/resources/case-studies.json",
  caseStudiesFile,
  data,
).studies;

/** The studies a build shows (content/publishing.ts), in the file's order: the first is featured. */
export function shownCaseStudies(
  studies: typeof allStudies,
  clock: BuildClock = buildClock,
): CaseStudy[] {
  return shownEntries(studies, clock).map((study) => withStatus(study, clock));
}

export const caseStudies: CaseStudy[] = shownCaseStudies(allStudies);

export function getCaseStudySummaries(): CaseStudySummary[] {
  return caseStudies.map(
    ({ id, slug, title, company, industry, excerpt, image, readTime, date, results, tags }) => ({
      id,
      slug,
      title,
      company,
      industry,
      excerpt,
      image,
      readTime,
      date,
      results,
      tags,
      download: caseStudyDownload(slug),
    }),
  );
}

export function getCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((c) => c.slug === slug);
}
