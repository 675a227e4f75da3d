import { carousel } from "./carousel";
import { faqKeys } from "./faq-keys";
import { menus } from "./menus";
import { share } from "./share";

/**
 * The page's enhancements, run by its first script (the inline starter, before React loads):
 * each listens on the document, so it works for what is on the page now and what React renders
 * later, and none re-renders what the HTML already shows.
 */
export function enhance(doc: Document) {
  faqKeys(doc);
  carousel(doc);
  share(doc);
  menus(doc);
}
