import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { markdownToHtml } from "../content/markdown.server";
import {
  brokenLinks,
  builtPages,
  checkLinks,
  describeBroken,
  pageSource,
  scanPage,
} from "./link-check";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A built site in a folder of its own: each path's page or file, as the build writes them. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "h2-links-"));
  dirs.push(dir);
  for (const [path, body] of Object.entries(files)) {
    const file = join(
      dir,
      path.endsWith(".html") || /\.\w+$/.test(path) ? path : `${path}/index.html`,
    );
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  return dir;
}

const page = (body: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/assets/site.css"></head><body><main id="main">${body}</main></body></html>`;

describe("scanPage", () => {
  it("reads every URL an element carries and every id, as the browser decodes them", () => {
    const { ids, links } = scanPage(
      page(
        `<h2 id="why">Why</h2><a href="/faq?x=1&amp;y=2#q">FAQ</a><img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x"><svg><use xlink:href="#why"/></svg><a name="old">`,
      ),
    );
    expect([...ids]).toEqual(["main", "why", "old"]);
    expect(links).toEqual([
      "/assets/site.css",
      "/faq?x=1&y=2#q",
      "/a.png",
      "/a.png",
      "/a@2x.png",
      "#why",
    ]);
  });
});

describe("brokenLinks", () => {
  const files = {
    "index.html": page(
      `<a href="/blog">Blog</a><a href="/blog/">Blog</a><a href="/blog#posts">List</a><a href="#main">Skip</a><a href="https://www.h2consulting.example/faq">FAQ</a><a href="https://example.org/nowhere">Out</a><a href="mailto:a@b.c">Mail</a><img src="data:image/png;base64,AA"><form action="/api/contact"></form><a href="/api/newsletter/unsubscribe">Unsubscribe</a>`,
    ),
    blog: page(`<section id="posts"><a href="/blog/post">Post</a></section>`),
    "blog/post": page(`<a href="../faq">Relative</a><img src="/images/blog/post.svg">`),
    faq: page(`<a href="/blog/feed.xml">Feed</a>`),
    "blog/feed.xml": "<rss/>",
    "images/blog/post.svg": "<svg/>",
    "assets/site.css": "",
  };

  it("finds nothing wrong with links to pages, files, ids, the API, and other sites", () => {
    const dir = site(files);
    expect(brokenLinks(dir, builtPages(dir))).toEqual([]);
  });

  it("names a link to no page, a missing file, and a fragment the target page lacks", () => {
    const dir = site({
      ...files,
      "blog/post": page(
        `<a href="/blog/nope">Gone</a><img src="/images/blog/gone.svg"><a href="/blog#latest">Latest</a><a href="#nowhere">Here</a><a href="https://www.h2consulting.example/missing">Abs</a>`,
      ),
    });
    const broken = brokenLinks(dir, builtPages(dir)).map(({ link, page, why }) => ({
      link,
      page,
      why,
    }));
    expect(broken).toEqual([
      { link: "/blog/nope", page: "/blog/post", why: "no page or file /blog/nope" },
      {
        link: "/images/blog/gone.svg",
        page: "/blog/post",
        why: "no page or file /images/blog/gone.svg",
      },
      { link: "/blog#latest", page: "/blog/post", why: '/blog has no id "latest"' },
      { link: "#nowhere", page: "/blog/post", why: '/blog/post has no id "nowhere"' },
      {
        link: "https://www.h2consulting.example/missing",
        page: "/blog/post",
        why: "no page or file /missing",
      },
    ]);
  });
});

describe("a broken link fails the build naming the file to fix and the link", () => {
  it("names the blog post whose Markdown body holds it", () => {
    // The post's page as the build renders its body, and the post's file as the editor saved it.
    const body = "## Next\n\nRead [the follow-up](/blog/the-follow-up) next week.\n";
    const dir = site({
      "blog/a-post": page(`<article>${markdownToHtml(body)}</article>`),
      "assets/site.css": "",
    });
    const content = site({ "resources/blog/a-post.md": `---\ntitle: A post\n---\n${body}` });
    const lines = describeBroken(brokenLinks(dir, builtPages(dir)), content);
    expect(lines).toEqual([
      `${relative(".", content)}/resources/blog/a-post.md (field body): broken link "/blog/the-follow-up" (no page or file /blog/the-follow-up) on /blog/a-post. Fix: correct the address, or take the link out`,
    ]);
  });

  it("checks a body picture's src and every resized copy it offers, naming the post", () => {
    const upload = "/images/uploads/blog/the-monthly-service-review/delivery-trends.png";
    const body = `## Delivery\n\n![Deployments a week, April to September](${upload})\n`;
    const html = markdownToHtml(body);
    const copies = scanPage(html).links;
    expect(copies.length).toBeGreaterThan(1);
    expect(copies.every((url) => url.startsWith("/images/sized/"))).toBe(true);
    // Every copy the build wrote but the widest: the src and its srcset entry are broken.
    const [widest, ...written] = [...new Set(copies)].sort(
      (a, b) => Number(b.match(/(\d+)w\.webp$/)?.[1]) - Number(a.match(/(\d+)w\.webp$/)?.[1]),
    );
    const dir = site({
      "blog/a-post": page(`<article>${html}</article>`),
      "assets/site.css": "",
      ...Object.fromEntries(written.map((url) => [url.slice(1), ""])),
    });
    const content = site({ "resources/blog/a-post.md": `---\ntitle: A post\n---\n${body}` });
    expect(describeBroken(brokenLinks(dir, builtPages(dir)), content)).toEqual([
      `${relative(".", content)}/resources/blog/a-post.md (field body): broken link "${widest}" (no page or file ${widest}) on /blog/a-post. Fix: correct the address, or take the link out`,
    ]);
  });

  it("names a menu's link once, with how many pages carry it, from the file that holds it", () => {
    const menu = `<nav><a href="/carrers">Careers</a></nav>`;
    const dir = site({
      "index.html": page(menu),
      about: page(menu),
      faq: page(menu),
      contact: page(menu),
      blog: page(menu),
      "assets/site.css": "",
    });
    const content = site({
      "site.json": '{ "footer": [{ "label": "Careers", "href": "/carrers" }] }',
    });
    const [line, ...rest] = describeBroken(brokenLinks(dir, builtPages(dir)), content);
    expect(rest).toEqual([]);
    expect(line).toMatch(
      /\/site\.json \(field footer\.0\.href\): broken link "\/carrers" \(no page or file \/carrers\) on /,
    );
    expect(line).toMatch(/and 2 more pages\. Fix: correct the address, or take the link out$/);
  });

  it("names an item not published yet as the reason, its file and the fix", () => {
    // A landing page's section links an insight that is still a draft, and a blog post that is
    // scheduled: neither page is built, and the editor could not know at Save (build-limits.test.ts).
    const dir = site({
      "lp/q4-event": page(`<a href="/insights/next-year">Read</a> <a href="/blog/launch">Go</a>`),
      "assets/site.css": "",
    });
    const root = site({
      "content/landing/pages/q4-event.json": JSON.stringify({
        blocks: [{ discriminant: "cta", value: { links: [{ to: "/insights/next-year" }] } }],
        hero: { action: { to: "/blog/launch" } },
      }),
      "content/insights/next-year.md": "---\ntitle: Next year\ndraft: true\n---\nBody\n",
      "content/resources/blog/launch.md":
        "---\ntitle: Launch\npublishAt: 2999-01-04T09:00:00+00:00\n---\nBody\n",
    });
    const lines = describeBroken(brokenLinks(dir, builtPages(dir)), join(root, "content"));
    const at = `${relative(".", root)}/content/landing/pages/q4-event.json`;
    expect(lines).toEqual([
      `${at} (field blocks.0.value.links.0.to): broken link "/insights/next-year" (no page or file /insights/next-year) on /lp/q4-event. content/insights/next-year.md is a draft, so its page is not built yet. Fix: publish it first (untick Draft, or let its Publish at come), give this page a Publish at no earlier than its, or take the link out until it is live`,
      `${at} (field hero.action.to): broken link "/blog/launch" (no page or file /blog/launch) on /lp/q4-event. content/resources/blog/launch.md is scheduled for 2999-01-04 09:00 UTC, so its page is not built yet. Fix: publish it first (untick Draft, or let its Publish at come), give this page a Publish at no earlier than its, or take the link out until it is live`,
    ]);
  });

  it("names the page's own content file, or the built page, when no content file holds the link", () => {
    expect(pageSource("/blog/why-our-engineers-stay")).toBe(
      "content/resources/blog/why-our-engineers-stay.md",
    );
    expect(pageSource("/dedicated-team")).toBe("content/services/dedicated-team.json");
    expect(pageSource("/blog/page/2")).toBeUndefined();
    const dir = site({
      "blog/page/2": page(`<a href="/blog/page/3">Next</a>`),
      "assets/site.css": "",
    });
    expect(() => checkLinks(dir)).toThrow(
      /^Link check failed:\n {2}.*blog\/page\/2\/index\.html: broken link "\/blog\/page\/3"/,
    );
  });
});

describe("holdsLink: a content file holds a link, not a longer address that contains it", () => {
  it.each([
    ['to: "/blog/x"', true],
    ["see [the post](/blog/x#start) and more", true],
    ["(/blog/x?utm_source=a)", true],
    ["/blog/x", true],
    ["/images/uploads/blog/x/cover/value/image.png", false],
    ['"/blog/x-two"', false],
    ['"/blog/x/page/2"', false],
  ])("%s → %s", async (text, held) => {
    const { holdsLink } = await import("./link-fix");
    expect(holdsLink(text, "/blog/x")).toBe(held);
  });

  it("takes an upload named without its extension as any extension", async () => {
    const { holdsLink } = await import("./link-fix");
    expect(
      holdsLink("![a](/images/uploads/blog/p/chart.png)", "/images/uploads/blog/p/chart."),
    ).toBe(true);
    expect(
      holdsLink("![a](/images/uploads/blog/p/chart-2.png)", "/images/uploads/blog/p/chart."),
    ).toBe(false);
  });
});
