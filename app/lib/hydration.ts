/**
 * <html data-hydrated> marks a live React page. The root sets it in its first effect, after
 * every child's effects; browser tests whose subject is hydration wait for it.
 */
export const HYDRATED_ATTR = "data-hydrated";

/**
 * An island (~/components/site/island) is a part of a page whose code loads only when it comes
 * near the screen: its element carries data-island until then, and data-live once React owns
 * it (until then its prerendered HTML works alone: the forms post as plain HTML).
 */
export const ISLAND_ATTR = "data-island";
export const LIVE_ATTR = "data-live";

export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTR, "");
}

export function isHydrated() {
  return document.documentElement.hasAttribute(HYDRATED_ATTR);
}
