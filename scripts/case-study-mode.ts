import { site } from "../content/site";
import { type CaseStudyDownloadMode, caseStudyDownloadModes } from "../lib/case-study-pdf";

/**
 * The delivery mode a build makes: the site's facts (content/site.json, set in the editor),
 * unless H2_CASE_STUDY_DOWNLOADS names the other one for this build (a build-time switch like
 * BUILD_DIR, for the tests that build both; docs/testing.md). astro.config.ts hands it to the
 * pages as `__H2_CASE_STUDY_DOWNLOADS__` (content/resources/case-study-downloads.server.ts).
 */
export function buildCaseStudyMode(): CaseStudyDownloadMode {
  const asked = process.env.H2_CASE_STUDY_DOWNLOADS;
  if (!asked) return site.caseStudyDownloads;
  if (!(caseStudyDownloadModes as readonly string[]).includes(asked)) {
    throw new Error(
      `H2_CASE_STUDY_DOWNLOADS="${asked}": name one of ${caseStudyDownloadModes.join(", ")}, or leave it unset to follow content/site.json`,
    );
  }
  return asked as CaseStudyDownloadMode;
}
