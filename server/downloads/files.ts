import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pdfVersion } from "@lib/case-study-pdf";
import { studyTitles } from "./study-titles";

export interface StudyPdf {
  body: Buffer;
  /** The fingerprint the pages' links carry as `v` (lib/case-study-pdf.ts). */
  version: string;
  etag: string;
}

/**
 * The case-study PDFs in one folder, read once at start, by study. A folder that is missing (an
 * API-only test, a client folder absent) holds none.
 */
export function loadStudyPdfs(dir: string): Map<string, StudyPdf> {
  const pdfs = new Map<string, StudyPdf>();
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".pdf"));
  } catch {
    return pdfs;
  }
  for (const name of names) {
    const body = readFileSync(join(dir, name));
    pdfs.set(name.slice(0, -4), {
      body,
      version: pdfVersion(body),
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
    });
  }
  return pdfs;
}

/**
 * The studies' PDFs as the build left them, which is how the server knows the mode the pages
 * were built in. Open mode: in the public folder (CLIENT_DIR/case-studies/), each link the file.
 * E-mail mode: beside the server (build/server/case-studies/, out of the folder nginx serves),
 * sent only through a link e-mailed to whoever asked (scripts/build.ts moves them there).
 */
export interface StudyFiles {
  open: Map<string, StudyPdf>;
  gated: Map<string, StudyPdf>;
}

export function loadStudyFiles(clientDir: string, gatedDir?: string): StudyFiles {
  return {
    open: loadStudyPdfs(join(clientDir, "case-studies")),
    gated: gatedDir ? loadStudyPdfs(gatedDir) : new Map(),
  };
}

/** Each study's title as the build read it (content/resources/case-studies/, checked there). */
export const studyTitle = (slug: string): string | undefined =>
  Object.hasOwn(studyTitles, slug) ? studyTitles[slug] : undefined;
