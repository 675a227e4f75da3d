// A PDF of every case study, made from the same content as its page (ADR 3,
// docs/decisions/0003-case-study-pdf.md): React components rendered by @react-pdf/renderer in
// this process, no browser. Written to public/case-studies/<slug>.pdf before Astro builds, so
// the pages can show each file's size and Astro copies the files into the site.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { caseStudies } from "@content/resources/case-studies.server";
import type { CaseStudy } from "@content/resources/schemas";
import type { Picture } from "@content/uploaded-image";
import { caseStudyPdfPath, fileSizeLabel } from "@lib/case-study-pdf";
import { parseContentDate } from "@lib/content-date";
import { Font, renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import sharp from "sharp";
import subsetFont from "subset-font";
import { CaseStudyDocument, PDF_FONT } from "../app/components/pdf/case-study-document";
import { fittedJpeg } from "../content/share-image.server";
import { pruneGenerated } from "./files";
import { FONT_FEATURES, fontCharacters } from "./subset-font";

const root = new URL("..", import.meta.url).pathname;
export const PDF_DIR = join(root, "public/case-studies");
/** The budget for one file. */
export const PDF_BUDGET_BYTES = 300 * 1024;
/** The weights the documents set (regular, semibold, bold, extrabold). */
const PDF_WEIGHTS = [400, 600, 700, 800] as const;

let fontsRegistered: Promise<(ch: string) => boolean> | undefined;

/**
 * Characters the site's Inter lacks, which a browser draws in a fallback font and a PDF cannot
 * (fontsource's Latin file has ↑ and ↓ but not →), written as words. Any other character the
 * font lacks fails the build, naming the study.
 */
const SPELLED: Record<string, string> = { "→": " to " };

/**
 * The site's Inter, cut to the characters the site shows (scripts/subset-font.ts) and made a
 * static TrueType instance per weight: react-pdf embeds TrueType (not WOFF2) and draws a
 * variable font only at its default weight. Kept in memory; nothing is written.
 */
function registerFonts(): Promise<(ch: string) => boolean> {
  fontsRegistered ??= (async () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(
      require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
    );
    const text = fontCharacters().join("");
    const fonts = await Promise.all(
      PDF_WEIGHTS.map(async (fontWeight) => {
        const ttf = await subsetFont(source, text, {
          targetFormat: "sfnt",
          variationAxes: { wght: fontWeight },
          noLayoutClosure: true,
          // Contextual alternates out: Inter's arrow between figures ("64→23") is one, a glyph
          // with no character of its own, which a PDF reader would copy as something else.
          keepFeatures: FONT_FEATURES.filter((f) => f !== "calt"),
        });
        const named = renamePostscript(ttf, `Inter-W${fontWeight}`);
        return { src: `data:font/ttf;base64,${named.toString("base64")}`, fontWeight };
      }),
    );
    Font.register({ family: PDF_FONT, fonts });
    // Words are never split: the text stays searchable and reads aloud as written.
    Font.registerHyphenationCallback((word) => [word]);
    // The weights share one character set: the regular one answers for all.
    const regular = Font.getFont({ fontFamily: PDF_FONT, fontWeight: 400 });
    await regular.load();
    const face = regular.data as unknown as { hasGlyphForCodePoint(cp: number): boolean };
    return (ch: string) => face.hasGlyphForCodePoint(ch.codePointAt(0)!);
  })();
  return fontsRegistered;
}

/**
 * Each weight's instance under a name of its own. Instancing keeps the variable font's one
 * name ("Inter-Regular"), and pdfkit keys embedded fonts by name: four weights of one name
 * made it embed a fresh copy for nearly every run of text (≈70 fonts, 200 KB a file). The
 * name is rewritten in place, padded to the old length, so no offset in the file moves.
 */
export function renamePostscript(ttf: Buffer, name: string): Buffer {
  const out = Buffer.from(ttf);
  const tables = out.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const entry = 12 + i * 16;
    if (out.toString("latin1", entry, entry + 4) !== "name") continue;
    const start = out.readUInt32BE(entry + 8);
    const end = start + out.readUInt32BE(entry + 12);
    const count = out.readUInt16BE(start + 2);
    const storage = start + out.readUInt16BE(start + 4);
    for (let r = 0; r < count; r++) {
      const rec = start + 6 + r * 12;
      const platform = out.readUInt16BE(rec);
      const nameId = out.readUInt16BE(rec + 6);
      const length = out.readUInt16BE(rec + 8);
      const at = storage + out.readUInt16BE(rec + 10);
      // 4: full name, 6: PostScript name; Windows records are UTF-16BE, Mac ones one byte.
      if ((nameId !== 4 && nameId !== 6) || at + length > end) continue;
      const wide = platform === 0 || platform === 3;
      const chars = wide ? length / 2 : length;
      const text = name.slice(0, chars).padEnd(chars, "-");
      if (wide) for (let k = 0; k < chars; k++) out.writeUInt16BE(text.charCodeAt(k), at + k * 2);
      else out.write(text, at, "latin1");
    }
  }
  return out;
}

/**
 * The date the file says it was made: SOURCE_DATE_EPOCH when the build sets it (the
 * reproducible-builds convention), else the study's own date. Never the clock, so the same
 * content makes the same bytes on any machine.
 */
export function pdfDate(study: Pick<CaseStudy, "date">): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  if (Number.isInteger(epoch) && epoch > 0) return new Date(epoch * 1000);
  return parseContentDate(study.date);
}

/** Where a cover's crop is anchored, as sharp names the places `focus` names. */
const SHARP_POSITION: Record<NonNullable<Picture["focus"]>, string> = {
  middle: "centre",
  top: "top",
  bottom: "bottom",
  left: "left",
  right: "right",
};
/** The cover's pixels: twice the ≈500 pt it is drawn at, so it stays sharp on a screen. */
export const PDF_COVER_SIZE = { width: 1000, height: 563 } as const;
/** The cover's share of the file's budget: a photo at this size is ≈100 KB. */
const PDF_COVER_MAX_BYTES = 140 * 1024;

/**
 * A study's uploaded cover as the PDF's first page draws it: cropped to 16:9 around what the
 * editor's "Keep in view" keeps, and a JPEG (react-pdf embeds JPEG and PNG only; a photo as a
 * PNG would take most of the file's budget). Undefined for a study with the generated art.
 */
export async function pdfCover(
  study: Pick<CaseStudy, "slug" | "cover">,
  publicDir = join(root, "public"),
): Promise<Buffer | undefined> {
  if (!study.cover) return undefined;
  const file = join(publicDir, study.cover.src);
  if (!existsSync(file)) {
    throw new Error(
      `case-study PDF ${study.slug}: its cover "${study.cover.src}" is not among the uploaded pictures: upload it again in the editor`,
    );
  }
  const cropped = sharp(file)
    .autoOrient()
    .resize({
      ...PDF_COVER_SIZE,
      fit: "cover",
      position: SHARP_POSITION[study.cover.focus ?? "middle"],
    });
  return fittedJpeg(cropped, PDF_COVER_MAX_BYTES);
}

/** One study's PDF, as bytes; `publicDir` holds its uploaded cover, if it has one. */
export async function renderCaseStudyPdf(study: CaseStudy, publicDir?: string): Promise<Buffer> {
  const hasGlyph = await registerFonts();
  // The cover's alt text is not drawn (react-pdf gives a picture none), so its characters
  // need not be the font's.
  const { cover: _cover, ...words } = study;
  const shown = drawable(words, hasGlyph) as CaseStudy;
  const cover = await pdfCover(study, publicDir);
  // renderToBuffer's type asks for a <Document> element, which this component returns.
  const doc = createElement(CaseStudyDocument, {
    study: shown,
    creationDate: pdfDate(study),
    ...(cover ? { cover } : {}),
  });
  return renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
}

/** The study with every string in characters the font draws (SPELLED), or an error naming one. */
function drawable(value: unknown, hasGlyph: (ch: string) => boolean, at = "study"): unknown {
  if (typeof value === "string") {
    let out = "";
    for (const ch of value) {
      if (ch in SPELLED) out += SPELLED[ch];
      else if (/\s/.test(ch) || hasGlyph(ch)) out += ch;
      else throw new Error(`case-study PDF: ${at} has "${ch}", which the PDF's font lacks`);
    }
    return out.replace(/ {2,}/g, " ");
  }
  if (Array.isArray(value)) return value.map((v, i) => drawable(v, hasGlyph, `${at}[${i}]`));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, drawable(v, hasGlyph, `${at}.${k}`)]),
    );
  return value;
}

export interface WrittenPdf {
  slug: string;
  path: string;
  bytes: number;
}

/**
 * Writes the PDF of every study this build shows (content/publishing.ts) to public/case-studies/
 * and removes any other (a draft's, from an earlier preview build); a file over the budget fails
 * the build.
 */
export async function writeCaseStudyPdfs(studies = caseStudies()): Promise<WrittenPdf[]> {
  mkdirSync(PDF_DIR, { recursive: true });
  const written: WrittenPdf[] = [];
  for (const study of studies) {
    const pdf = await renderCaseStudyPdf(study);
    if (pdf.length > PDF_BUDGET_BYTES) {
      throw new Error(
        `case-study PDF ${study.slug}: ${fileSizeLabel(pdf.length)}, over the ${fileSizeLabel(PDF_BUDGET_BYTES)} budget`,
      );
    }
    const file = join(PDF_DIR, `${study.slug}.pdf`);
    // Unchanged bytes leave the file alone: its time stamps the build's inputs (source-stamp.ts).
    const before = statSync(file, { throwIfNoEntry: false });
    if (!before || !readFileSync(file).equals(pdf)) writeFileSync(file, pdf);
    written.push({ slug: study.slug, path: caseStudyPdfPath(study.slug), bytes: pdf.length });
  }
  pruneGenerated(
    PDF_DIR,
    ".pdf",
    written.map((w) => `${w.slug}.pdf`),
  );
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { path, bytes } of await writeCaseStudyPdfs())
    console.log(`pdf: ${path} ${fileSizeLabel(bytes)}`);
}
