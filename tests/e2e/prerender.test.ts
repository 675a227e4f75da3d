import { describe, expect, inject, it } from "vitest";
import { h1Text } from "./support/html";
import { campaignPaths, formLandingPaths, pagePaths } from "./support/routes";

const baseURL = inject("baseURL");

describe("prerendered HTML (no JavaScript)", () => {
  it("knows the site's pages", () => {
    expect(pagePaths).toContain("/");
    expect(pagePaths).toContain("/contact");
    expect(pagePaths.length).toBeGreaterThanOrEqual(4);
  });

  it.each(pagePaths)("%s is served as HTML with its h1 and title", async (path) => {
    const res = await fetch(baseURL + path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(h1Text(html).length).toBeGreaterThan(2);
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  });

  it("links every page from another page's HTML: none is reachable only by search", async () => {
    const linkedFrom = new Map<string, Set<string>>();
    for (const path of pagePaths) {
      const html = await (await fetch(baseURL + path)).text();
      for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/g)) {
        if (href === path) continue;
        linkedFrom.set(href!, (linkedFrom.get(href!) ?? new Set()).add(path));
      }
    }
    // The 403 page is where a refused request lands, the thank-you pages where a form post
    // does (or, for an inquiry, did until this release): not places to browse to. A campaign's landing page is linked from the campaign.
    const orphans = pagePaths.filter(
      (p) =>
        p !== "/403" &&
        !formLandingPaths.includes(p) &&
        !campaignPaths.includes(p) &&
        !linkedFrom.has(p),
    );
    expect(orphans).toEqual([]);
  });

  it.each(pagePaths)("%s says of every link that opens a new tab that it does", async (path) => {
    const html = await (await fetch(baseURL + path)).text();
    const links = html.match(/<a\b[^>]*\btarget="_blank"[^>]*>[\s\S]*?<\/a>/g) ?? [];
    expect(links.length).toBeGreaterThan(0); // the header's "Book a call", at least
    expect(links.filter((a) => !a.includes("(opens in a new tab)"))).toEqual([]);
  });

  it.each(["/no-such-page", "/insights/no-such-article", "/about/deeper/still", "/404"])(
    "%s answers 404 with the Page Not Found page",
    async (path) => {
      const res = await fetch(baseURL + path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(h1Text(html)).toContain("Page Not Found");
      expect(html).toContain(
        "The page you&#x27;re looking for doesn&#x27;t exist or has been moved.",
      );
    },
  );

  it("serves the 403 page as the spec words it", async () => {
    const html = await (await fetch(`${baseURL}/403`)).text();
    expect(h1Text(html)).toContain("Access Forbidden");
    expect(html).toContain("You don&#x27;t have permission to access this resource.");
  });
});
