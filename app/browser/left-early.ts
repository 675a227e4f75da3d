/**
 * A page left before its script ran (a link tapped in the first moments after the paint): the
 * head's catcher notes it in the tab's sessionStorage under this key as it goes, as its address
 * and its referrer joined by a space (an address has none), and the next page's script counts
 * it first (visit.ts), so its landing, source and view are kept. Only what the page itself
 * would have read, and only until the next page.
 */
export const LEFT_EARLY_KEY = "h2:left";

/** A page as the visit counts it. */
export interface Page {
  path: string;
  search: string;
  referrer: string;
}

/** The page noted as left early, taken (so it is counted once); none when there is none. */
export function takeLeftEarly(win: Window): Page | undefined {
  try {
    const raw = win.sessionStorage.getItem(LEFT_EARLY_KEY);
    if (raw === null) return undefined;
    win.sessionStorage.removeItem(LEFT_EARLY_KEY);
    const gap = raw.indexOf(" ");
    const url = new URL(gap < 0 ? raw : raw.slice(0, gap), win.location.href);
    if (url.origin !== win.location.origin) return undefined;
    return { path: url.pathname, search: url.search, referrer: gap < 0 ? "" : raw.slice(gap + 1) };
  } catch {
    return undefined; // storage refused, or not an address
  }
}
