import { notify } from "~/components/site/toast/toast";
import { listen } from "./listen";

/**
 * The Share menu's links (Twitter, LinkedIn, Facebook, Email) work from the HTML. Copy Link and
 * the device's own share sheet need script: their buttons are hidden until this runs, then work
 * on the first tap, before React has loaded.
 */
export const COPY_ATTR = "data-copy-link";
export const WEB_SHARE_ATTR = "data-web-share";
/** On <html> once the copy button can work; on it too when the Web Share API exists. */
export const CAN_COPY_ATTR = "data-can-copy";
export const COPIED_ATTR = "data-copied";

/** How long the "Link Copied!" label stays before it resets (spec: 2000 ms). */
export const COPIED_RESET_MS = 2000;

export function share(doc: Document) {
  const win = doc.defaultView ?? window;
  const root = doc.documentElement;
  if (win.navigator.clipboard) root.setAttribute(CAN_COPY_ATTR, "");
  if (typeof win.navigator.share === "function") root.setAttribute(WEB_SHARE_ATTR, "");
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

  listen(doc, "click", (e) => {
    const el = e.target instanceof Element ? e.target : null;
    const copy = el?.closest<HTMLElement>(`[${COPY_ATTR}]`);
    if (copy) {
      const url = copy.getAttribute(COPY_ATTR) || win.location.href;
      win.navigator.clipboard.writeText(url).then(
        () => {
          copy.setAttribute(COPIED_ATTR, "");
          clearTimeout(timers.get(copy));
          timers.set(
            copy,
            setTimeout(() => copy.removeAttribute(COPIED_ATTR), COPIED_RESET_MS),
          );
          notify(
            "success",
            "Link copied!",
            {
              description: "Article link has been copied to your clipboard.",
            },
            doc,
          );
        },
        () =>
          notify(
            "error",
            "Failed to copy",
            {
              description: "Please copy the link manually from your browser.",
            },
            doc,
          ),
      );
      return;
    }
    const native = el?.closest<HTMLElement>(`[${WEB_SHARE_ATTR}]`);
    if (native && native !== root) {
      const { shareTitle: title, shareText: text, shareUrl: url } = native.dataset;
      // The reader closing the sheet rejects; nothing to report.
      win.navigator.share({ title, text, url }).catch(() => {});
    }
  });
}
