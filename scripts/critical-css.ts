import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import Beasties from "beasties";
import { htmlFilesUnder } from "./files";

/**
 * Each page carries in a <style> only the rules its own HTML uses (Beasties, at build), and the
 * whole stylesheet follows as a plain <link> at the end of <body>: the first paint needs no
 * second request, and the states script or an island adds later (a form's messages, a toast)
 * are styled once the sheet is in, long before anyone can cause them. Measured against
 * Astro's whole-sheet inlining in docs/performance.md: ≈5 KB less per page in the first round trip.
 */
export async function inlineCriticalCss(clientDir: string): Promise<number> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // No onload handler (the CSP allows no inline event handlers) and no script: the sheet's
    // <link> moves to the end of <body>, where it blocks nothing above it.
    preload: "body",
    // @font-face rules of the fonts the page uses stay inline (not the font files, not preloaded).
    inlineFonts: true,
    preloadFonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    // Rules Beasties cannot match against the page, kept whole (≈4 KB before compression):
    // selectors inside :where() (Tailwind's space-y-*, divide-y, preflight's [hidden]), and
    // Tailwind's arbitrary variants such as [&_svg]:size-4.5, whose class Beasties reads still
    // escaped as "[&amp;_svg]" (it parses without decoding entities).
    allowRules: [/:where\(/, /\\&/],
    compress: true,
    logLevel: "warn",
  });
  const pages = htmlFilesUnder(clientDir);
  await Promise.all(
    pages.map(async (file) => {
      const html = await readFile(file, "utf8");
      await writeFile(file, await beasties.process(html));
    }),
  );
  await dropFontFaces(join(clientDir, "assets"));
  return pages.length;
}

/**
 * Takes the @font-face rules out of the whole stylesheet once every page carries its own: the
 * sheet declaring Inter again would add a second face that, arriving after the font (by then in
 * the cache), switches text painted in the fallback to Inter, moving it (font-display: optional
 * holds for the first face only). They go to a sheet of their own, `font-faces.<hash>.css`, for
 * the one page not built here: the server's answer to a form posted without script.
 */
async function dropFontFaces(assetsDir: string) {
  const faces = new Set<string>();
  for (const name of (await readdir(assetsDir)).filter((f) => f.endsWith(".css"))) {
    const file = join(assetsDir, name);
    const css = await readFile(file, "utf8");
    for (const face of css.match(FONT_FACE) ?? []) faces.add(face);
    const without = css.replace(FONT_FACE, "");
    if (without !== css) await writeFile(file, without);
  }
  const css = [...faces].join("");
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
  await writeFile(join(assetsDir, `${FONT_FACES_SHEET}.${hash}.css`), css);
}

const FONT_FACE = /@font-face\{[^}]*\}/g;
/** The name the server looks for (server/http/answer-page.tsx). */
export const FONT_FACES_SHEET = "font-faces";
