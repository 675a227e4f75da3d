/**
 * The home carousel is a native horizontal scroller with scroll-snap (swipe and scroll work from
 * the HTML). This makes its arrow buttons and the Left/Right keys move it by exactly one card,
 * and keeps each arrow disabled while there is nothing on its side; one instance per carousel.
 */
/** Its name in the markup (`data-module`, app/layouts/modules.ts). */
export const CAROUSEL_MODULE = "insights-carousel";
export const TRACK_ATTR = "data-carousel-track";
export const STEP_ATTR = "data-carousel-step";

const reducedMotion = (win: Window) => win.matchMedia?.("(prefers-reduced-motion: reduce)").matches;

/** One card's width plus the gap after it: the distance between two snap points. */
export function cardStep(track: HTMLElement): number {
  const [first, second] = track.children as unknown as HTMLElement[];
  if (!first) return track.clientWidth;
  if (second) return second.offsetLeft - first.offsetLeft;
  return first.offsetWidth;
}

export function move(track: HTMLElement, direction: -1 | 1) {
  const win = track.ownerDocument.defaultView ?? window;
  track.scrollBy({
    left: direction * cardStep(track),
    behavior: reducedMotion(win) ? "instant" : "smooth",
  });
}

/** Disables an arrow while the track cannot scroll further its way (1 px of rounding allowed). */
export function syncArrows(root: Element) {
  const track = root.querySelector<HTMLElement>(`[${TRACK_ATTR}]`);
  if (!track) return;
  const max = track.scrollWidth - track.clientWidth;
  for (const arrow of root.querySelectorAll<HTMLButtonElement>(`[${STEP_ATTR}]`)) {
    const back = arrow.getAttribute(STEP_ATTR) === "-1";
    arrow.disabled = back ? track.scrollLeft <= 1 : track.scrollLeft >= max - 1;
  }
}

export function carousel(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>(`[${TRACK_ATTR}]`);
  if (!track) return;
  root.addEventListener("click", (e) => {
    const arrow = e.target instanceof Element ? e.target.closest(`[${STEP_ATTR}]`) : null;
    if (arrow) move(track, arrow.getAttribute(STEP_ATTR) === "-1" ? -1 : 1);
  });
  root.addEventListener("keydown", (e) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    e.preventDefault();
    move(track, e.key === "ArrowLeft" ? -1 : 1);
  });
  track.addEventListener("scroll", () => syncArrows(root), { passive: true });
}
