import { buildClock } from "../build-clock";
import { type BuildClock, shownEntries, withStatus } from "../publishing";
import { caseStudyDownload } from "./case-study-downloads.server";
import { type SavedCaseStudy, savedCaseStudies } from "./case-study-files.server";
import type { CaseStudy, CaseStudySummary } from "./schemas";
import { withSizedCover } from "./sized-cover.server";

/**
 * Case studies on /case-studies, each with its own page at /case-studies/<slug>. The words live
 * in content/resources/case-studies/<slug>.json, one file a study, which the editor writes
 * (case-studies.editor.ts). The newest is featured. Client names are invented: never a real brand.
 */

/** The studies a build shows (content/publishing.ts), newest first: the first is featured. */
export function shownCaseStudies(
  studies: readonly SavedCaseStudy[],
  clock: BuildClock = buildClock,
): CaseStudy[] {
  return shownEntries(studies, clock).map((study) => withStatus(withSizedCover(study), clock));
}

let shown: { from: readonly SavedCaseStudy[]; studies: CaseStudy[] } | undefined;

/** The studies this build shows, as the folder holds them now. */
export function caseStudies(): CaseStudy[] {
  const saved = savedCaseStudies();
  if (shown?.from !== saved) shown = { from: saved, studies: shownCaseStudies(saved) };
  return shown.studies;
}

export function getCaseStudySummaries(): CaseStudySummary[] {
  return caseStudies().map(
    ({
      id,
      slug,
      title,
      company,
      industry,
      excerpt,
      image,
      cover,
      readTime,
      date,
      results,
      tags,
    }) => ({
      id,
      slug,
      title,
      company,
      industry,
      excerpt,
      image,
      ...(cover ? { cover } : {}),
      readTime,
      date,
      results,
      tags,
      download: caseStudyDownload(slug),
    }),
  );
}

export function getCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies().find((c) => c.slug === slug);
}
