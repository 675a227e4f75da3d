// Inter cut down to the characters this site shows, the weights it uses (400–800) and the
// OpenType features a browser applies to its text: small enough (≈13.5 KB) to come in one round
// trip on a slow phone, beside the page's script, so the text is in Inter sooner on a first visit.
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import subsetFont from "subset-font";
import { parse as parseYaml } from "yaml";
import { markdownToHtml } from "../content/markdown.server";
import { filesUnder } from "./files";
import { decodeEntities } from "./html-text";

const root = new URL("..", import.meta.url).pathname;
export const FONT_OUT = join(root, "app/assets/fonts/inter-subset.woff2");
/** The weight range of every Tailwind class the pages use (font-normal … font-extrabold). */
export const WEIGHTS = { min: 400, max: 800 };
/**
 * What a browser turns on for English text (kerning, ligatures, contextual alternates, mark
 * placement), plus `tnum`, the one feature the pages ask for (`tabular-nums`). The stylistic
 * sets, character variants, fractions and the like stay out: no page switches them on.
 */
export const FONT_FEATURES = [
  "kern",
  "liga",
  "calt",
  "clig",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "tnum",
];
/**
 * Printable ASCII that only code writes on this site (markup, class names, JSON, Markdown
 * syntax): no page shows it, and its glyphs were ≈2 KB of the font. Copy that writes one of them
 * (in content, where it is read as shown) brings it back; tests/e2e/performance.test.ts fails if a
 * page shows a character the font lacks.
 */
const CODE_ONLY_ASCII = new Set([..."<=>[\\]^`{}~"]);

const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/.*$/gm;
/** `{email}` in Markdown: a site fact (content/site.ts) the page writes in its place. */
const PLACEHOLDER = /\{\w+\}/g;
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n?/;
/** The text a reader sees in one piece of rendered HTML. */
const shownText = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, " "));

/** Every string in a parsed YAML or JSON document. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** What a content file shows: its fields' values and its Markdown as rendered. */
function contentText(file: string, source: string): string {
  if (file.endsWith(".json")) return strings(JSON.parse(source)).join(" ");
  if (file.endsWith(".yaml")) return strings(parseYaml(source)).join(" ");
  if (file.endsWith(".md")) {
    const front = source.match(FRONT_MATTER);
    const body = front ? source.slice(front[0].length) : source;
    const shown = shownText(markdownToHtml(body, relative(root, file))).replace(PLACEHOLDER, " ");
    return `${front ? strings(parseYaml(front[1]!)).join(" ") : ""} ${shown}`;
  }
  return "";
}

/**
 * Printable ASCII but for what only code writes; every character the content shows; and every
 * other character written outside a comment in the code (copy, labels, messages).
 */
export function fontCharacters(): string[] {
  const chars = new Set<string>();
  for (let c = 0x20; c < 0x7f; c++) {
    const ch = String.fromCodePoint(c);
    if (!CODE_ONLY_ASCII.has(ch)) chars.add(ch);
  }
  const add = (text: string, only?: (ch: string) => boolean) => {
    for (const ch of text) if (/[^\p{Cc}\p{Cs}]/u.test(ch) && (!only || only(ch))) chars.add(ch);
  };
  const notATest = (f: string) => !/\.test\.tsx?$/.test(f);
  for (const file of filesUnder(join(root, "content")).filter(notATest)) {
    const source = readFileSync(file, "utf8");
    if (/\.(json|yaml|md)$/.test(file)) add(contentText(file, source));
    else if (/\.tsx?$/.test(file)) add(source.replace(COMMENT, " "), (ch) => ch > "~");
  }
  for (const dir of ["app", "lib"])
    for (const file of filesUnder(join(root, dir)).filter(
      (f) => notATest(f) && /\.(tsx?|css)$/.test(f),
    ))
      add(readFileSync(file, "utf8").replace(COMMENT, " "), (ch) => ch > "~");
  return [...chars].sort();
}

export async function writeFontSubset(): Promise<number> {
  const require = createRequire(import.meta.url);
  const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
  const out = await subsetFont(readFileSync(source), fontCharacters().join(""), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    // Alternates reached only through the features left out stay out with them.
    noLayoutClosure: true,
    keepFeatures: FONT_FEATURES,
  });
  mkdirSync(join(root, "app/assets/fonts"), { recursive: true });
  const before = statSync(FONT_OUT, { throwIfNoEntry: false });
  if (!before || !readFileSync(FONT_OUT).equals(out)) writeFileSync(FONT_OUT, out);
  return out.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bytes = await writeFontSubset();
  console.log(
    `font: ${FONT_OUT} ${(bytes / 1024).toFixed(1)} KB (${fontCharacters().length} characters)`,
  );
}
