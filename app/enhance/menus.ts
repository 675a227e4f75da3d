import { listen } from "./listen";

/**
 * Menus are native: the phone menu is a <dialog> opened by a command button, the Services
 * submenu shows on :hover and :focus-within in CSS and as a popover on a tap of its toggle.
 * This adds what HTML alone does not do:
 * - a link chosen in an open popover or dialog closes it (so Back, from the page's cached copy,
 *   does not find the menu still open);
 * - Escape dismisses a submenu shown by hover or focus, as it does one opened as a popover
 *   (WCAG 1.4.13), until the pointer or focus leaves it;
 * - command buttons in browsers that do not have them yet.
 */
export const SUBMENU_ATTR = "data-submenu";
export const DISMISSED_ATTR = "data-dismissed";

function isOpenPopover(el: HTMLElement): boolean {
  try {
    return el.matches(":popover-open");
  } catch {
    return false;
  }
}

/** :hover, where the engine knows it (a DOM without a pointer may throw on it). */
function hovered(el: Element): boolean {
  try {
    return el.matches(":hover");
  } catch {
    return false;
  }
}

export function menus(doc: Document) {
  listen(doc, "click", (e) => {
    const el = e.target instanceof Element ? e.target : null;
    const link = el?.closest("a[href]");
    if (link) {
      link.closest<HTMLDialogElement>("dialog[open]")?.close();
      const pop = link.closest<HTMLElement>("[popover]");
      if (pop && isOpenPopover(pop)) pop.hidePopover();
      link.closest(`[${SUBMENU_ATTR}]`)?.setAttribute(DISMISSED_ATTR, "");
      return;
    }
    // Invoker commands (command/commandfor) where the browser lacks them.
    const invoker = el?.closest<HTMLButtonElement>("button[commandfor]");
    if (invoker && !("command" in HTMLButtonElement.prototype)) {
      const target = doc.getElementById(invoker.getAttribute("commandfor") ?? "");
      const command = invoker.getAttribute("command");
      if (target instanceof HTMLDialogElement) {
        if (command === "show-modal" && !target.open) target.showModal();
        else if (command === "close") target.close();
      }
    }
  });
  listen(doc, "keydown", (e) => {
    if (e.key !== "Escape") return;
    for (const menu of doc.querySelectorAll(`[${SUBMENU_ATTR}]`)) {
      if (!menu.contains(doc.activeElement) && !hovered(menu)) continue;
      menu.setAttribute(DISMISSED_ATTR, "");
      const toggle = menu.querySelector<HTMLElement>("[popovertarget]");
      if (menu.contains(doc.activeElement) && toggle) toggle.focus();
    }
  });
  // Listeners on each submenu: pointerleave and focusout do not tell a document listener
  // which menu was left. Dismissed stays until neither the pointer nor focus is on it.
  for (const menu of doc.querySelectorAll(`[${SUBMENU_ATTR}]`)) {
    menu.addEventListener("pointerleave", () => {
      if (!menu.contains(doc.activeElement)) menu.removeAttribute(DISMISSED_ATTR);
    });
    menu.addEventListener("focusout", (e) => {
      const next = (e as FocusEvent).relatedTarget;
      if (!(next instanceof Node && menu.contains(next)) && !hovered(menu))
        menu.removeAttribute(DISMISSED_ATTR);
    });
  }
}
