import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { HYDRATED_ATTR, ISLAND_ATTR, LIVE_ATTR } from "../../../app/lib/hydration";

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
 * what it needs is painted). Resolves once React has hydrated (the root effect marks <html data-hydrated>) and the
 * islands on screen are live. By default a pointer move, the visitor intent that starts
 * hydration, spares the wait for the idle timer; `intent: false` waits for the page to hydrate
 * on its own; `islands: false` does not wait for the islands.
 */
export async function waitForHydration(
  page: Page,
  { intent = true, islands = true, timeout = 30_000 } = {},
) {
  if (intent) await page.evaluate(() => window.dispatchEvent(new Event("pointermove")));
  await page.waitForFunction((attr) => document.documentElement.hasAttribute(attr), HYDRATED_ATTR, {
    timeout,
  });
  if (islands) await waitForIslandsInView(page, timeout);
}

/**
 * Resolves once every island on screen is live: an island's code loads as it nears the
 * screen, after the page itself has hydrated (~/components/site/island).
 */
async function waitForIslandsInView(page: Page, timeout = 30_000) {
  await page.waitForFunction(
    ([island, live]) =>
      [...document.querySelectorAll<HTMLElement>(`[${island}]:not([${live}])`)].every((el) => {
        const box = el.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= innerHeight;
      }),
    [ISLAND_ATTR, LIVE_ATTR] as const,
    { timeout },
  );
}

/** Whether React is live on the page yet. */
export async function isHydrated(page: Page): Promise<boolean> {
  return (await page.locator(`html[${HYDRATED_ATTR}]`).count()) > 0;
}

/**
 * Holds every script file back (a slow connection): the page stays prerendered HTML that long,
 * with only its inline starter (the enhancements) until React is live.
 */
export async function delayScripts(page: Page, ms: number) {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
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
