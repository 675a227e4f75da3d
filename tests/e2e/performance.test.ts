// What keeps first paint fast, checked on the built site: the HTML and the page's inline CSS paint
// before any script, the whole stylesheet or the font has arrived; one small font; React only on
// the blog listing's pages (its one island), and only once it is used. How many bytes each page
// sends in the first round trip is a figure in `npm run bench`, not a test: copy is free to grow.
import { readdirSync, readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { buildDir } from "../../scripts/build";
import { decodeEntities } from "../../scripts/html-text";
import { fontCharacters } from "../../scripts/subset-font";
import { fileBrowser } from "./support/browser";
import { wholeSheetIn } from "./support/page";
import { pagePaths } from "./support/routes";

const baseURL = inject("baseURL");
const browser = fileBrowser();

const sampled = ["/", "/contact", "/insights/agile-transformation", "/blog", "/about"];

/** React's renderer, which every island loads first (Astro's client for @astrojs/react). */
const REACT = /\/assets\/client\.[\w-]+\.js$/;

/** The island's own component (the blog listing). */
const ISLAND_CODE = /\/assets\/blog-browser\.[\w-]+\.js$/;

/** The whole stylesheet's link, as the build writes it. */
const SHEET_LINK = /<link rel="stylesheet" href="\/assets\/site\.[\w-]+\.css">/;

/** Every request the page makes, in order, as its path. */
function requests(page: Page) {
  const seen: string[] = [];
  page.on("request", (r) => seen.push(new URL(r.url()).pathname));
  return seen;
}

/**
 * Holds back every file the page loads besides its HTML (scripts, stylesheet, font) until the
 * context closes, however slow a loaded machine makes the test's steps.
 */
async function holdBackFiles(context: BrowserContext) {
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await context.route(/\/assets\/[^/]+\.(js|css|woff2)$/, async (route) => {
    await held;
    await route.continue().catch(() => {}); // the context is closing by then
  });
  return async () => {
    release();
    await context.close();
  };
}

describe("first paint needs only HTML and inline CSS", () => {
  it.each(sampled)(
    "%s paints its content while every script, the stylesheet file and the font are still on their way",
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const done = await holdBackFiles(context);
      const page = await context.newPage();
      await page.goto(baseURL + path, { waitUntil: "commit" });
      // A page that needed one of the held files to paint would never paint.
      await page.waitForFunction(
        () => performance.getEntriesByName("first-contentful-paint").length > 0,
      );
      const painted = await page.evaluate(() => {
        const h1 = document.querySelector("h1")!.getBoundingClientRect();
        return {
          fcp: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
          // Files that had arrived by then (an entry is recorded once its response has ended).
          arrived: performance
            .getEntriesByType("resource")
            .map((r) => r.name)
            .filter((n) => /\.(js|css|woff2)$/.test(n)),
          // Laid out by the inline rules: the heading in the first screen, the page no wider
          // than the phone.
          h1: { top: h1.top, height: h1.height },
          overflow: document.documentElement.scrollWidth - innerWidth,
        };
      });
      expect(painted.fcp).toBeGreaterThan(0);
      expect(painted.arrived).toEqual([]);
      expect(painted.h1.height).toBeGreaterThan(20);
      expect(painted.h1.top).toBeLessThan(844);
      expect(painted.overflow).toBeLessThanOrEqual(0);
      await done();
    },
  );

  it.each(sampled)(
    "%s carries one inline stylesheet, asks for the stylesheet file after its first paint (without script, at its end), loads one font",
    async (path) => {
      const html = await (await fetch(baseURL + path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<style>/g)).toHaveLength(1);
      // In the head only inert, for the page's script to add after the paint; at the very end
      // of the page for a browser without script.
      expect(head).toMatch(
        new RegExp(`<template data-after-paint>${SHEET_LINK.source}</template>`),
      );
      expect(html).toMatch(new RegExp(`<noscript>${SHEET_LINK.source}</noscript>\\s*</body>`));
      expect(html.match(new RegExp(SHEET_LINK, "g"))).toHaveLength(2);

      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const seen = requests(page);
      await page.goto(baseURL + path, { waitUntil: "load" });
      await page.waitForFunction(() =>
        performance.getEntriesByType("resource").some((r) => r.name.endsWith(".css")),
      );
      const timing = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        asked: performance.getEntriesByType("resource").find((r) => r.name.endsWith(".css"))!
          .startTime,
        headSheets: document.head.querySelectorAll('link[rel="stylesheet"]').length,
      }));
      expect(timing.asked).toBeGreaterThan(timing.painted);
      expect(timing.headSheets).toBe(1);
      const sheets = seen.filter((p) => p.endsWith(".css"));
      expect(sheets).toHaveLength(1);
      expect(sheets[0]).toMatch(/^\/assets\/site\.[\w-]+\.css$/);
      const fonts = seen.filter((p) => p.endsWith(".woff2"));
      expect(fonts).toHaveLength(1);
      expect(fonts[0]).toMatch(/^\/assets\/inter-subset\.[\w-]+\.woff2$/);
      await page.close();

      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScript.newPage();
      const plainSeen = requests(plain);
      await plain.goto(baseURL + path, { waitUntil: "load" });
      expect(plainSeen.filter((p) => p.endsWith(".css"))).toEqual(sheets);
      await noScript.close();
    },
  );

  it("a link clicked with JavaScript off still navigates (plain HTML)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`, { waitUntil: "load" });
    await page.getByRole("link", { name: "About Us" }).first().click();
    await page.waitForURL(`${baseURL}/about`);
    expect(await page.locator("h1").textContent()).toBeTruthy();
    await context.close();
  });
});

describe("React comes only with the blog listing's island", () => {
  it.each([
    "/privacy",
    "/insights",
    "/insights/agile-transformation",
    "/case-studies/brightmoor-headless-commerce",
    "/403",
    // Pages with a form: the form's own script, never React.
    "/about",
    "/",
    "/contact",
    "/blog/why-our-engineers-stay",
  ])("%s requests no React, even scrolled to its end", async (path) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const seen = requests(page);
    await page.goto(baseURL + path, { waitUntil: "networkidle" });
    // Read to the end, as a visitor would.
    await page.evaluate(() => scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.waitForTimeout(500);
    expect(seen.filter((p) => REACT.test(p))).toEqual([]);
    expect(seen.filter((p) => ISLAND_CODE.test(p))).toEqual([]);
    await page.close();
  });
});

describe("art only wide screens show", () => {
  it.each([
    "/case-studies/brightmoor-headless-commerce",
    "/insights/agile-transformation",
    "/dedicated-team",
    "/financial-software",
    "/leadership",
  ])("%s: phones get an empty pixel, wide screens the hero art", async (path) => {
    const sources: Record<number, string> = {};
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(baseURL + path, { waitUntil: "load" });
      sources[width] = await page.evaluate(
        () => document.querySelector<HTMLImageElement>("main picture img")?.currentSrc ?? "",
      );
      await page.close();
    }
    expect(sources[390]).toMatch(/^data:image\/gif;base64,/);
    expect(sources[1280]).toMatch(/\/images\/(case-studies|insights|art)\/[\w-]+\.svg$/);
  });
});

describe("a listing's covers come with the page", () => {
  it.each([
    "/blog",
    "/blog/page/2",
    "/blog/category/team-building",
    "/insights",
    "/news",
    "/case-studies",
  ])(
    "%s on a phone: every card's generated cover is painted from the HTML, with no request of its own",
    async (path) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const seen = requests(page);
      await page.goto(baseURL + path, { waitUntil: "load" });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState("networkidle");
      // A request for a cover would share a phone's link with the font and the page's script
      // before the first paint (Lighthouse counted six on the blog listings).
      expect(seen.filter((p) => /^\/images\/(blog|insights|news|case-studies)\//.test(p))).toEqual(
        [],
      );
      const covers = await page.locator("main article").evaluateAll((cards) =>
        cards.map((card) => {
          const art = card.querySelector("svg[viewBox='0 0 1200 675']");
          const box = art?.getBoundingClientRect();
          return box ? Math.round((box.width / box.height) * 100) / 100 : 0;
        }),
      );
      expect(covers.length).toBeGreaterThan(2);
      // Each card shows its art, cropped to the card's 16:9 frame (or the lead card's own).
      expect(covers.every((ratio) => ratio > 1)).toBe(true);
      await page.close();
    },
  );

  it.each(["/", "/blog/why-our-engineers-stay", "/insights/agile-transformation"])(
    "%s: cards far down the page keep their covers out of its first round trip (lazy images)",
    async (path) => {
      const html = await (await fetch(baseURL + path)).text();
      const lazyCovers = html.match(
        /<img src="\/images\/(blog|insights|news|case-studies)\/[\w-]+\.svg"[^>]*loading="lazy"/g,
      );
      expect(lazyCovers?.length ?? 0).toBeGreaterThan(0);
      expect(html).not.toContain('viewBox="0 0 1200 675"');
    },
  );
});

describe("the largest paint is the heading a visitor reads", () => {
  it.each([
    "/blog/why-our-engineers-stay",
    "/case-studies/brightmoor-headless-commerce",
    "/insights/agile-transformation",
    "/dedicated-team",
  ])(
    "%s on a phone: decorative art neither becomes the largest paint nor is fetched early",
    async (path) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(baseURL + path, { waitUntil: "load" });
      // Read once the page has settled: on a busy machine the first paint can come before the
      // parser reaches the hero, so the first entry reported is not yet the largest one.
      await page.evaluate(
        () =>
          new Promise((r) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200))),
          ),
      );
      const seen = await page.evaluate(
        () =>
          new Promise<{ lcp: string; urgentImages: string[] }>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
              const urgentImages = [...document.querySelectorAll("img")]
                .filter((img) => img.getAttribute("fetchpriority") === "high")
                .filter((img) => getComputedStyle(img).display === "none")
                // An inline pixel (a <picture> fallback) costs no request.
                .map((img) => img.currentSrc)
                .filter((src) => !src.startsWith("data:"));
              resolve({ lcp: last?.element?.tagName ?? "none", urgentImages });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      expect(["H1", "P"]).toContain(seen.lcp);
      expect(seen.urgentImages).toEqual([]);
      await page.close();
    },
  );
});

const fontFaces = (css: string) => css.match(/@font-face\{[^}]*\}/g)?.join("") ?? "";

describe("each page's own CSS", () => {
  it.each([
    "/",
    "/contact",
    "/faq",
    "/blog",
    "/case-studies",
    "/insights/agile-coaching-roi",
    "/blog/agile-starts-with-the-leadership-team",
  ])(
    "%s looks the same with its inline rules alone, with the whole stylesheet alone, and with both",
    async (path) => {
      const href = readdirSync(`${buildDir}/client/assets`).find((f) => /^site\..*\.css$/.test(f));
      const full = readFileSync(`${buildDir}/client/assets/${href}`, "utf8");
      // No JavaScript and no motion: what is compared is the CSS cascade alone.
      const shoot = async (variant: "inline" | "whole" | "both") => {
        const context = await browser.newContext({
          javaScriptEnabled: false,
          reducedMotion: "reduce",
          viewport: { width: 390, height: 844 },
        });
        const page = await context.newPage();
        let inline = "";
        let linked = false;
        await page.route(baseURL + path, async (route) => {
          const html = await (await route.fetch()).text();
          inline = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
          linked = SHEET_LINK.test(html);
          const links = new RegExp(SHEET_LINK, "g");
          const body =
            variant === "inline"
              ? // The first paint: the page's own rules, before the sheet has come.
                html.replace(links, "")
              : variant === "whole"
                ? // The whole sheet alone, in the head.
                  html.replace(links, "").replace(inline, () => fontFaces(inline) + full)
                : // As served (no script: the <noscript> link): the sheet after the page's own rules.
                  html;
          // Every variant waits for Inter (font-display: optional would leave a variant whose
          // font came late in the fallback): what is compared is the cascade, not the font race.
          await route.fulfill({
            body: body.replaceAll("font-display:optional", "font-display:block"),
            contentType: "text/html; charset=utf-8",
          });
        });
        await page.route(/\/assets\/site\.[\w-]+\.css$/, (route) =>
          route.fulfill({
            body: full.replaceAll("font-display:optional", "font-display:block"),
            contentType: "text/css",
          }),
        );
        await page.goto(baseURL + path, { waitUntil: "load" });
        const png = await page.screenshot({ fullPage: true });
        await context.close();
        return { png, inline, linked };
      };
      const own = await shoot("inline");
      const whole = await shoot("whole");
      const both = await shoot("both");
      expect(own.linked).toBe(true);
      expect(own.inline.length).toBeGreaterThan(1000);
      expect(own.inline.length).toBeLessThan(full.length * 0.7);
      expect(own.png.equals(whole.png), `${path} differs with the whole stylesheet`).toBe(true);
      expect(own.png.equals(both.png), `${path} differs once the whole sheet is in`).toBe(true);
    },
  );
});

describe("the stylesheet and the font", () => {
  it("ships one stylesheet file (and its font faces apart), never CSS inside a JavaScript chunk", () => {
    const assets = `${buildDir}/client/assets`;
    const files = readdirSync(assets);
    // The font faces have a sheet of their own for the server's answer pages; the built pages
    // carry theirs inline.
    expect(files.filter((f) => f.endsWith(".css")).sort()).toEqual([
      expect.stringMatching(/^font-faces\.[\w-]+\.css$/),
      expect.stringMatching(/^site\.[\w-]+\.css$/),
    ]);
    for (const f of files.filter((f) => f.endsWith(".js")))
      expect(readFileSync(`${assets}/${f}`, "utf8")).not.toContain("@layer properties");
  });

  it("the font subset covers every character any page shows", async () => {
    const covered = new Set(fontCharacters());
    const missing = new Map<string, string>();
    for (const path of pagePaths) {
      const html = await (await fetch(baseURL + path)).text();
      // Text, and the attributes a visitor reads: a field's hint and value, a form's messages.
      const shown = [
        html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ").replace(/<[^>]+>/g, " "),
        ...[...html.matchAll(/\s(?:placeholder|value|data-when-[\w-]+)="([^"]*)"/g)].map(
          (m) => m[1],
        ),
      ].join(" ");
      const text = decodeEntities(shown);
      for (const ch of text) if (!/\s/.test(ch) && !covered.has(ch)) missing.set(ch, path);
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});

describe("a state set right after the paint, before the whole sheet has come", () => {
  /** A page whose whole stylesheet is held back, as on a slow link after the first paint. */
  async function sheetHeld() {
    // No motion: a colour read mid-transition is neither the old nor the new one.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: "reduce",
    });
    // Held until the test is done, however slow a loaded machine makes its steps.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await context.route(/\/assets\/site\.[\w-]+\.css$/, async (route) => {
      await held;
      await route.continue().catch(() => {}); // the context is closing by then
    });
    const page = await context.newPage();
    const sheetIn = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((r) => r.name.endsWith(".css")),
      );
    const done = async () => {
      release();
      await context.close();
    };
    return { page, sheetIn, done };
  }

  it("the Share menu shows Copy Link, which the page's script turns on", async () => {
    const { page, sheetIn, done } = await sheetHeld();
    await page.addInitScript("delete Navigator.prototype.share;");
    await page.goto(`${baseURL}/insights/agile-transformation`, { waitUntil: "commit" });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-can-copy"));
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const menu = page.getByRole("group", { name: "Share this article" });
    await expect(menu.getByRole("button", { name: "Copy Link" }).isVisible()).resolves.toBe(true);
    await expect(menu.getByRole("button", { name: "Share…" }).isVisible()).resolves.toBe(false);
    expect(await sheetIn()).toBe(false);
    await done();
  });

  it("a jump link lands its section's eyebrow clear of the sticky header", async () => {
    const { page, sheetIn, done } = await sheetHeld();
    await page.goto(`${baseURL}/our-model`, { waitUntil: "commit" });
    await page.locator("main").getByRole("link", { name: "Compare the options" }).click();
    await page.waitForURL(/#comparison$/);
    const [eyebrowTop, headerBottom] = await page.evaluate(() => [
      document.getElementById("comparison")!.previousElementSibling!.getBoundingClientRect().top,
      document.querySelector("header")!.getBoundingClientRect().bottom,
    ]);
    expect(eyebrowTop).toBeGreaterThanOrEqual(headerBottom!);
    expect(await sheetIn()).toBe(false);
    await done();
  });

  it("a field left empty is marked as the whole sheet marks it", async () => {
    const border = async (page: Page) => {
      const form = page.locator("form[method=post][data-module]").first();
      const name = form.getByLabel("Full name");
      await form.getByRole("button", { name: /send/i }).click();
      await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
      return name.evaluate((el) => getComputedStyle(el).borderColor);
    };
    const whole = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      reducedMotion: "reduce",
    });
    await whole.goto(`${baseURL}/contact`, { waitUntil: "load" });
    await wholeSheetIn(whole);
    const expected = await border(whole);
    await whole.close();

    const { page, sheetIn, done } = await sheetHeld();
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    await border(page);
    // Read once its colour has settled: a read in the very frame the field turned invalid can
    // catch the start of its colour's transition.
    await expect
      .poll(() =>
        page
          .locator("form[method=post][data-module]")
          .first()
          .getByLabel("Full name")
          .evaluate((el) => getComputedStyle(el).borderColor),
      )
      .toBe(expected);
    expect(await sheetIn()).toBe(false);
    await done();
  });
});
