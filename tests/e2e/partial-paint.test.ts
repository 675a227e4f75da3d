// A slow phone paints while a page's HTML is still arriving. Whatever it paints then must not
// move when the rest comes in: the hero (centred in its band, its art beside its text) is never
// painted half-parsed (the layout's <link rel="expect"> on the hero's end), and what follows it
// only adds below.
// Checked through a proxy that holds the page's HTML back part-way, as a stalled network does.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";
import { pagePaths } from "./support/routes";

const baseURL = inject("baseURL");
const browser = fileBrowser();

/** Where the proxy stops sending a page's HTML until the test lets the rest go. */
type Split = "inside the hero" | "after the hero";

/** Character offsets in a page's HTML: just after its first heading, and just after its hero. */
function heroOffsets(html: string) {
  const main = html.indexOf("<main");
  const heading = html.indexOf("</h1>", main);
  const marker = /<span id="hero-end"[^>]*><\/span>/.exec(html);
  if (main < 0 || heading < 0 || !marker)
    throw new Error("page has no <main>, heading or hero end");
  if (marker.index < heading) throw new Error("the hero ends before its heading");
  return { insideH1: heading + "</h1>".length, end: marker.index + marker[0].length };
}

/**
 * A proxy in front of the site: every file passes through, but a page's HTML is sent up to the
 * split and then held until `release()`.
 */
let proxy: Server;
let proxyURL: string;
let split: Split = "inside the hero";
let held: (() => void)[] = [];
const release = () => {
  for (const go of held) go();
  held = [];
};

beforeAll(async () => {
  proxy = createServer(async (req, res) => {
    const upstream = await fetch(baseURL + req.url, { redirect: "manual" });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
      ),
    );
    res.writeHead(upstream.status, headers);
    const body = await upstream.text();
    if (!upstream.headers.get("content-type")?.startsWith("text/html")) {
      res.end(body);
      return;
    }
    const offsets = heroOffsets(body);
    const at = split === "inside the hero" ? offsets.insideH1 : offsets.end;
    res.write(body.slice(0, at));
    await new Promise<void>((go) => held.push(go));
    res.end(body.slice(at));
  });
  await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
  proxyURL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => {
  release();
  proxy.closeAllConnections();
  proxy.close();
});

/** Every layout shift from the start, with the elements that moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node }[];
      }[])
        w.__shifts.push(
          `${e.value.toFixed(5)} ${e.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?").join(" | ")}`,
        );
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const paints = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("paint").map((p) => p.name));

// One page per kind of hero: the home page's, an inner page's, an insight's (its cover framed
// beside the text on a wide screen), a blog post's, a case study's, the blog listing's (inside
// its island) and the 404 page's.
const pages: [string, number][] = [
  ["/", 390],
  ["/about", 1280],
  ["/insights/agile-coaching-roi", 1280],
  ["/blog/agile-starts-with-the-leadership-team", 390],
  ["/case-studies/orchardline-delivery-routing-recovery", 1280],
  ["/blog", 390],
  ["/no-such-page", 390],
];

describe("a page painted before its HTML has all arrived", () => {
  it.each(pages)(
    "%s at %i px: nothing is painted while the hero is half-parsed, and nothing moves once the rest arrives",
    async (path, width) => {
      split = "inside the hero";
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      await recordShifts(page);
      await page.goto(proxyURL + path, { waitUntil: "commit" });
      // The held part has been parsed (the hero's heading is in the document) ...
      await page.waitForFunction(() => document.querySelector("main h1") !== null);
      // ... and, a few frames later, is still not painted.
      await page.waitForTimeout(600);
      expect(await paints(page)).toEqual([]);
      release();
      await page.waitForLoadState("load");
      await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
      await page.waitForTimeout(300);
      expect(
        await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts),
      ).toEqual([]);
      await page.close();
    },
  );

  it.each(pages)(
    "%s at %i px: paints as soon as the hero has arrived, before the rest of the page",
    async (path, width) => {
      split = "after the hero";
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      await page.goto(proxyURL + path, { waitUntil: "commit" });
      await page.waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint").length > 0,
      );
      const painted = await page.evaluate(() => ({
        heading: document.querySelector("main h1")?.getBoundingClientRect().height ?? 0,
        footer: document.querySelector("footer") !== null,
      }));
      expect(painted.heading).toBeGreaterThan(20);
      expect(painted.footer).toBe(false); // the rest of the page was still held
      release();
      await page.close();
    },
  );

  it("every page asks for its paint to wait for its hero's end, which comes once, after its heading", async () => {
    const wrong: string[] = [];
    for (const path of [...pagePaths, "/no-such-page"]) {
      const html = await (await fetch(baseURL + path)).text();
      const ends = html.match(/id="hero-end"/g)?.length ?? 0;
      const asked = html.indexOf('<link rel="expect" href="#hero-end" blocking="render">');
      if (ends !== 1 || asked < 0 || asked > html.indexOf("</head>"))
        wrong.push(`${path}: ${ends}`);
      else heroOffsets(html); // throws unless the end follows the page's first heading in <main>
    }
    expect(wrong).toEqual([]);
  });
});
