import { readLandingPages } from "@content/test-support/read-collection";
import { describe, expect, inject, it } from "vitest";
import { depth, ORGANIZATION_PAGES } from "../../app/markup/meta";
import { site } from "../../content/site";
import { formLandingPaths, pagePaths } from "./support/routes";

const baseURL = inject("baseURL");
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
/** The page's JSON-LD blocks, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is schema.org's open vocabulary
const jsonLd = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
const attr = (html: string, re: RegExp) => {
  const value = re.exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
};

describe("findable: every page's head", () => {
  it.each(pagePaths)(
    "%s has title, description, canonical, Open Graph and JSON-LD",
    async (path) => {
      const html = await (await fetch(baseURL + path)).text();
      const title = attr(html, /<title>([^<]+)<\/title>/);
      const description = attr(html, /<meta name="description" content="([^"]+)"/);
      expect(title?.length).toBeGreaterThanOrEqual(5);
      expect(description?.length).toBeGreaterThanOrEqual(50);
      expect(description!.length).toBeLessThanOrEqual(160);
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
        new URL(path, site.origin).href,
      );
      for (const property of ["og:title", "og:description", "og:url", "og:image"]) {
        expect(html).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
      }
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      // The firm's own node, with its offices, on the pages about it; an article names its
      // publisher itself.
      const types = jsonLd(html).map((d) => d["@type"]);
      const firm = jsonLd(html).find((d) => d["@type"] === "Organization");
      if (ORGANIZATION_PAGES.includes(path)) {
        expect(firm?.["@id"]).toBe(`${site.origin}/#organization`);
        expect(firm?.address).toHaveLength(site.offices.length);
      } else expect(types).not.toContain("Organization");
      for (const article of jsonLd(html).filter((d) => /Article|BlogPosting/.test(d["@type"])))
        expect(article.publisher).toMatchObject({ "@type": "Organization", name: site.legalName });
      // Pages kept out of search (403, thank-you pages, hidden campaigns) need no breadcrumb,
      // nor does a top-level page (its trail would be its address).
      const trail = html.includes('"@type":"BreadcrumbList"');
      expect(trail).toBe(depth(path) >= 2 && indexable(html));
      const image = attr(html, /<meta property="og:image" content="([^"]+)"/)!;
      const png = await fetch(baseURL + new URL(image).pathname);
      expect(png.status).toBe(200);
      expect(png.headers.get("content-type")).toBe("image/png");
    },
  );

  it("titles and descriptions are unique across pages", async () => {
    const heads = await Promise.all(pagePaths.map(async (p) => (await fetch(baseURL + p)).text()));
    const titles = heads.map((h) => attr(h, /<title>([^<]+)<\/title>/));
    const descriptions = heads.map((h) => attr(h, /<meta name="description" content="([^"]+)"/));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

/** The page's `<link>` tags, each as its attributes (in whatever order the page writes them). */
const linkTags = (html: string) =>
  [...(html.split("</head>")[0] ?? "").matchAll(/<link\b([^>]*)>/g)].map((m) =>
    Object.fromEntries(
      [...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, decode(v!)]),
    ),
  );
const indexable = (html: string) => !/<meta name="robots" content="[^"]*noindex/.test(html);

describe("sitemap, robots, manifest, feeds", () => {
  it("the sitemap lists exactly the indexable pages, and no error or landing page", async () => {
    const res = await fetch(`${baseURL}/sitemap.xml`);
    expect(res.headers.get("content-type")).toContain("xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const loc of locs) expect(new URL(loc).origin).toBe(site.origin);
    const listed = locs.map((loc) => new URL(loc).pathname);
    const heads = await Promise.all(
      pagePaths.map(async (p) => [p, await (await fetch(baseURL + p)).text()] as const),
    );
    const expected = heads.filter(([, html]) => indexable(html)).map(([p]) => p);
    expect([...listed].sort()).toEqual([...expected].sort());
    // What is kept out: the 403 page, the pages a form post lands on and the campaign landing
    // pages marked hidden, and only those.
    const hidden = heads.filter(([, html]) => !indexable(html)).map(([p]) => p);
    const hiddenCampaigns = readLandingPages()
      .filter((p) => p.hidden)
      .map((p) => p.path);
    expect(hiddenCampaigns.length).toBeGreaterThan(0);
    expect(hidden.sort()).toEqual(["/403", ...formLandingPaths, ...hiddenCampaigns].sort());
    expect(listed).not.toContain("/404");
  });

  it("every page's head links the insights feed; the blog and news listings link their own", async () => {
    const feeds = { insights: "H2 Insights", blog: "H2 Blog", news: "H2 News" } as const;
    const expectedFeeds = (path: string) => [
      "insights",
      ...(/^\/blog(\/page\/\d+|\/category\/[\w-]+)?$/.test(path) ? ["blog"] : []),
      ...(/^\/news(\/page\/\d+)?$/.test(path) ? ["news"] : []),
    ];
    const wrong: Record<string, { linked: string[]; expected: string[] }> = {};
    for (const path of pagePaths) {
      const html = await (await fetch(baseURL + path)).text();
      const linked = linkTags(html)
        .filter((l) => l.rel === "alternate" && l.type === "application/rss+xml")
        .map((l) => {
          const name = Object.entries(feeds).find(([, title]) => title === l.title)?.[0];
          return name && l.href === `/${name}/feed.xml` ? name : `${l.title} ${l.href}`;
        });
      const expected = expectedFeeds(path);
      if (linked.sort().join() !== [...expected].sort().join()) wrong[path] = { linked, expected };
    }
    expect(wrong).toEqual({});
    // The listings that link them exist, and so does each feed: RSS 2.0, titled as linked.
    for (const path of ["/blog", "/blog/page/2", "/news"]) expect(pagePaths).toContain(path);
    for (const [name, title] of Object.entries(feeds)) {
      const res = await fetch(`${baseURL}/${name}/feed.xml`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("xml");
      const xml = await res.text();
      expect(xml).toContain('<rss version="2.0"');
      expect(xml).toContain(`<title>${title}</title>`);
    }
  });

  it("robots.txt allows the site, keeps crawlers off the API and names the sitemap", async () => {
    const txt = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(txt).toContain("Disallow: /api/");
    expect(txt).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  it("the web manifest and its icons are served", async () => {
    const manifest = (await (await fetch(`${baseURL}/manifest.webmanifest`)).json()) as {
      icons: { src: string }[];
    };
    for (const icon of manifest.icons) expect((await fetch(baseURL + icon.src)).status).toBe(200);
    const home = await (await fetch(`${baseURL}/`)).text();
    expect(home).toContain('rel="manifest"');
    expect(home).toContain('rel="apple-touch-icon"');
    // The tab icon travels in the page: the same picture as /favicon.svg, without a request.
    const icon = home.match(/<link rel="icon" href="data:image\/svg\+xml,([^"]+)"/)?.[1];
    const file = await (await fetch(`${baseURL}/favicon.svg`)).text();
    expect(decodeURIComponent(icon ?? "")).toBe(file.trim().replace(/\s+/g, " "));
  });
});
