// Each prerendered page inlines only the CSS rules its own HTML can use; the whole stylesheet is
// written once as a hashed file that the hydration bootstrap links when React loads (client
// navigation and menus, dialogs and toasts rendered by React need the rest). A page is ≈70 KB
// of inline CSS without this, which pushes its first paint past the first network round trip.
//
// A rule is kept when, for at least one of its selectors, every class the selector requires is
// in the page's class attributes and every element it starts a compound with is in the page.
// Classes inside :not() are not requirements. Rules with neither (variables, resets),
// @font-face, @keyframes and @property always stay; @media print rules never do (the full
// sheet, linked when the page hydrates, brings them). The full sheet repeats every kept rule in
// its original order and is appended after the inline one, so once it loads the cascade is
// exactly the full sheet's.
import { readFileSync } from "node:fs";
import postcss, {
  type AtRule,
  type Container,
  type Declaration,
  type Root,
  type Rule,
} from "postcss";
import { htmlFilesUnder, rewritePages, writeHashedAsset } from "./files";

/** The page's one inline <style> element (its CSS in group 1). */
export const SITE_STYLE = /<style>([\s\S]*?)<\/style>/;
const CLASS_ATTR = /\sclass="([^"]*)"/g;
const ALWAYS_KEEP = new Set(["font-face", "keyframes", "property", "counter-style", "page"]);

/** Every class name used by the page's markup. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTR))
    for (const c of decodeEntities(m[1]!).split(/\s+/)) if (c) classes.add(c);
  return classes;
}

/** Undoes the entities React writes in attribute values. */
export function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The classes a selector needs on the page (escapes undone, :not() arguments left out). */
export function requiredClasses(selector: string): string[] {
  const withoutNot = stripNot(selector);
  const out: string[] = [];
  for (const m of withoutNot.matchAll(/\.((?:\\[\s\S]|[\w-])+)/g))
    out.push(m[1]!.replace(/\\([\s\S])/g, "$1"));
  return out;
}

function stripNot(selector: string): string {
  let out = "";
  let i = 0;
  while (i < selector.length) {
    if (selector.startsWith(":not(", i)) {
      let depth = 0;
      let j = i + 4;
      for (; j < selector.length; j++) {
        if (selector[j] === "\\") j++;
        else if (selector[j] === "(") depth++;
        else if (selector[j] === ")" && --depth === 0) break;
      }
      i = j + 1;
    } else {
      if (selector[i] === "\\") out += selector[i++];
      out += selector[i++];
    }
  }
  return out;
}

/** Element names a selector's compounds start with, outside any (...) or [...] (lower case). */
export function requiredTags(selector: string): string[] {
  let flat = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i]!;
    if (ch === "\\") {
      if (depth === 0) flat += ch + (selector[i + 1] ?? "");
      i++;
    } else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (depth === 0) flat += ch;
  }
  return flat
    .split(/[\s>+~]+/)
    .map((compound) => compound.match(/^([a-zA-Z][\w-]*)/)?.[1]?.toLowerCase())
    .filter((t): t is string => Boolean(t));
}

/** Every element name in the page's markup (lower case). */
export function pageTags(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));
}

interface Used {
  classes: Set<string>;
  tags: Set<string>;
}

function ruleUsed(rule: Rule, used: Used): boolean {
  return rule.selectors.some(
    (s) =>
      requiredClasses(s).every((c) => used.classes.has(c)) &&
      requiredTags(s).every((t) => used.tags.has(t)),
  );
}

function prune(container: Container, used: Used) {
  container.each((node) => {
    if (node.type === "rule") {
      if (!ruleUsed(node, used)) node.remove();
    } else if (node.type === "atrule") {
      const at = node as AtRule;
      // Print rules wait for the full stylesheet: no first paint needs them.
      if (at.name === "media" && /^print$/i.test(at.params.trim())) {
        at.remove();
        return;
      }
      if (ALWAYS_KEEP.has(at.name) || !at.nodes) return;
      prune(at, used);
      if (at.nodes.length === 0) at.remove();
    }
  });
}

const VAR_REF = /var\(\s*(--[\w-]+)/g;

/** A custom property set by a class-free rule: Tailwind's theme and property defaults. */
function isVariableDefault(decl: Declaration): boolean {
  const parent = decl.parent;
  return (
    decl.prop.startsWith("--") &&
    parent?.type === "rule" &&
    !(parent as Rule).selector.includes(".")
  );
}

/**
 * Drops custom properties nothing reads: their definitions in class-free rules (Tailwind's theme
 * and property defaults) and their @property registrations. Reads are var() references in
 * class rules, in the page's own markup (style attributes, SVG) and, transitively, in the
 * values of variables that are read.
 */
function pruneVariables(root: Root, html: string) {
  const definitions = new Map<string, string[]>();
  const read = new Set<string>();
  const pending: string[] = [];
  const note = (text: string) => {
    for (const m of text.matchAll(VAR_REF))
      if (!read.has(m[1]!)) {
        read.add(m[1]!);
        pending.push(m[1]!);
      }
  };
  root.walkDecls((decl) => {
    if (isVariableDefault(decl))
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
    else note(decl.value);
  });
  note(html);
  while (pending.length) for (const value of definitions.get(pending.pop()!) ?? []) note(value);
  root.walkDecls((decl) => {
    if (isVariableDefault(decl) && !read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules("property", (at) => {
    if (!read.has(at.params.trim())) at.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
}

/** The part of `css` that the page with this markup can use. */
export function criticalCss(css: string, html: string): string {
  const root = postcss.parse(css);
  prune(root, { classes: pageClasses(html), tags: pageTags(html) });
  pruneVariables(root, html);
  return root.toString();
}

/** The site stylesheet inlined in a prerendered page, or undefined for a page without one. */
export function inlineStylesheet(html: string): string | undefined {
  return html.match(SITE_STYLE)?.[1];
}

/**
 * Writes the full stylesheet (taken from the pages, which all inline the same one) as
 * assets/site-<hash>.css and returns its URL, or undefined when no page inlines a stylesheet.
 */
export function writeFullStylesheet(clientDir: string): string | undefined {
  const sheets = new Set<string>();
  for (const file of htmlFilesUnder(clientDir)) {
    const css = inlineStylesheet(readFileSync(file, "utf8"));
    if (css !== undefined) sheets.add(css);
  }
  if (sheets.size > 1) throw new Error("critical-css: pages inline different stylesheets");
  const [css] = sheets;
  return css === undefined
    ? undefined
    : writeHashedAsset(clientDir, "site", "css", withoutFontFaces(css));
}

/**
 * The sheet without its @font-face rules, which every page's inline part keeps. A second,
 * identical face linked at hydration would start a new font-display period: a page painted in
 * the fallback (font-display: optional) would switch to Inter then, moving its text.
 */
export function withoutFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules("font-face", (at) => {
    at.remove();
  });
  return root.toString();
}

/** Replaces each page's inline stylesheet with the rules that page uses; returns bytes saved. */
export function inlineCriticalCssInDir(clientDir: string): number {
  let saved = 0;
  rewritePages(clientDir, (html) => {
    const css = inlineStylesheet(html);
    if (css === undefined) return html;
    const critical = criticalCss(css, html);
    saved += css.length - critical.length;
    return html.replace(SITE_STYLE, () => `<style>${critical}</style>`);
  });
  return saved;
}
