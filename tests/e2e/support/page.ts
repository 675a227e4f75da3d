import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

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

/** Horizontal overflow in px (0 when the page fits its viewport). */
export function horizontalOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Resolves once React has hydrated (the root effect marks <html data-hydrated>). A pointer
 * move is the visitor intent that starts hydration without waiting for the idle timer.
 */
export async function waitForHydration(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event("pointermove")));
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}
