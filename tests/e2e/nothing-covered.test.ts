// Every visible link and button of every page, pressed where a pointer presses it (its centre),
// must be what the press lands on: a control with another element lying over it cannot be used,
// however well it works on its own ('View All Insights' once lay under the carousel's arrows).
import { describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";
import { pagePaths } from "./support/routes";

const baseURL = inject("baseURL");
const browser = fileBrowser();

/**
 * In the page: brings each visible control to the middle of the screen (as a visitor scrolls to
 * it) and names those whose centre belongs to another element.
 */
function coveredControls(): string[] {
  const describe = (el: Element) => {
    const name = (el.getAttribute("aria-label") || el.textContent || "")
      .trim()
      .replace(/\s+/g, " ");
    return `${el.tagName.toLowerCase()} "${name.slice(0, 60)}"`;
  };
  const controls = [
    ...document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, input:not([type=hidden]), select, textarea, [role=button]",
    ),
  ];
  const covered: string[] = [];
  for (const el of controls) {
    const style = getComputedStyle(el);
    if (style.visibility !== "visible" || el.closest("[inert], [hidden]")) continue;
    // Visually hidden until focused (the skip link): clipped to nothing.
    if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") continue;
    const first = el.getBoundingClientRect();
    // Not rendered (closed menus and dialogs, phone-only or desktop-only parts) or visually
    // hidden (the skip link until it has focus).
    if (first.width <= 1 || first.height <= 1) continue;
    el.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    // A link that wraps onto two lines is pressed on its text (its first line box), not at the
    // middle of the box around both lines, which may lie between them.
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    // A hit on the control, inside it, or on the label it belongs to is the control's own.
    const own =
      hit &&
      (el.contains(hit) ||
        (hit instanceof HTMLLabelElement && hit.control === el) ||
        hit.closest("label")?.control === el);
    if (!own) covered.push(`${describe(el)} under ${hit ? describe(hit) : "nothing"}`);
  }
  return covered;
}

describe.each([390, 1280])("at %i px", (width) => {
  it.each(pagePaths)("nothing lies over a link or button of %s", async (path) => {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto(baseURL + path, { waitUntil: "load" });
    expect(await page.evaluate(coveredControls)).toEqual([]);
    await context.close();
  });
});
