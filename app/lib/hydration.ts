/**
 * <html data-hydrated> marks a live React page. The root sets it in its first effect, after
 * every child's effects; the build's bootstrap (scripts/defer-hydration.ts) waits for it to
 * replay a form or button used early, and the browser tests wait for it.
 */
export const HYDRATED_ATTR = "data-hydrated";

/**
 * An island (~/components/site/island) is a part of a page whose code loads only when it comes
 * near the screen: its element carries data-island until then, and data-live once React owns
 * it. The starter holds a form sent or a button pressed in an island that is not live yet.
 */
export const ISLAND_ATTR = "data-island";
export const LIVE_ATTR = "data-live";

/**
 * <html data-view-pending>: the page was opened with view state in its URL (a shared
 * /blog?category=… link) that only React can show; until it has, the parts that follow the
 * URL (the `url-view` utility) are hidden rather than showing the prerendered default view.
 */
export const VIEW_PENDING_ATTR = "data-view-pending";

export function showPendingView() {
  document.documentElement.removeAttribute(VIEW_PENDING_ATTR);
}

export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTR, "");
}

export function isHydrated() {
  return document.documentElement.hasAttribute(HYDRATED_ATTR);
}
