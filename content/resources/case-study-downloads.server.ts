import { readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "@content/site";
import {
  type CaseStudyDownloadMode,
  caseStudyPdfHref,
  caseStudyPdfPath,
  caseStudyRequestPath,
  fileSizeLabel,
  pdfVersion,
} from "@lib/case-study-pdf";
import type { CaseStudyDownload } from "./schemas";

/** The mode this build makes, when astro.config.ts names it (scripts/case-study-mode.ts). */
declare const __H2_CASE_STUDY_DOWNLOADS__: CaseStudyDownloadMode | undefined;

/**
 * How the studies are delivered: the site's facts (content/site.json, set in the editor), or the
 * mode the build was asked for (scripts/case-study-mode.ts). Read at build only.
 */
export function caseStudyDownloadMode(): CaseStudyDownloadMode {
  return typeof __H2_CASE_STUDY_DOWNLOADS__ === "string"
    ? __H2_CASE_STUDY_DOWNLOADS__
    : site.caseStudyDownloads;
}

/**
 * A study's download as the pages link it, with the size of the PDF the build wrote before
 * Astro ran (scripts/case-study-pdfs.ts, into public/case-studies/): in open mode the file with
 * its fingerprint, in e-mail mode the study's request form (/case-studies/<slug>/download),
 * which has the file e-mailed. Read when a page is rendered, never at import, so content tests
 * need no build.
 */
export function caseStudyDownload(slug: string): CaseStudyDownload {
  const file = join(process.cwd(), "public", caseStudyPdfPath(slug));
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new Error(
      `${file} is missing: the build writes it first (scripts/case-study-pdfs.ts, run by npm run build and npm run dev)`,
    );
  }
  const size = fileSizeLabel(bytes.length);
  if (caseStudyDownloadMode() === "email") {
    return { mode: "email", href: caseStudyRequestPath(slug), size };
  }
  return { mode: "open", href: caseStudyPdfHref(slug, pdfVersion(bytes)), size };
}
