import { describe, expect, it } from "vitest";
import { arrivedAt, fileVisitors, painted, until } from "./support/engines";
import { ENGINES, MODES, type Visitor } from "./support/visitor";

// The phone's only way around the site besides the footer: it must open at the first tap and
// close every way a visitor tries, whatever became of the page's scripts.

const visitor = fileVisitors();
const MENU = "#site-menu";

const menuOpen = (v: Visitor) =>
  v.read<boolean>(`document.querySelector("${MENU}").matches(":popover-open")`);
const shut = (v: Visitor, how: string) =>
  until(async () => !(await menuOpen(v)), `the menu to close on ${how} in ${v.engine} (${v.mode})`);

async function openMenu(v: Visitor) {
  await v.tap(await painted(v, "button", "Open menu"));
  await painted(v, "link", "About Us", MENU);
  await expect(menuOpen(v)).resolves.toBe(true);
}

describe.each(ENGINES)("%s", (engine) => {
  it.each(MODES)(
    "scripts %s: the menu opens at the first tap and closes on Escape, Close, the dimmed page and a link",
    async (mode) => {
      const v = await visitor(engine, mode);
      await v.open("/", v.phoneWidth);
      await openMenu(v);

      await v.press("Escape");
      await shut(v, "Escape");

      await openMenu(v);
      await v.tap(await painted(v, "button", "Close menu"));
      await shut(v, "Close");

      await openMenu(v);
      // The dimmed strip beside the sheet: the tap closes the menu and never reaches the page.
      await v.tapAt(8, 420);
      await shut(v, "a tap on the dimmed page");
      await expect(v.read("location.pathname")).resolves.toBe("/");

      await openMenu(v);
      await v.tap(await painted(v, "link", "About Us", MENU));
      await arrivedAt(v, "/about");
      await until(
        () => v.read<string>("document.querySelector('h1')?.textContent"),
        "the About page's heading",
      );
      // Blocked scripts are reported by the engine itself; on the other flows the console stays clean.
      if (mode === "script" || mode === "off") expect(v.consoleErrors() ?? []).toEqual([]);
    },
  );
});
