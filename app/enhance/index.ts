import { CAROUSEL_ATTR, carousel } from "./carousel";
import { FAQ_ATTR, faqKeys } from "./faq-keys";
import { menus, SUBMENU_ATTR } from "./menus";
import { COPY_ATTR, share } from "./share";

/**
 * The page's enhancements, each found by the data attribute of the component it serves (as
 * GOV.UK Frontend finds its modules): a page's first script (the inline starter) carries those
 * its HTML uses, and the boot script carries them all for the pages a client navigation brings.
 * Each listens on the window, so it works for what is on the page now and what React renders
 * later, and none re-renders what the HTML already shows.
 */
export const enhancements = [
  { name: "menus", file: "menus", run: menus, marker: SUBMENU_ATTR },
  { name: "faqKeys", file: "faq-keys", run: faqKeys, marker: FAQ_ATTR },
  { name: "carousel", file: "carousel", run: carousel, marker: CAROUSEL_ATTR },
  { name: "share", file: "share", run: share, marker: COPY_ATTR },
] as const;

export type EnhancementName = (typeof enhancements)[number]["name"];

/**
 * Every enhancement (the unit tests). The build bundles them one by one, each run once, by the
 * export named `name` in `./file` (scripts/defer-hydration.ts).
 */
export function enhance(doc: Document) {
  for (const e of enhancements) e.run(doc);
}
