import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import Beasties from "beasties";
import postcss, { type AtRule } from "postcss";
import { AFTER_PAINT_ATTR } from "../app/browser/after-first-paint";
import { htmlFilesUnder } from "./files";

/**
 * Each page carries in a <style> only the rules its own HTML uses (Beasties, at build), and the
 * whole stylesheet comes after the first paint (`sheetAfterPaint`): the first paint needs no
 * second request, and what a script adds later (a form's messages, a toast)
 * are styled once the sheet is in, long before anyone can cause them. Measured against
 * Astro's whole-sheet inlining in docs/performance-log.md: ≈5 KB less per page in the first round trip.
 */
export async function inlineCriticalCss(clientDir: string): Promise<number> {
  const beasties = new SiteBeasties({
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
    compress: true,
    logLevel: "warn",
  });
  const pages = htmlFilesUnder(clientDir);
  await Promise.all(
    pages.map(async (file) => {
      const html = await readFile(file, "utf8");
      await writeFile(file, sheetAfterPaint(await beasties.process(html)));
    }),
  );
  await dropFontFaces(join(clientDir, "assets"));
  return pages.length;
}

/** Beasties marks `<html>` as the root it searched; nothing reads the mark after the build. */
const BEASTIES_MARK = / data-beasties-container(="")?(?=[\s>])/;

/** The whole stylesheet's <link>, where Beasties leaves it: last in <body>. */
const SHEET_AT_END = /<link rel="stylesheet" href="\/assets\/[\w.-]+\.css">(?=\s*<\/body>)/;

/**
 * The whole stylesheet is asked for once the page has painted, by the head's catcher (a
 * `<template data-after-paint>` in the head, as for the manifest); without script, a `<noscript>`
 * link at the end of the page asks for it as before. Nothing on screen needs it then (the page's
 * own rules are inline), and on a slow phone its ≈10 KB shared the link with the font the text
 * waits for: the font then took a second round trip (Lighthouse's LCP +150 ms on every page).
 */
export function sheetAfterPaint(html: string): string {
  const link = html.match(SHEET_AT_END)?.[0];
  if (!link) throw new Error("critical-css: no stylesheet <link> at the end of the page");
  return html
    .replace(BEASTIES_MARK, "")
    .replace(link, `<noscript>${link}</noscript>`)
    .replace("</head>", `<template ${AFTER_PAINT_ATTR}>${link}</template></head>`);
}

type Normalize = (this: Beasties, selector: string) => string;
/** A page's inline <style>, as Beasties holds it (a DOM node with text). */
type StyleNode = { textContent: string | null };
type ProcessStyle = (this: Beasties, style: StyleNode, document: unknown) => void;
const beastiesInternals = Beasties.prototype as unknown as {
  normalizeCssSelector?: Normalize;
  processStyle?: ProcessStyle;
};
const beastiesNormalize = beastiesInternals.normalizeCssSelector;
const beastiesProcessStyle = beastiesInternals.processStyle;

/**
 * Beasties keeps a rule when its selector, pseudo-classes stripped, matches something on the
 * page. Two kinds of Tailwind selector it cannot match as written are taught to it here rather
 * than kept on every page whole (that allowance was ≈0.5 KB brotli a page: enough to push `/`
 * and `/about` past the first round trip):
 * - `:where(…)` (space-y-*, the group-open variants, preflight): stripping it empties the
 *   selector, so its content is matched instead; one left empty (preflight's
 *   `:where(:not(iframe))`) is kept;
 * - arbitrary variants such as `[&_svg]:size-4.5` and `[&>svg]:size-full`: Beasties reads
 *   class attributes without decoding entities (`[&amp;_svg]`, `[&amp;&gt;svg]`, as React
 *   writes them), so the selector is matched written that way;
 * - a state set after the paint (`[data-…]`, `[aria-…]`, `[open]`; `withoutStateAttributes`),
 *   or a rule that names nothing but a state (`:target`, which a jump link's section takes as the
 *   page scrolls to it; `:focus-visible`): stripped of it, nothing is left to match, so it is kept.
 * `normalizeCssSelector` is Beasties' own step for this, outside its typings:
 * critical-css.test.ts fails if a release renames it.
 *
 * Once a page's rules are chosen (`processStyle`, Beasties' step that does it, likewise outside
 * its typings), what the first paint does not need is cut (`pruneForFirstPaint`).
 */
export class SiteBeasties extends Beasties {
  processStyle(style: StyleNode, document: unknown): void {
    if (!beastiesProcessStyle) throw new Error("beasties: processStyle is gone");
    beastiesProcessStyle.call(this, style, document);
    if (style.textContent) style.textContent = pruneForFirstPaint(style.textContent);
  }

  normalizeCssSelector(selector: string): string {
    if (!beastiesNormalize) throw new Error("beasties: normalizeCssSelector is gone");
    const where = selector.includes(":where(");
    const normalized = beastiesNormalize.call(
      this,
      withoutStateAttributes(unwrapWhere(selector))
        .replaceAll("\\&", "\\&amp\\;")
        .replaceAll("\\>", "\\&gt\\;"),
    );
    return normalized || (where || ONLY_STATE.test(selector) ? "*" : "");
  }
}

/**
 * Tailwind writes a registry of every custom property the whole sheet uses: an `@property` rule
 * each, and the same initial values inside `@layer properties` for browsers without `@property`.
 * A page's inline rules keep the registrations its own rules name (≈0.2–0.5 KB brotli a page)
 * and no fallback, which no browser in docs/browsers.md reads (≈0.15 KB); the whole sheet, after
 * the paint, has both. The page's HTML, headers included, must fit the first round trip
 * (≈14.6 KB): `/` and `/dedicated-team` came within 15 bytes of it, and crossing it costs a
 * phone a round trip. Print rules stay (docs/printing.md).
 */
export function pruneForFirstPaint(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules((rule) => {
    if (rule.name === "layer" && rule.params === "properties") rule.remove();
  });
  const named = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.parent?.type === "atrule" && (decl.parent as AtRule).name === "property") return;
    for (const name of `${decl.prop} ${decl.value}`.match(CUSTOM_PROPERTY) ?? []) named.add(name);
  });
  root.walkAtRules("property", (rule) => {
    if (!named.has(rule.params.trim())) rule.remove();
  });
  return root.toString();
}

const CUSTOM_PROPERTY = /--[\w-]+/g;

/**
 * An attribute a script or the browser sets once the page is up: `data-*` (a control's state,
 * `html[data-can-copy]`), `aria-*` (`aria-invalid`, `aria-expanded`) and `open`. Beasties
 * matches the HTML as built, without them, so their rules came only with the whole sheet, which
 * arrives after the paint: the first tap's state (a Share menu's Copy Link, a field marked
 * invalid by the catcher) would wait for it. Matched without them, such a rule is inline wherever
 * the rest of its selector is on the page. Only at the top level: inside `:not()`, `:is()` and
 * the like Beasties already drops the whole pseudo-class, and a bracket escaped in a class name
 * (`[&_svg]:`) is not an attribute.
 */
const STATE_ATTRIBUTE =
  /^\[(?:data-[\w-]+|aria-[\w-]+|open)(?:[~|^$*]?=(?:"[^"]*"|'[^']*'|[^\]]*))?\]/;

/** A selector that is one pseudo-class and nothing else, e.g. `:target`. */
const ONLY_STATE = /^:[\w-]+$/;

export function withoutStateAttributes(selector: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i]!;
    if (ch === "\\") {
      out += ch + (selector[i + 1] ?? "");
      i++;
      continue;
    }
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "[" && depth === 0) {
      const state = selector.slice(i).match(STATE_ATTRIBUTE);
      if (state) {
        i += state[0].length - 1;
        continue;
      }
    }
    out += ch;
  }
  return out;
}

/** `a:where(b c)d` → `a b c d`: the selector inside each `:where()`, in its place. */
export function unwrapWhere(selector: string): string {
  for (let at = selector.indexOf(":where("); at !== -1; at = selector.indexOf(":where(")) {
    let depth = 0;
    let end = at + ":where".length;
    for (; end < selector.length; end++) {
      if (selector[end] === "(") depth++;
      else if (selector[end] === ")" && --depth === 0) break;
    }
    selector =
      selector.slice(0, at) + selector.slice(at + ":where(".length, end) + selector.slice(end + 1);
  }
  return selector;
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
