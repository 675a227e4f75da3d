// The PDF of a case study: where it is served, how its link back to the page is tagged, and how
// its size reads beside a link. Shared by the build (scripts/case-study-pdfs.ts), the pages and
// the server (server/downloads/), so it imports nothing.

/** How a case study is delivered (content/site.json's `caseStudyDownloads`). */
export const caseStudyDownloadModes = ["open", "email"] as const;
export type CaseStudyDownloadMode = (typeof caseStudyDownloadModes)[number];

/** The `utm_source` of every link a case-study PDF carries back to the site. */
export const PDF_UTM_SOURCE = "case-study-pdf";

/** A study's PDF, served beside its page: /case-studies/<slug>.pdf. */
export const caseStudyPdfPath = (slug: string) => `/case-studies/${slug}.pdf`;

/** E-mail mode: the study's request form, where the link leads instead of the file. */
export const caseStudyRequestPath = (slug: string) => `/case-studies/${slug}/download`;

/** The slug a PDF path names, or undefined when the path is not a study's PDF. */
export function slugOfPdfPath(path: string): string | undefined {
  return /^\/case-studies\/([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/.exec(path)?.[1];
}

/** The file name a download is saved under: "h2-case-study-<slug>.pdf". */
export const caseStudyPdfFilename = (slug: string) => `h2-case-study-${slug}.pdf`;

/** The page a PDF links back to, tagged so attribution sees the visit came from the document. */
export function pdfBackLink(origin: string, slug: string): string {
  return `${origin}/case-studies/${slug}?utm_source=${PDF_UTM_SOURCE}`;
}

/** "142 KB": a file's size as a link shows it (1 KB = 1024 bytes, at least 1). */
export function fileSizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A short fingerprint of a file's bytes (FNV-1a, 32 bits, base 36): the `v` a page's link
 * carries, so the server can let a browser keep the file for a year and a new build's file
 * still reaches it under a new address. Computed the same by the pages and the server.
 */
export function pdfVersion(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193);
  return (h >>> 0).toString(36);
}

/** The address a page links: the file, with its fingerprint. */
export const caseStudyPdfHref = (slug: string, version: string) =>
  `${caseStudyPdfPath(slug)}?v=${version}`;
