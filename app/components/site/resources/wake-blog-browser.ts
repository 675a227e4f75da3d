import { shownToRestore } from "./shown-pages";

/**
 * The blog listing is an island that React takes over on the first focus inside it
 * (`client:touch`). Two visits need it at once, as its HTML cannot show what the visitor asked
 * for: a search in the address (a shared /blog?q= link, or the box's GET form sent before React
 * was live), and Back to a page where Load More had appended cards the browser did not keep.
 * For those this starts it as that first focus would. Run by the page's script
 * (layouts/modules.ts) after the first paint, on the listing's search box (`data-module`).
 */
export function wakeBlogBrowser(el: HTMLElement) {
  const island = el.closest("astro-island");
  if (!island) return;
  const path = location.pathname.replace(/\/+$/, "") || "/";
  if (new URLSearchParams(location.search).get("q") || shownToRestore(path))
    island.dispatchEvent(new FocusEvent("focusin"));
}
