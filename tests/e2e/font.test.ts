// A web font that arrives late must never move what a visitor is reading: the page paints in
// the metric-matched fallback and keeps it (font-display: optional), and the whole stylesheet,
// linked after the page's own inline rules, starts no second font load that would switch the
// page to Inter when it arrives.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";
import { wholeSheetIn } from "./support/page";

const baseURL = inject("baseURL");
const browser = fileBrowser();

/**
 * A context whose font answers only after the page has painted, as on a slow phone link. Two
 * seconds, well past font-display: optional's 100 ms block period even when a busy machine
 * runs the renderer's timers late (at 700 ms, a CI run beside Lighthouse once saw the font
 * land inside the block period and swap in).
 */
const FONT_DELAY_MS = 2000;
async function lateFontContext(width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  await context.route(/\.woff2$/, async (route) => {
    await new Promise((r) => setTimeout(r, FONT_DELAY_MS));
    await route.continue();
  });
  return context;
}

/** Every layout shift the page records, from its first paint on, with when it happened. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { at: number; text: string }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        startTime: number;
        value: number;
        sources: { node?: Node }[];
      }[])
        w.__shifts.push({
          at: e.startTime,
          text: `${e.value.toFixed(5)} ${e.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? "?").join(" | ")}`,
        });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The shifts from the moment the whole page has been parsed (`domInteractive`): the font comes
 * seconds later. What a paint taken mid-parse may move is a different matter, with its own test
 * (partial-paint.test.ts; docs/performance.md).
 */
const shifts = (page: Page) =>
  page.evaluate(() => {
    const parsed = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
      .domInteractive;
    return (window as unknown as { __shifts: { at: number; text: string }[] }).__shifts
      .filter((s) => s.at >= parsed)
      .map((s) => s.text);
  });

/** Resolves once the font request has been answered (or failed) and the page has settled. */
async function fontSettled(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    () => performance.getEntriesByType("resource").some((r) => r.name.endsWith(".woff2")),
    undefined,
    { timeout: 10_000 },
  );
  await page.waitForTimeout(200);
}

// Pages whose lines wrapped differently in Inter when the font used to swap in late.
const pages: [string, number][] = [
  ["/faq", 1280],
  ["/our-model", 1280],
  ["/agile-coaching", 1280],
  ["/blog", 1280],
  ["/insights/agile-coaching-roi", 1280],
  ["/case-studies/orchardline-delivery-routing-recovery", 390],
  ["/blog/agile-starts-with-the-leadership-team", 390],
  ["/403", 390],
];

describe("a late web font moves nothing", () => {
  it.each(pages)(
    "%s at %i px: no layout shift when the font arrives after the paint",
    async (path, width) => {
      const context = await lateFontContext(width);
      const page = await context.newPage();
      await recordShifts(page);
      await page.goto(baseURL + path, { waitUntil: "domcontentloaded" });
      await fontSettled(page);
      expect(await shifts(page)).toEqual([]);
      await context.close();
    },
  );

  it("the whole stylesheet arriving after the font keeps the font the page painted with: one Inter face, no shift", async () => {
    const context = await lateFontContext(1280);
    // A slow link: the stylesheet linked at the end of the page comes after the font.
    await context.route(/\/assets\/site\.[\w-]+\.css$/, async (route) => {
      await new Promise((r) => setTimeout(r, FONT_DELAY_MS + 1500));
      await route.continue().catch(() => {});
    });
    const page = await context.newPage();
    await recordShifts(page);
    await page.goto(`${baseURL}/faq`, { waitUntil: "domcontentloaded" });
    await fontSettled(page);
    // the subject: the whole stylesheet arriving
    await wholeSheetIn(page);
    await page.waitForTimeout(300);
    const faces = await page.evaluate(
      () => [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Inter").length,
    );
    expect(await shifts(page)).toEqual([]);
    expect(faces).toBe(1);
    await context.close();
  });
});

describe("a font that comes at once moves nothing either", () => {
  // On a fast link the font lands within its ~100 ms; not preloaded, it came just after the
  // first paint (in the fallback), and the whole sheet the page adds after the paint switched
  // the text to Inter: the blog's chip row moved in three loads of four.
  it.each([
    ["/blog", 412],
    ["/blog", 1280],
    ["/case-studies", 412],
  ] as const)(
    "%s at %i px: the page keeps its font when the whole stylesheet joins after the paint",
    async (path, width) => {
      for (let load = 0; load < 3; load++) {
        const page = await browser.newPage({ viewport: { width, height: 823 } });
        await recordShifts(page);
        await page.goto(baseURL + path, { waitUntil: "load" });
        // the subject: the whole stylesheet in, after the font
        await wholeSheetIn(page);
        await page.waitForTimeout(300);
        expect(await shifts(page), `load ${load + 1}`).toEqual([]);
        await page.close();
      }
    },
  );
});
