import { SUBMENU_ATTR, submenu } from "~/components/site/header.client";
import { SHARE_ATTR, shareMenu } from "~/components/site/insights/share-menu.client";
import { CAROUSEL_ATTR, carousel } from "~/components/site/insights-carousel.client";
import { MOBILE_NAV_ATTR, mobileNav } from "~/components/site/mobile-nav.client";
import { FAQ_ATTR, faqKeys } from "~/components/site/resources/faq-accordion.client";

/**
 * The controls that work from HTML and get a little script on top, each written beside its
 * component and found by that component's data attribute (GOV.UK Frontend's `data-module` way).
 * The page's script (./page-scripts.ts) runs this once as it starts, before the first paint
 * where it can: one instance per element. Bundled together, they are one small chunk (≈1.5 KB brotli) instead of a request each.
 */
export const enhancements: { attr: string; start: (el: HTMLElement) => void }[] = [
  { attr: SUBMENU_ATTR, start: submenu },
  { attr: MOBILE_NAV_ATTR, start: mobileNav },
  { attr: FAQ_ATTR, start: faqKeys },
  { attr: CAROUSEL_ATTR, start: carousel },
  { attr: SHARE_ATTR, start: shareMenu },
];

const started = new WeakSet<Element>();

/** Starts each enhancement on every element of the page that carries its attribute, once. */
export function enhance(doc: Document) {
  for (const { attr, start } of enhancements) {
    for (const el of doc.querySelectorAll<HTMLElement>(`[${attr}]`)) {
      if (started.has(el)) continue;
      started.add(el);
      start(el);
    }
  }
}
