import { closePopoverOfLink, matches } from "~/browser/popover";

/**
 * The Services submenu shows on :hover and :focus-within in CSS and as a popover on a tap of its
 * toggle (header.tsx). This adds what HTML alone does not do, one instance per submenu:
 * - Escape dismisses it when shown by hover or focus, as it does one opened as a popover
 *   (WCAG 1.4.13), until the pointer or focus leaves it;
 * - a link chosen in it closes it (so Back, from the page's cached copy, does not find it open).
 */
/** Its name in the markup (`data-module`, app/layouts/modules.ts). */
export const SUBMENU_MODULE = "submenu";
export const DISMISSED_ATTR = "data-dismissed";

export function submenu(menu: HTMLElement) {
  const doc = menu.ownerDocument;
  const dismiss = () => menu.setAttribute(DISMISSED_ATTR, "");
  menu.addEventListener("click", (e) => {
    if (closePopoverOfLink(e.target)) dismiss();
  });
  // Escape reaches the document, not the menu, when the pointer alone shows it.
  doc.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    const focused = menu.contains(doc.activeElement);
    if (!focused && !matches(menu, ":hover")) return;
    dismiss();
    const toggle = menu.querySelector<HTMLElement>("[popovertarget]");
    if (focused && toggle) toggle.focus();
  });
  // Dismissed stays until neither the pointer nor focus is on it.
  menu.addEventListener("pointerleave", () => {
    if (!menu.contains(doc.activeElement)) menu.removeAttribute(DISMISSED_ATTR);
  });
  menu.addEventListener("focusout", (e) => {
    const next = e.relatedTarget;
    if (!(next instanceof Node && menu.contains(next)) && !matches(menu, ":hover"))
      menu.removeAttribute(DISMISSED_ATTR);
  });
}
