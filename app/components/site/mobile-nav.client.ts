import { closePopoverOfLink } from "~/browser/popover";

/**
 * The phone menu is a popover its buttons open and close with no script (mobile-nav.tsx). This
 * closes it when one of its links is chosen, so Back, from the page's cached copy, does not find
 * it open.
 */
/** Its name in the markup (`data-module`, app/layouts/modules.ts). */
export const MOBILE_NAV_MODULE = "mobile-nav";

export function mobileNav(el: HTMLElement) {
  // The attribute belongs on the popover; on anything else there is nothing to close.
  if (!el.hasAttribute("popover") || typeof el.hidePopover !== "function") return;
  el.addEventListener("click", (e) => closePopoverOfLink(e.target));
}
