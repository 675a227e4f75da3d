// What keeps first paint fast, checked on the built site: HTML and inline CSS paint before any
// script is requested (a small inline starter runs the page's enhancements and requests the boot
// script later), one small font, and hydration still follows by itself. How many bytes each page
// sends in the first round trip is a figure in `npm run bench`, not a test: copy is free to grow.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { buildDir } from "../../scripts/build";
import { expandClassNames, SHORT_NAMES_FILE } from "../../scripts/short-class-names";
import { fontCharacters } from "../../scripts/subset-font";
import { fileBrowser } from "./support/browser";
import { waitForHydration } from "./support/page";
import { pagePaths } from "./support/routes";

const baseURL = inject("baseURL");
const browser = fileBrowser();

const sampled = ["/", "/contact", "/insights/agile-transformation", "/blog", "/about"];

describe("first paint needs only HTML, inline CSS and the font", () => {
  it.each(sampled)(
    "%s requests no module before its first paint, hydrates when idle",
    async (path) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(baseURL + path, { waitUntil: "load" });
      // No visitor input at all: the idle timer alone must bring React in.
      await waitForHydration(page, { intent: false, timeout: 20_000 });
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1;
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return {
          fcp,
          scripts: resources
            .filter((r) => r.name.endsWith(".js"))
            .map((r) => ({ url: r.name, start: r.startTime, bytes: r.encodedBodySize })),
          inlineScripts: [...document.scripts]
            .filter((s) => !s.src && s.type !== "application/ld+json" && s.textContent !== "")
            .map((s) => (s.dataset.boot ? "starter" : (s.textContent ?? ""))),
          fonts: resources.filter((r) => r.name.endsWith(".woff2")).map((r) => r.name),
          stylesheets: resources
            .filter((r) => r.name.endsWith(".css"))
            .map((r) => ({ url: r.name, start: r.startTime })),
          inlineStyles: document.head.querySelectorAll("style").length,
          data: resources
            .filter((r) => /\/assets\/hydrate-[\w-]+\.json$/.test(r.name))
            .map((r) => r.startTime),
          inlineData: document.documentElement.innerHTML.includes("streamController.enqueue"),
        };
      });
      expect(timing.fcp).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(3);
      const [boot] = timing.scripts;
      // The first script requested: shared by every page, cached, 2.5 KB brotli at most (the
      // boot code and every enhancement, for the pages client navigations bring).
      expect(boot!.url).toMatch(/\/assets\/boot-[\w-]+\.js$/);
      expect(boot!.bytes).toBeLessThan(2560);
      for (const script of timing.scripts) expect(script.start).toBeGreaterThanOrEqual(timing.fcp);
      // The starter (with the enhancements this page uses), and nothing else.
      const [starter, ...others] = timing.inlineScripts.toReversed();
      expect(starter).toBe("starter");
      expect(others).toEqual([]);
      // The full stylesheet comes with React, after the paint the page's own rules made.
      expect(timing.stylesheets).toHaveLength(1);
      expect(timing.stylesheets[0]!.url).toMatch(/\/assets\/site-[\w-]+\.css$/);
      expect(timing.stylesheets[0]!.start).toBeGreaterThanOrEqual(timing.fcp);
      expect(timing.fonts).toHaveLength(1);
      expect(timing.fonts[0]).toMatch(/\/assets\/inter-subset-[\w-]+\.woff2$/);
      expect(timing.inlineStyles).toBe(1);
      // Loader data for hydration comes with the page's manifest, not carried by the page.
      expect(timing.inlineData).toBe(false);
      expect(timing.data).toHaveLength(1);
      expect(timing.data[0]).toBeGreaterThanOrEqual(timing.fcp);
      await page.close();
    },
  );

  it("a link clicked before hydration still navigates (plain HTML)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`, { waitUntil: "load" });
    await page.getByRole("link", { name: "About Us" }).first().click();
    await page.waitForURL(`${baseURL}/about`);
    expect(await page.locator("h1").textContent()).toBeTruthy();
    await context.close();
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
  it.each(["/", "/contact", "/faq", "/blog", "/case-studies", "/insights/agile-coaching-roi"])(
    "%s looks the same with its inline rules alone, with the whole stylesheet, and with both",
    async (path) => {
      const href = readdirSync(`${buildDir}/client/assets`).find((f) => /^site-.*\.css$/.test(f));
      const full = readFileSync(`${buildDir}/client/assets/${href}`, "utf8");
      const renames = (
        JSON.parse(readFileSync(`${buildDir}/${SHORT_NAMES_FILE}`, "utf8")) as Record<
          string,
          Record<string, string>
        >
      )[`${path === "/" ? "" : path}/index.html`];
      expect(Object.keys(renames ?? {}).length).toBeGreaterThan(50);
      // No JavaScript and no motion: what is compared is the CSS cascade alone.
      const shoot = async (variant: "inline" | "whole" | "both") => {
        const context = await browser.newContext({
          javaScriptEnabled: false,
          reducedMotion: "reduce",
          viewport: { width: 390, height: 844 },
        });
        const page = await context.newPage();
        let inline = "";
        await page.route(baseURL + path, async (route) => {
          const html = await (await route.fetch()).text();
          inline = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
          const body =
            variant === "inline"
              ? html
              : variant === "whole"
                ? // The page as React renders it: its own class names, the whole sheet (with the
                  // @font-face rules, which only the inline part carries).
                  expandClassNames(html, renames!).replace(inline, () => fontFaces(inline) + full)
                : // Once React has linked the whole sheet, before anything re-renders.
                  html.replace("</style>", () => `</style><style>${full}</style>`);
          // Every variant waits for Inter (font-display: optional would leave a variant whose
          // font came late in the fallback): what is compared is the cascade, not the font race.
          await route.fulfill({
            body: body.replaceAll("font-display:optional", "font-display:block"),
            contentType: "text/html; charset=utf-8",
          });
        });
        await page.goto(baseURL + path, { waitUntil: "load" });
        const png = await page.screenshot({ fullPage: true });
        await context.close();
        return { png, inline };
      };
      const own = await shoot("inline");
      const whole = await shoot("whole");
      const both = await shoot("both");
      expect(own.inline.length).toBeGreaterThan(1000);
      expect(own.inline.length).toBeLessThan(full.length * 0.7);
      expect(own.png.equals(whole.png), `${path} differs with the whole stylesheet`).toBe(true);
      expect(own.png.equals(both.png), `${path} differs once the whole sheet is linked`).toBe(true);
    },
  );
});

describe("the stylesheet and the font", () => {
  it("ships one stylesheet file for after hydration, never CSS inside a JavaScript chunk", () => {
    const assets = `${buildDir}/client/assets`;
    const files = readdirSync(assets);
    expect(files.filter((f) => f.endsWith(".css"))).toEqual([
      expect.stringMatching(/^site-[\w-]+\.css$/),
    ]);
    for (const f of files.filter((f) => f.endsWith(".js")))
      expect(readFileSync(`${assets}/${f}`, "utf8")).not.toContain("@layer properties");
  });

  it("the font subset covers every character any page shows", async () => {
    const covered = new Set(fontCharacters());
    const missing = new Map<string, string>();
    for (const path of pagePaths) {
      const html = await (await fetch(baseURL + path)).text();
      const text = html
        .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(Number.parseInt(h, 16)))
        .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
        .replace(/&(amp|lt|gt|quot|nbsp);/g, " ");
      for (const ch of text) if (!/\s/.test(ch) && !covered.has(ch)) missing.set(ch, path);
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
