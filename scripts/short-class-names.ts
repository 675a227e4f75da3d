// Each prerendered page's own classes get short names (a, b, … Z, aa, … in the order of how
// often the page uses them) in its HTML and its inline CSS: class names are much of a page's CSS and
// markup, ≈1.1 KB brotli per page, and the long pages need that to fit the first round trip.
//
// React does not patch class attributes when it hydrates (production builds), so a hydrated page
// keeps the short names until a component re-renders with its own (long) names, which the whole
// stylesheet, loaded with React, styles. That mixed state is safe because only classes that style
// the element carrying them are renamed: every selector that uses them does so in its last
// compound, outside any :is(), :where(), :not() or :has(). A class that a selector relates to
// another element (group, prose-article, space-y-4 under :where) keeps its name everywhere, so
// a long-named child and a short-named parent (or the other way round) still match.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import { decodeEntities as decode, SITE_STYLE as STYLE } from "./critical-css";
import { htmlFilesUnder } from "./files";

/** Where the build records each page's renames (short → long), for tests and debugging. */
export const SHORT_NAMES_FILE = "short-class-names.json";

interface ClassToken {
  /** Index of the "." in the selector, and the index just past the name. */
  start: number;
  end: number;
  name: string;
  /** Inside (...) or [...], or not in the selector's last compound. */
  relational: boolean;
}

const HEX = /[0-9a-fA-F]/;
const NAME_CHAR = /[\w-]|[^\p{ASCII}]/u;

/** Reads one CSS escape at selector[i] (the backslash); returns the character and the next index. */
function readEscape(selector: string, i: number): [string, number] {
  let j = i + 1;
  let hex = "";
  while (hex.length < 6 && j < selector.length && HEX.test(selector[j]!)) hex += selector[j++];
  if (hex) {
    if (/\s/.test(selector[j] ?? "")) j++;
    return [String.fromCodePoint(Number.parseInt(hex, 16)), j];
  }
  return [selector[j] ?? "", j + 1];
}

/** Every class in one selector, with whether the selector relates it to another element. */
export function classTokens(selector: string): ClassToken[] {
  const found: (ClassToken & { compound: number })[] = [];
  let depth = 0;
  let compound = 0;
  let boundary = false;
  let quote = "";
  let i = 0;
  while (i < selector.length) {
    const ch = selector[i]!;
    if (quote) {
      if (ch === quote) quote = "";
      i += ch === "\\" ? 2 : 1;
      continue;
    }
    if (ch === "\\") {
      i = readEscape(selector, i)[1];
      continue;
    }
    if (depth === 0 && /[\s>+~]/.test(ch)) {
      boundary = true;
      i++;
      continue;
    }
    if (depth === 0 && boundary) {
      compound++;
      boundary = false;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === ".") {
      let j = i + 1;
      let name = "";
      while (j < selector.length) {
        if (selector[j] === "\\") {
          const [c, next] = readEscape(selector, j);
          name += c;
          j = next;
        } else if (NAME_CHAR.test(selector[j]!)) name += selector[j++];
        else break;
      }
      if (name) found.push({ start: i, end: j, name, relational: depth > 0, compound });
      i = j;
      continue;
    }
    i++;
  }
  return found.map(({ compound: c, ...t }) => ({ ...t, relational: t.relational || c < compound }));
}

/** Every style rule of a sheet (keyframe steps are not selectors). */
function eachRule(root: postcss.Root, visit: (rule: postcss.Rule) => void) {
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as postcss.AtRule).name))
      return;
    visit(rule);
  });
}

/** What the whole stylesheet says about its classes. */
export interface SheetClasses {
  /** Every class any selector names: no short name may be one of them. */
  all: Set<string>;
  /** Classes some selector relates to another element: never renamed. */
  relational: Set<string>;
}

export function sheetClasses(css: string): SheetClasses {
  const all = new Set<string>();
  const relational = new Set<string>();
  eachRule(postcss.parse(css), (rule) => {
    for (const selector of rule.selectors)
      for (const t of classTokens(selector)) {
        all.add(t.name);
        if (t.relational) relational.add(t.name);
      }
  });
  return { all, relational };
}

const CLASS_ATTR = /(\sclass=")([^"]*)"/g;

/** Rewrites every class token (as written, entities and all) of every class attribute. */
function mapClassTokens(html: string, map: (token: string) => string): string {
  return html.replace(
    CLASS_ATTR,
    (_, open: string, value: string) =>
      `${open}${value
        .split(/(\s+)/)
        .map((part) => (/^\s*$/.test(part) ? part : map(part)))
        .join("")}"`,
  );
}
const FIRST = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const NEXT = `${FIRST}0123456789`;

/** The n-th short name (n from 0): "a" … "Z", "aa", "ab" … */
export function nthName(n: number): string {
  if (n < FIRST.length) return FIRST[n]!;
  let rest = n - FIRST.length;
  let length = 2;
  let count = FIRST.length * NEXT.length;
  while (rest >= count) {
    rest -= count;
    count *= NEXT.length;
    length++;
  }
  let name = "";
  for (let i = 1; i < length; i++) {
    name = NEXT[rest % NEXT.length]! + name;
    rest = Math.floor(rest / NEXT.length);
  }
  return FIRST[rest]! + name;
}

/** As many short names as asked for, skipping every name in `taken`. */
function shortNames(count: number, taken: Set<string>): string[] {
  const out: string[] = [];
  for (let n = 0; out.length < count; n++) {
    const name = nthName(n);
    if (!taken.has(name)) out.push(name);
  }
  return out;
}

/**
 * Renames one page's own styled classes in its class attributes and inline CSS. Returns the page
 * and the renames (short → long); a page without inline CSS comes back as it was.
 */
export function shortenClassNames(
  html: string,
  sheet: SheetClasses,
): { html: string; renames: Record<string, string> } {
  const css = html.match(STYLE)?.[1];
  if (css === undefined) return { html, renames: {} };
  const root = postcss.parse(css);
  const styled = new Set<string>();
  eachRule(root, (rule) => {
    for (const selector of rule.selectors)
      for (const t of classTokens(selector)) if (!sheet.relational.has(t.name)) styled.add(t.name);
  });
  const uses = new Map<string, number>();
  const pageClasses = new Set<string>();
  for (const [, , value] of html.matchAll(CLASS_ATTR))
    for (const token of value!.split(/\s+/)) {
      const name = decode(token);
      pageClasses.add(name);
      if (styled.has(name)) uses.set(name, (uses.get(name) ?? 0) + 1);
    }
  const order = [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)! || (a < b ? -1 : 1));
  // A short name must be neither a class of the page nor one the whole stylesheet styles
  // (it applies to the page once React links it).
  const short = shortNames(order.length, new Set([...pageClasses, ...sheet.all]));
  const rename = new Map(order.map((name, i) => [name, short[i]!]));
  eachRule(root, (rule) => {
    rule.selectors = rule.selectors.map((selector) => {
      let out = "";
      let at = 0;
      for (const t of classTokens(selector)) {
        const to = rename.get(t.name);
        if (!to) continue;
        out += `${selector.slice(at, t.start)}.${to}`;
        at = t.end;
      }
      return out + selector.slice(at);
    });
  });
  const page = mapClassTokens(
    html.replace(STYLE, () => `<style>${root.toString()}</style>`),
    (token) => rename.get(decode(token)) ?? token,
  );
  return { html: page, renames: Object.fromEntries(order.map((name, i) => [short[i]!, name])) };
}

/** Undoes shortenClassNames in a page's class attributes (tests compare with the long names). */
export function expandClassNames(html: string, renames: Record<string, string>): string {
  const encode = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return mapClassTokens(html, (token) =>
    Object.hasOwn(renames, token) ? encode(renames[token]!) : token,
  );
}

/**
 * Applies shortenClassNames to every page of a client build, the whole stylesheet (at
 * `stylesheetUrl`) deciding which classes are relational; writes the renames per page to
 * `<buildDir>/short-class-names.json`. Returns how many classes it renamed in all.
 */
export function shortenClassNamesInDir(
  clientDir: string,
  stylesheetUrl: string,
  buildDir: string,
): number {
  const sheet = sheetClasses(readFileSync(join(clientDir, stylesheetUrl), "utf8"));
  const all: Record<string, Record<string, string>> = {};
  let renamed = 0;
  for (const file of htmlFilesUnder(clientDir)) {
    const { html, renames } = shortenClassNames(readFileSync(file, "utf8"), sheet);
    const count = Object.keys(renames).length;
    if (count === 0) continue;
    writeFileSync(file, html);
    all[`/${file.slice(clientDir.length + 1)}`] = renames;
    renamed += count;
  }
  writeFileSync(join(buildDir, SHORT_NAMES_FILE), JSON.stringify(all));
  return renamed;
}
