// What Load More had appended on a blog listing page, kept in session storage so Back can bring
// it back. No React here: the page's wake-up script (wake-blog-browser.ts) reads it too.

const storageKey = (path: string) => `blog-shown:${path}`;

export interface ShownPages {
  /** Archive pages appended in place. */
  pages: number;
  /** Where the visitor had scrolled when they left the page. */
  scrollY?: number;
}

export function readShown(path: string): ShownPages | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(path)) ?? "null");
    return Number.isInteger(saved?.pages) && saved.pages > 0 ? saved : null;
  } catch {
    return null;
  }
}

export function writeShown(path: string, shown: ShownPages) {
  try {
    sessionStorage.setItem(storageKey(path), JSON.stringify(shown));
  } catch {
    // Storage off or full: Back shows the page's first batch.
  }
}

export function forgetShown(path: string) {
  try {
    sessionStorage.removeItem(storageKey(path));
  } catch {
    // Storage off: nothing was saved.
  }
}

/** Whether this document was opened by Back or Forward, rather than a link, an address or Reload. */
function cameBack(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "back_forward";
}

/**
 * What to bring back on the listing at `path`: what the visitor had appended there, when this
 * document was opened by Back or Forward (a browser without the page in its back/forward cache
 * loads it afresh, with the prerendered batch only); nothing on a page opened any other way.
 */
export const shownToRestore = (path: string): ShownPages | null =>
  cameBack() ? readShown(path) : null;
