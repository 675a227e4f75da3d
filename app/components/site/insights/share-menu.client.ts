import { closePopoverOfLink } from "~/browser/popover";
import { notify } from "~/components/site/toast/toast";

/**
 * The Share menu's links (Twitter, LinkedIn, Facebook, Email) work from the HTML. Copy Link and
 * the device's own share sheet need script: their buttons are hidden until this runs (CSS keyed
 * on the attributes it sets on <html>), then work on the first tap. One instance per menu.
 */
/** Its name in the markup (`data-module`, app/layouts/modules.ts). */
export const SHARE_MODULE = "share-menu";
export const COPY_ATTR = "data-copy-link";
export const WEB_SHARE_ATTR = "data-web-share";
/** On <html> once the copy button can work; on it too when the Web Share API exists. */
export const CAN_COPY_ATTR = "data-can-copy";
export const COPIED_ATTR = "data-copied";

/** How long the "Link Copied!" label stays before it resets (spec: 2000 ms). */
export const COPIED_RESET_MS = 2000;

export function shareMenu(menu: HTMLElement) {
  const doc = menu.ownerDocument;
  const win = doc.defaultView ?? window;
  const root = doc.documentElement;
  if (win.navigator.clipboard) root.setAttribute(CAN_COPY_ATTR, "");
  if (typeof win.navigator.share === "function") root.setAttribute(WEB_SHARE_ATTR, "");
  let reset: ReturnType<typeof setTimeout> | undefined;

  const copy = (button: HTMLElement) => {
    const url = button.getAttribute(COPY_ATTR) || win.location.href;
    win.navigator.clipboard.writeText(url).then(
      () => {
        button.setAttribute(COPIED_ATTR, "");
        clearTimeout(reset);
        reset = setTimeout(() => button.removeAttribute(COPIED_ATTR), COPIED_RESET_MS);
        notify(
          "success",
          "Link copied!",
          { description: "Article link has been copied to your clipboard." },
          doc,
        );
      },
      () =>
        notify(
          "error",
          "Failed to copy",
          { description: "Please copy the link manually from your browser." },
          doc,
        ),
    );
  };

  menu.addEventListener("click", (e) => {
    const el = e.target instanceof Element ? e.target : null;
    const copyButton = el?.closest<HTMLElement>(`[${COPY_ATTR}]`);
    if (copyButton) return copy(copyButton);
    const native = el?.closest<HTMLElement>(`button[${WEB_SHARE_ATTR}]`);
    if (native) {
      const { shareTitle: title, shareText: text, shareUrl: url } = native.dataset;
      // The reader closing the sheet rejects; nothing to report.
      win.navigator.share({ title, text, url }).catch(() => {});
      return;
    }
    // A share link opens elsewhere: the menu closes behind it.
    closePopoverOfLink(el);
  });
}
