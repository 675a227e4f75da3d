import { describe, expect, it } from "vitest";
import { type PageInfo, seoProblems, sitemapXml } from "./seo";

const html = '"og:title" "og:description" "og:image" "og:url" "twitter:card"';
const page = (path: string, patch: Partial<PageInfo> = {}): PageInfo => ({
  path,
  title: `Title of ${path} | H2`,
  description: `A description of ${path} that is long enough to be useful to a searcher.`,
  canonical: `https://www.h2consulting.example${path}`,
  noindex: false,
  html,
  ...patch,
});

describe("SEO build check", () => {
  it("passes pages that meet every rule", () => {
    expect(seoProblems([page("/"), page("/about")])).toEqual([]);
  });

  it("reports lengths, duplicates, canonicals and missing social tags", () => {
    const problems = seoProblems([
      page("/a", { description: "x".repeat(161) }),
      page("/b", { title: "Dup title here" }),
      page("/c", { title: "Dup title here" }),
      page("/d", { canonical: "https://elsewhere.example/d" }),
      page("/e", { html: '"og:title"' }),
    ]);
    expect(problems.join("\n")).toMatch(/\/a: meta description is 161 chars/);
    expect(problems.join("\n")).toMatch(/\/c: same title as \/b/);
    expect(problems.join("\n")).toMatch(/\/d: canonical/);
    expect(problems.join("\n")).toMatch(/\/e: missing og:image/);
  });

  it("lists indexable pages in the sitemap, never noindex ones", () => {
    const xml = sitemapXml([page("/"), page("/about"), page("/404", { noindex: true })]);
    expect(xml).toContain("<loc>https://www.h2consulting.example/about</loc>");
    expect(xml).not.toContain("/404");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});
