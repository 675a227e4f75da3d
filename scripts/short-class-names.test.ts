import { describe, expect, it } from "vitest";
import {
  classTokens,
  expandClassNames,
  nthName,
  sheetClasses,
  shortenClassNames,
} from "./short-class-names";

const names = (selector: string) =>
  classTokens(selector).map((t) => `${t.name}${t.relational ? " (relational)" : ""}`);

describe("which classes a selector relates to another element", () => {
  it("the last compound's classes style their own element", () => {
    expect(names(".flex")).toEqual(["flex"]);
    expect(names(".hover\\:bg-brand-600:hover")).toEqual(["hover:bg-brand-600"]);
    expect(names(".mt-0\\.5")).toEqual(["mt-0.5"]);
    expect(names(".w-1\\/2.flex::before")).toEqual(["w-1/2", "flex"]);
    expect(names(".\\32 xl\\:flex")).toEqual(["2xl:flex"]);
  });

  it("classes in an earlier compound or inside (…) relate to another element", () => {
    expect(names(".prose-article a")).toEqual(["prose-article (relational)"]);
    expect(names(".group-hover\\:underline:is(:where(.group):hover *)")).toEqual([
      "group-hover:underline",
      "group (relational)",
    ]);
    expect(names(":where(.space-y-4>:not(:last-child))")).toEqual(["space-y-4 (relational)"]);
    expect(names(".\\[\\&\\>svg\\]\\:size-full>svg")).toEqual(["[&>svg]:size-full (relational)"]);
    expect(names(".a~.b")).toEqual(["a (relational)", "b"]);
    expect(names('[data-x=".no"] .c')).toEqual(["c"]);
  });

  it("reads the whole stylesheet, keyframes aside", () => {
    const css =
      ".group:hover .x{color:red}.x{color:blue}.y>svg{width:1rem}@keyframes k{12.5%{opacity:0}}";
    expect([...sheetClasses(css).relational].sort()).toEqual(["group", "y"]);
    expect([...sheetClasses(css).all].sort()).toEqual(["group", "x", "y"]);
  });
});

describe("short class names", () => {
  const css =
    ".flex{display:flex}.mt-4{margin-top:1rem}.group:hover .x{color:red}.x{color:blue}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}";
  const sheet = sheetClasses(css);
  const page = `<html><head><style>${css}</style></head><body class="flex"><div class="group mt-4"><p class="x mt-4 plain">a &amp; b</p><i class="[&amp;&gt;svg]:size-4 mt-4"></i></div></body></html>`;

  it("renames the page's own styled classes by how often it uses them, in markup and CSS", () => {
    const { html, renames } = shortenClassNames(page, sheet);
    // "x" is a class of the stylesheet, so no short name may be "x".
    expect(renames).toEqual({ a: "mt-4", b: "flex", c: "x" });
    expect(html).toContain('<body class="b">');
    expect(html).toContain('<div class="group a">');
    // Unstyled and relational classes keep their names (and their entities).
    expect(html).toContain('<p class="c a plain">');
    expect(html).toContain('<i class="[&amp;&gt;svg]:size-4 a">');
    expect(html).toContain(
      "<style>.b{display:flex}.a{margin-top:1rem}.group:hover .c{color:red}.c{color:blue}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}</style>",
    );
    expect(html).toContain("a &amp; b");
  });

  it("can be undone exactly in the markup", () => {
    const { html, renames } = shortenClassNames(page, sheet);
    const expanded = expandClassNames(html, renames);
    expect(expanded.replace(/<style>[\s\S]*<\/style>/, "")).toBe(
      page.replace(/<style>[\s\S]*<\/style>/, ""),
    );
  });

  it("never picks a short name the page or the stylesheet already uses", () => {
    const taken = page.replace('class="x mt-4 plain"', 'class="x mt-4 a"');
    expect(Object.keys(shortenClassNames(taken, sheet).renames)).toEqual(["b", "c", "d"]);
    const styled = sheetClasses(`${css}.b{color:red}`);
    expect(Object.keys(shortenClassNames(page, styled).renames)).toEqual(["a", "c", "d"]);
  });

  it("names run a … Z, then two characters", () => {
    expect([0, 25, 26, 51, 52, 53, 113, 114].map(nthName)).toEqual([
      "a",
      "z",
      "A",
      "Z",
      "aa",
      "ab",
      "a9",
      "ba",
    ]);
    expect(new Set(Array.from({ length: 5000 }, (_, n) => nthName(n))).size).toBe(5000);
  });

  it("leaves a page without inline CSS alone", () => {
    const plain = '<html><body class="flex"></body></html>';
    expect(shortenClassNames(plain, sheet)).toEqual({ html: plain, renames: {} });
  });
});
