/**
 * On a `<template>` whose content the head's catcher adds after the first paint: the page's
 * script and the web manifest's link (layouts/page.astro) and the whole stylesheet's
 * (scripts/critical-css.ts).
 */
export const AFTER_PAINT_ATTR = "data-after-paint";

/**
 * Runs `run` once the page has painted for the first time (the browser's own `paint` timing
 * entry), in a task of its own after it. What a page fetches for its controls and forms then
 * takes no bytes or main-thread time from that paint on a slow phone; until it comes, every
 * control works from the HTML and the head's catcher holds an early Send.
 * A browser without paint timing runs it after its first animation frame instead. A page
 * opened in a background tab paints, and so runs it, when it is first shown.
 */
export function afterFirstPaint(win: Window, run: () => void) {
  const later = () => win.setTimeout(run, 0);
  const Observer = (win as Window & typeof globalThis).PerformanceObserver as
    | typeof PerformanceObserver
    | undefined;
  if (!Observer?.supportedEntryTypes?.includes("paint")) {
    win.requestAnimationFrame(later);
    return;
  }
  const seen = new Observer((_list, observer) => {
    observer.disconnect();
    later();
  });
  // buffered: a paint that came before this script ran is reported at once.
  seen.observe({ type: "paint", buffered: true });
}
