import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";

// Scripts blocked or failed, not switched off: the browser still reports scripting on, so
// `(scripting: none)` does not match, and nothing of ours runs. No control may show that then
// does nothing; the controls that work from HTML still work.

const baseURL = inject("baseURL");
const browser = fileBrowser();

type Blocked = "by the page's policy" | "by a script file that fails to load";
const WAYS: Blocked[] = ["by the page's policy", "by a script file that fails to load"];

/** Opens a page whose scripts never run: a second CSP (`script-src 'none'`), or every bundled script failing. */
async function openBlocked(path: string, width: number, how: Blocked): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  if (how === "by the page's policy") {
    await page.route(
      (url) => url.origin === baseURL && !url.pathname.startsWith("/assets/"),
      async (route) => {
        const response = await route.fetch();
        const csp = response.headers()["content-security-policy"];
        // Two policies: both apply, so every script is refused (inline ones included).
        const added = csp ? `${csp}, script-src 'none'` : "script-src 'none'";
        await route.fulfill({
          response,
          headers: { ...response.headers(), "content-security-policy": added },
        });
      },
    );
  } else {
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort("failed"));
  }
  await page.goto(baseURL + path);
  await expect(
    page.evaluate(() => matchMedia("(scripting: enabled)").matches),
    "the engine still reports scripting on",
  ).resolves.toBe(true);
  return page;
}

describe.each(WAYS)("scripts blocked %s", (how) => {
  it("the home carousel shows no arrows, and its row still scrolls", async () => {
    const page = await openBlocked("/", 1280, how);
    const carousel = page.getByRole("region", { name: "Insight articles" });
    await carousel.waitFor();
    for (const name of ["Previous insights", "Next insights"])
      await expect(page.getByRole("button", { name }).isVisible(), name).resolves.toBe(false);
    // The row is a native scroller: swiping or scrolling it needs nothing of ours.
    const track = carousel.locator("[data-carousel-track]");
    await track.evaluate((t) => t.scrollBy({ left: 400, behavior: "instant" }));
    await expect(track.evaluate((t) => t.scrollLeft)).resolves.toBeGreaterThan(0);
    await page.context().close();
  });

  it("the blog shows no search box; its category links still work", async () => {
    const page = await openBlocked("/blog", 1280, how);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect(page.getByRole("search", { name: "Articles" }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole("searchbox").isVisible()).resolves.toBe(false);
    await page.getByRole("link", { name: "DevOps", exact: true }).first().click();
    await page.waitForURL("**/blog/category/devops#categories");
    await page.context().close();
  });

  it("the phone menu opens, closes on Escape and on a tap beside it, and its links load their pages", async () => {
    const page = await openBlocked("/", 390, how);
    const button = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await button.click();
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await button.click();
    await menu.waitFor();
    await page.mouse.click(10, 400);
    await menu.waitFor({ state: "hidden" });
    await button.click();
    await menu.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL(`${baseURL}/about`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.context().close();
  });
});

describe("with scripts running", () => {
  it("the same controls are shown: the carousel's arrows and the blog's search box", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.getByRole("button", { name: "Next insights" }).waitFor();
    await page.goto(`${baseURL}/blog`);
    await page.getByRole("search", { name: "Articles" }).waitFor();
    await context.close();
  });
});
