import { CAROUSEL_ATTR, carousel } from "./carousel";
import { FAQ_ATTR, faqKeys } from "./faq-keys";
import { menus, SUBMENU_ATTR } from "./menus";
import { COPY_ATTR, share } from "./share";

/**
 * The controls that work from HTML and get a little script on top (Escape for the Services
 * menu, the FAQ's arrow keys, the carousel's arrows, Copy Link and Share…). Each is found by the
 * data attribute of the component it serves, as GOV.UK Frontend finds its modules, and listens
 * on the window, so it hears the first tap however early. The layout runs this once per page.
 */
export const enhancements = [
  { name: "menus", run: menus, marker: SUBMENU_ATTR },
  { name: "faqKeys", run: faqKeys, marker: FAQ_ATTR },
  { name: "carousel", run: carousel, marker: CAROUSEL_ATTR },
  { name: "share", run: share, marker: COPY_ATTR },
] as const;

/** Runs each enhancement whose component is on the page. */
export function enhance(doc: Document) {
  for (const e of enhancements) if (doc.querySelector(`[${e.marker}]`)) e.run(doc);
}
