import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  criticalCss,
  inlineCriticalCssInDir,
  pageClasses,
  requiredClasses,
  requiredTags,
  withoutFontFaces,
  writeFullStylesheet,
} from "./critical-css";

const sheet = [
  "@layer theme{:root,:host{--color-brand:#123;--color-unused:#456;--font-sans:Inter}}",
  "@layer base{body{margin:0;font-family:var(--font-sans)}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".grid{display:grid}",
  ".text-brand{color:var(--color-brand)}",
  ".md\\:grid-cols-2{grid-template-columns:repeat(2,1fr)}",
  "@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}",
  ".group:hover .group-hover\\:underline{text-decoration:underline}",
  ".space-y-4>:not(:last-child){margin-bottom:1rem}",
  ".card:not(.is-open){opacity:.5}",
  "}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

const html = `<html><head><style>${sheet}</style></head><body class="flex">
<div class="md:flex text-brand group"><a class="group-hover:underline">x</a></div>
<ul class="space-y-4"><li class="card">a</li></ul></body></html>`;

describe("requiredClasses", () => {
  it("undoes escapes and ignores classes inside :not()", () => {
    expect(requiredClasses(".md\\:grid-cols-2")).toEqual(["md:grid-cols-2"]);
    expect(requiredClasses(".w-1\\/2")).toEqual(["w-1/2"]);
    expect(requiredClasses(".card:not(.is-open)")).toEqual(["card"]);
    expect(requiredClasses(".group:hover .group-hover\\:underline")).toEqual([
      "group",
      "group-hover:underline",
    ]);
    expect(requiredClasses(":root,:host")).toEqual([]);
  });
});

describe("criticalCss", () => {
  const out = criticalCss(sheet, html);

  it("keeps the rules whose classes the page uses, in and out of media queries", () => {
    expect(out).toContain(".flex{display:flex}");
    expect(out).toContain(".md\\:flex{display:flex}");
    expect(out).toContain(".group-hover\\:underline");
    expect(out).toContain(".space-y-4>:not(:last-child)");
    expect(out).toContain(".card:not(.is-open)");
  });

  it("drops rules for classes the page does not use, and emptied at-rules", () => {
    expect(out).not.toContain(".grid{");
    expect(out).not.toContain(".md\\:grid{");
    expect(out).not.toContain("grid-cols-2");
    expect(out).toMatch(/@media \(min-width:48rem\)\{\.md\\:flex\{display:flex\}\}/);
  });

  it("keeps base rules, keyframes and the variables something reads; drops the rest", () => {
    expect(out).toContain("body{margin:0;font-family:var(--font-sans)}");
    expect(out).toContain("@keyframes spin");
    expect(out).toContain("--color-brand:#123");
    expect(out).toContain("--font-sans:Inter");
    expect(out).not.toContain("--color-unused");
    expect(out).not.toContain("@property --tw-shadow");
  });

  it("counts a variable read by the page's own markup", () => {
    const styled = html.replace("<ul", '<ul style="color:var(--color-unused)"');
    expect(criticalCss(sheet, styled)).toContain("--color-unused:#456");
  });

  it("reads class attributes with entities", () => {
    expect(pageClasses('<p class="a &amp; b">')).toEqual(new Set(["a", "&", "b"]));
  });
});

describe("the build step", () => {
  it("writes the whole sheet once and inlines each page's part", () => {
    const dir = mkdtempSync(join(tmpdir(), "critical-css-"));
    mkdirSync(join(dir, "about"));
    writeFileSync(join(dir, "index.html"), html);
    writeFileSync(join(dir, "about/index.html"), html.replace('class="md:flex', 'class="grid'));
    const href = writeFullStylesheet(dir);
    expect(href).toMatch(/^\/assets\/site-[\w-]{10}\.css$/);
    expect(readFileSync(join(dir, href!), "utf8")).toBe(withoutFontFaces(sheet));
    expect(inlineCriticalCssInDir(dir)).toBeGreaterThan(0);
    const about = readFileSync(join(dir, "about/index.html"), "utf8");
    expect(about).toContain(".grid{display:grid}");
    expect(about).not.toContain(".md\\:flex");
  });

  it("refuses pages that inline different stylesheets", () => {
    const dir = mkdtempSync(join(tmpdir(), "critical-css-"));
    writeFileSync(join(dir, "a.html"), "<style>.a{}</style>");
    writeFileSync(join(dir, "b.html"), "<style>.b{}</style>");
    expect(() => writeFullStylesheet(dir)).toThrow(/different stylesheets/);
  });
});

describe("the whole sheet", () => {
  it("leaves @font-face to the pages' inline part, so hydration starts no second font load", () => {
    const css = `@font-face{font-family:Inter;font-display:optional;src:url(/a.woff2)}.a{color:red}@media (min-width:1px){@font-face{font-family:B;src:url(/b.woff2)}.b{color:blue}}`;
    const out = withoutFontFaces(css);
    expect(out).not.toContain("@font-face");
    expect(out).toContain(".a{color:red}");
    expect(out).toContain(".b{color:blue}");
  });
});

describe("element selectors", () => {
  it("reads the element each compound starts with, not those inside (...) or [...]", () => {
    expect(requiredTags("abbr:where([title])")).toEqual(["abbr"]);
    expect(requiredTags("h1 h2")).toEqual(["h1", "h2"]);
    expect(requiredTags("ol > li p")).toEqual(["ol", "li", "p"]);
    expect(requiredTags(":where(.prose) :is(table)")).toEqual([]);
    expect(requiredTags("::placeholder")).toEqual([]);
    expect(requiredTags("SVG.icon")).toEqual(["svg"]);
  });

  it("drops reset rules for elements the page does not have", () => {
    const css =
      "abbr:where([title]){text-decoration:underline}table{border-collapse:collapse}b,strong{font-weight:bolder}";
    const out = criticalCss(css, "<p><strong>x</strong></p>");
    expect(out).toBe("b,strong{font-weight:bolder}");
  });

  it("leaves print rules to the full sheet, even those every page could use", () => {
    const css =
      "p{margin:0}@media print{*{color:#000!important}p{orphans:3}}@media (width>=40rem){p{margin:1rem}}";
    const out = criticalCss(css, "<p>x</p>");
    expect(out).toBe("p{margin:0}@media (width>=40rem){p{margin:1rem}}");
  });
});
