/**
 * <html data-hydrated> marks a live React page. The root sets it in its first effect, after
 * every child's effects; the build's bootstrap (scripts/defer-hydration.ts) waits for it to
 * replay a form or button used early, and the browser tests wait for it.
 */
export const HYDRATED_ATTR = "data-hydrated";

export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTR, "");
}

export function isHydrated() {
  return document.documentElement.hasAttribute(HYDRATED_ATTR);
}
