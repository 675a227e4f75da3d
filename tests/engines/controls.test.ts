import { describe, expect, it } from "vitest";
import { arrivedAt, fileVisitors, painted, until } from "./support/engines";
import { ENGINES, MODES, type Mode, type Visitor } from "./support/visitor";

// Every control a visitor meets besides the menu and the forms, in each engine and whatever
// became of the scripts: it works, or (when only a script can serve it) it is not shown.

const visitor = fileVisitors();
const ARTICLE = "/blog/agile-starts-with-the-leadership-team";
const running = (mode: Mode) => mode === "script";

/** Whether a control is on screen for the visitor (absent counts as not shown). */
async function shown(v: Visitor, ...[role, name, within]: Parameters<Visitor["find"]>) {
  const c = await v.find(role, name, within);
  return c ? c.visible() : false;
}

describe.each(ENGINES)("%s", (engine) => {
  it.each(MODES)(
    "scripts %s: the home carousel's arrows scroll it, or are not shown",
    async (mode) => {
      const v = await visitor(engine, mode);
      await v.open("/", 1280);
      await painted(v, "region", "Insight articles");
      const track = `document.querySelector("[data-carousel-track]")`;
      if (running(mode)) {
        await v.tap(await painted(v, "button", "Next insights"));
        await until(() => v.read<boolean>(`${track}.scrollLeft > 0`), "the carousel to move on");
      } else {
        for (const name of ["Previous insights", "Next insights"])
          await expect(shown(v, "button", name), name).resolves.toBe(false);
        // The row is a native scroller: a swipe or a trackpad needs nothing of ours.
        await expect(v.read(`${track}.scrollWidth > ${track}.clientWidth`)).resolves.toBe(true);
      }
      if (mode !== "policy" && mode !== "failed") expect(v.consoleErrors() ?? []).toEqual([]);
    },
  );

  it.each(MODES)(
    "scripts %s: the blog's search answers as typed, or is not shown; its category links work",
    async (mode) => {
      const v = await visitor(engine, mode);
      await v.open("/blog", v.phoneWidth);
      await painted(v, "heading", "H2 Blog");
      if (running(mode)) {
        await v.type(await painted(v, "searchbox", "Search articles"), "zzqx");
        await until(
          () => v.read<boolean>(`document.body.innerText.includes("No articles match “zzqx”")`),
          "the search to answer",
        );
        await v.open("/blog", v.phoneWidth);
      } else {
        await expect(shown(v, "searchbox", "Search articles")).resolves.toBe(false);
      }
      // Tapped at once, before the listing's island can load: a plain link to the category page.
      await v.tap(
        await painted(v, "link", "DevOps", 'nav[aria-label="Filter articles by category"]'),
      );
      await arrivedAt(v, "/blog/category/devops");
      if (mode !== "policy" && mode !== "failed") expect(v.consoleErrors() ?? []).toEqual([]);
    },
  );

  it.each(MODES)(
    "scripts %s: an article's Share menu opens below its button and closes on Escape",
    async (mode) => {
      for (const desktop of [false, true]) {
        const v = await visitor(engine, mode);
        const width = desktop ? 1280 : v.phoneWidth;
        await v.open(ARTICLE, width);
        const button = await painted(v, "button", "Share");
        await v.tap(button);
        const linkedIn = await painted(
          v,
          "link",
          "Share on LinkedIn (opens in a new tab)",
          "#share-menu",
        );
        const place = await v.read<{
          gap: number;
          room: number;
          height: number;
          right: number;
        }>(`(() => {
        const b = document.querySelector(".share-button").getBoundingClientRect();
        const p = document.querySelector("#share-menu").getBoundingClientRect();
        return { gap: p.top - b.bottom, room: innerHeight - b.bottom, height: p.height, right: p.right };
      })()`);
        if (place.room > place.height + 16) {
          expect(place.gap, `below its button at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(place.gap, `next to its button at ${width} px`).toBeLessThan(24);
        }
        expect(place.right, "inside the window").toBeLessThanOrEqual(width);
        expect(await linkedIn.visible()).toBe(true);
        await v.press("Escape");
        await until(
          () => v.read<boolean>(`!document.querySelector("#share-menu").matches(":popover-open")`),
          "the Share menu to close",
        );
        if (mode !== "policy" && mode !== "failed") expect(v.consoleErrors() ?? []).toEqual([]);
        await v.close();
      }
    },
  );

  it.each(MODES)(
    "scripts %s: the focused skip link is a bar above the header, covering nothing",
    async (mode) => {
      const v = await visitor(engine, mode);
      await v.open("/", 1280);
      await painted(v, "link", "H2 home");
      await v.press("Tab");
      const skip = await painted(v, "link", "Skip to content");
      const boxes = await v.read<{ skip: DOMRect; logo: DOMRect; focused: string }>(`({
      skip: document.activeElement.getBoundingClientRect().toJSON(),
      logo: document.querySelector('a[aria-label="H2 home"]').getBoundingClientRect().toJSON(),
      focused: document.activeElement.textContent,
    })`);
      expect(boxes.focused).toBe("Skip to content");
      expect(boxes.logo.top, "the logo starts below the bar").toBeGreaterThanOrEqual(
        boxes.skip.bottom,
      );
      await v.tap(skip);
      await until(() => v.read<boolean>(`location.hash === "#main"`), "the skip link to move on");
    },
  );
});
