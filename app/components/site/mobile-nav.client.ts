/**
 * The phone menu is a modal <dialog> opened and closed by invoker commands (mobile-nav.tsx).
 * This closes it when one of its links is chosen (so Back, from the page's cached copy, does not
 * find it open), and gives its command buttons their job in browsers without invoker commands.
 */
export const MOBILE_NAV_ATTR = "data-mobile-nav";

export function mobileNav(el: HTMLElement) {
  const doc = el.ownerDocument;
  const win = doc.defaultView ?? window;
  // The attribute belongs on the <dialog>; on anything else there is nothing to close.
  if (!(el instanceof win.HTMLDialogElement)) return;
  const dialog = el;
  dialog.addEventListener("click", (e) => {
    if (e.target instanceof Element && e.target.closest("a[href]")) dialog.close();
  });
  if ("command" in win.HTMLButtonElement.prototype) return;
  for (const invoker of doc.querySelectorAll<HTMLButtonElement>(
    `button[commandfor="${dialog.id}"]`,
  )) {
    invoker.addEventListener("click", () => {
      const command = invoker.getAttribute("command");
      if (command === "show-modal" && !dialog.open) dialog.showModal();
      else if (command === "close") dialog.close();
    });
  }
}
