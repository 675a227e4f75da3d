import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";
import { h1Text } from "./support/html";
import { axeViolations, horizontalOverflow } from "./support/page";
import { pagePaths } from "./support/routes";

const baseURL = inject("baseURL");
const browser = fileBrowser();

async function visit(path: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  // Some CSP refusals (a caught `eval` probe) never reach the console: listen for the event too.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const res = await page.goto(baseURL + path, { waitUntil: "networkidle" });
  return { page, errors, status: res?.status() };
}

/**
 * The subject of the first test is that every island of the page comes alive without an error:
 * brings each near the screen (or gives focus to its first visible control, for the blog listing
 * that wakes on focus) and waits for Astro's own signal that it hydrated (the island drops its
 * `ssr` attribute). Ends back at the top of the page.
 */
async function wakeEveryIsland(page: Page) {
  const count = await page.locator("astro-island").count();
  for (let i = 0; i < count; i++) {
    const island = page.locator("astro-island").nth(i);
    await island.evaluate((el) => {
      (el.firstElementChild ?? el).scrollIntoView({ block: "center", behavior: "instant" });
      // A control a visitor could reach: the search box stays hidden until the page's script
      // is in (needs-script), and focus() on a hidden control does nothing at all.
      if (el.getAttribute("client") === "touch")
        [...el.querySelectorAll<HTMLElement>("input, button, a[href]")]
          .find((control) => control.checkVisibility({ visibilityProperty: true }))
          ?.focus();
    });
  }
  await page.waitForFunction(
    () => document.querySelectorAll("astro-island[ssr]").length === 0,
    undefined,
    {
      timeout: 30_000,
    },
  );
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo({ top: 0, behavior: "instant" });
  });
  return count;
}

// Each page in a browser context of its own, three at a time: most of a visit is waiting for
// the network to go quiet, which one page at a time spent doing nothing (7 minutes for 70 pages).
describe.concurrent.each(pagePaths)("page %s", (path) => {
  it("loads and wakes its islands cleanly, keeps its prerendered h1 and has no axe violations (1280 px)", async () => {
    const raw = h1Text(await (await fetch(baseURL + path)).text());
    const { page, errors } = await visit(path, 1280);
    await wakeEveryIsland(page);
    expect(await page.locator("h1").count()).toBe(1);
    expect((await page.locator("h1").innerText()).replace(/\s+/g, " ").trim()).toBe(raw);
    // The 403 page logs its path by design; nothing else may log an error.
    const unexpected = errors.filter((e) => !/^403 Error: .* \/403$/.test(e));
    expect(unexpected).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("fits 320, 390 and 1920 px without horizontal scrolling and passes axe at 390 px", async () => {
    const { page } = await visit(path, 390);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [320, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await horizontalOverflow(page)).toBe(0);
    }
    await page.context().close();
  });
});

describe("unknown paths", () => {
  it.each(["/no-such-page", "/insights/not-an-article"])(
    "%s shows the 404 page, logs the path and runs without errors",
    async (path) => {
      const { page, errors, status } = await visit(path, 1280);
      expect(status).toBe(404);
      await expect(page.locator("h1").textContent()).resolves.toContain("Page Not Found");
      await expect(
        page.getByRole("link", { name: "Return to Home" }).getAttribute("href"),
      ).resolves.toBe("/");
      // Chromium reports the 404 status of the document itself; the page logs the path.
      const appErrors = errors.filter((e) => !e.startsWith("Failed to load resource"));
      expect(appErrors).toEqual([
        `404 Error: User attempted to access non-existent route: ${path}`,
      ]);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
