import { parseContentFile } from "../collection";
import data from "./case-studies.json";
import { type CaseStudy, type CaseStudySummary, caseStudiesFile } from "./schemas";

/**
 * Case studies on /case-studies, each with its own page at /case-studies/<slug>. The words live
 * in case-studies.json, which the editor writes (case-studies.editor.ts). The first entry is the
 * featured one. Client names are invented: never a real brand.
 */
export const caseStudies: CaseStudy[] = parseContentFile(
  "content/resources/case-studies.json",
  caseStudiesFile,
  data,
).studies;

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
    }),
  );
}

export function getCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((c) => c.slug === slug);
}
