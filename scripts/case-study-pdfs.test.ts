import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { caseStudies } from "@content/resources/case-studies.server";
import { site } from "@content/site";
import { pdfBackLink } from "@lib/case-study-pdf";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_BUDGET_BYTES, PDF_COVER_SIZE, pdfDate, renderCaseStudyPdf } from "./case-study-pdfs";

/**
 * What a reader's PDF tool makes of each study's file: poppler's pdftotext and pdfinfo
 * (Debian's poppler-utils; .ci/run installs it), reading the bytes the build writes.
 */
const dir = mkdtempSync(join(tmpdir(), "h2-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const poppler = (tool: "pdftotext" | "pdfinfo" | "pdffonts" | "pdfimages", pdf: Buffer) => {
  const file = join(dir, "study.pdf");
  writeFileSync(file, pdf);
  const args = tool === "pdftotext" ? [file, "-"] : tool === "pdfimages" ? ["-list", file] : [file];
  try {
    return execFileSync(tool, args, { encoding: "utf8" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error(`${tool} not found: apt-get install poppler-utils`);
    throw err;
  }
};
/** The text as one line: lines joined, runs of spaces one. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the case-study PDFs", () => {
  const pdfs = new Map<string, Buffer>();
  beforeAll(async () => {
    for (const study of caseStudies()) pdfs.set(study.slug, await renderCaseStudyPdf(study));
  }, 60_000);

  it.each(caseStudies().map((s) => [s.slug, s] as const))(
    "%s: the title, every result, the quote and the link back are text",
    (slug, study) => {
      const text = flat(poppler("pdftotext", pdfs.get(slug)!));
      expect(text).toContain(study.title);
      for (const result of study.results) expect(text).toContain(result);
      for (const m of study.metrics) {
        expect(text).toContain(m.value.replace("→", " to "));
        expect(text).toContain(m.label);
      }
      expect(text).toContain("CASE STUDY");
      if (study.quote) expect(text).toContain(study.quote.attribution);
      expect(text).toContain(site.contactEmail);
      const back = pdfBackLink(site.origin, slug);
      expect(back).toMatch(/\?utm_source=case-study-pdf$/);
      expect(text).toContain(back);
    },
  );

  it.each(caseStudies().map((s) => [s.slug, s] as const))(
    "%s: A4, under budget, titled, authored, in English, its links clickable",
    (slug, study) => {
      const pdf = pdfs.get(slug)!;
      expect(pdf.length).toBeLessThanOrEqual(PDF_BUDGET_BYTES);
      const info = poppler("pdfinfo", pdf);
      expect(info).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
      expect(flat(info)).toContain(`Title: ${study.title}`);
      expect(info).toMatch(/Author:\s+H2 Consulting/);
      const raw = pdf.toString("latin1");
      expect(raw).toMatch(/\/Lang \(en\)/);
      // Link annotations (uncompressed dictionaries): the page back, the e-mail, the booking.
      expect(raw).toContain(`/URI (${pdfBackLink(site.origin, slug)})`);
      expect(raw).toContain(`/URI (mailto:${site.contactEmail})`);
      expect(raw).toContain(`/URI (${site.schedulingUrl})`);
    },
  );

  it("embeds the site's Inter, one font per weight", () => {
    const fonts = poppler("pdffonts", pdfs.values().next().value!);
    const inter = fonts.split("\n").filter((l) => /\+Inter-W\d00/.test(l));
    expect(inter.length).toBeGreaterThanOrEqual(3);
    expect(inter.length).toBeLessThanOrEqual(4);
  });

  it("draws the generated art as shapes, and an uploaded cover as the picture, under budget", async () => {
    const [study] = caseStudies();
    /** The pictures pdfimages lists on page 1: width, height and encoding of each. */
    const images = (pdf: Buffer) =>
      poppler("pdfimages", pdf)
        .split("\n")
        .slice(2)
        .filter((l) => l.trim())
        .map((l) => l.trim().split(/\s+/))
        .map(([page, , type, width, height, , , , enc]) => ({ page, type, width, height, enc }));
    expect(images(pdfs.get(study!.slug)!)).toEqual([]);

    // A phone's photo, 4000×3000, of noise: heavier than any photo a marketer uploads.
    const publicDir = join(dir, "public");
    const src = `/images/uploads/case-studies/${study!.slug}/cover/value/image.jpg`;
    mkdirSync(join(publicDir, src, ".."), { recursive: true });
    const [w, h] = [4000, 3000];
    const noise = randomBytes(w * h * 3);
    await sharp(noise, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: 92 })
      .toFile(join(publicDir, src));
    const covered = { ...study!, image: src, cover: { src, alt: "The team at the board" } };
    const pdf = await renderCaseStudyPdf(covered, publicDir);
    expect(images(pdf)).toEqual([
      {
        page: "1",
        type: "image",
        width: String(PDF_COVER_SIZE.width),
        height: String(PDF_COVER_SIZE.height),
        enc: "jpeg",
      },
    ]);
    expect(pdf.length).toBeLessThanOrEqual(PDF_BUDGET_BYTES);
    expect(flat(poppler("pdftotext", pdf))).toContain(study!.title);
    // A cover whose file is gone fails the build, naming the study and the picture.
    const gone = { ...covered, cover: { ...covered.cover, src: src.replace("image", "gone") } };
    await expect(renderCaseStudyPdf(gone, publicDir)).rejects.toThrow(
      `case-study PDF ${study!.slug}: its cover`,
    );
  }, 60_000);

  it("makes the same bytes from the same content (no clock in the file)", async () => {
    const [study] = caseStudies();
    expect((await renderCaseStudyPdf(study!)).equals(pdfs.get(study!.slug)!)).toBe(true);
    expect(pdfDate({ date: "October 2024" }).toISOString()).toBe("2024-10-01T00:00:00.000Z");
    expect(pdfDate({ date: "February 12, 2025" }).toISOString()).toBe("2025-02-12T00:00:00.000Z");
  });
});
