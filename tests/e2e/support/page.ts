import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";

export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
}

/**
 * axe's findings on a page the server answered (an error page of a form post), shown as it
 * came in a scripted tab: axe needs script, which the page itself never runs.
 */
export async function axeViolationsOfHtml(
  browser: { newContext: Browser["newContext"] },
  baseURL: string,
  html: string,
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.route(`${baseURL}/axe-check`, (route) =>
    route.fulfill({ contentType: "text/html", body: html }),
  );
  await page.goto(`${baseURL}/axe-check`);
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

/** Horizontal overflow in px (0 when the page fits its viewport). */
export function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * For tests whose subject is hydration itself (every other test acts as a visitor, the moment
 * what it needs is painted). Resolves once every island on screen is live: Astro removes an
 * island's `ssr` attribute when its component has hydrated.
 */
export async function waitForIslandsInView(page: Page, timeout = 30_000) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>("astro-island[ssr]")].every((el) => {
        const box = (el.firstElementChild ?? el).getBoundingClientRect();
        return box.bottom <= 0 || box.top >= innerHeight;
      }),
    undefined,
    { timeout },
  );
}

/** Resolves once the island holding `selector` is live (its React has hydrated). */
export async function waitForIsland(page: Page, selector: string, timeout = 30_000) {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      const island = el?.closest("astro-island");
      return Boolean(island && !island.hasAttribute("ssr"));
    },
    selector,
    { timeout },
  );
}

/**
 * Holds every script file back (a slow connection): the page stays prerendered HTML that long,
 * with no enhancement script and no island code.
 */
export async function delayScripts(page: Page, ms: number) {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/**
 * Holds the page's bundled scripts until the returned function is called: a test can act before
 * they arrive however slowly it types, then let them come.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Marks the page's current document; the returned check tells whether the page still shows
 * that document (a link followed by the router, not a reload).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { __marked: boolean }).__marked = true;
  });
  return () => page.evaluate(() => (window as unknown as { __marked?: boolean }).__marked === true);
}

/** Resolves once the whole stylesheet is applied (the page's script adds it after the paint). */
export async function wholeSheetIn(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].some(
        (l) => (l as HTMLLinkElement).sheet !== null,
      ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Resolves once the page and all it fetches after its first paint are in, its script included
 * (the head's catcher adds it a task after the first contentful paint, so `load` can come
 * first). Only for a test whose subject no HTML does: a key only the script handles. A control
 * only the script shows is waited for as a visitor sees it appear, not with this.
 */
export const scriptsIn = (page: Page) => page.waitForLoadState("networkidle");
