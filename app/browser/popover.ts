/**
 * What the controls' scripts (`*.client.ts`) share about states only some engines know: a
 * selector such as `:hover` or `:popover-open` may throw where the engine lacks it (a DOM
 * without a pointer, a browser without popovers), which here means "not in that state".
 */
export function matches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector);
  } catch {
    return false;
  }
}

/**
 * A link chosen inside an open popover (the Services submenu, the Share menu) closes it, so Back,
 * from the page's cached copy, does not find it still open. Returns the link, if it was one.
 */
export function closePopoverOfLink(target: EventTarget | null): Element | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  const pop = link?.closest<HTMLElement>("[popover]");
  if (pop && matches(pop, ":popover-open")) pop.hidePopover();
  return link ?? null;
}
