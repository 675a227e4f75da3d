import { afterFirstPaint } from "~/browser/after-first-paint";
import { recordVisit } from "~/browser/visit";
import { MODULE_ATTR, STARTED_ATTR, SUPPORTED_CLASS } from "~/components/ui/module";
import { type Module, modules } from "./modules";

const seen = new WeakSet<Element>();

/**
 * The page's one script (≈2 KB brotli), added by the head's catcher after the first paint and
 * run once as it starts (GOV.UK Frontend's `initAll`). At once: it marks `<html>` supported (the
 * catcher's sign that the forms' scripts are on their way) and starts every part found by its
 * `data-module` whose script is bundled here. Then it fetches and starts the scripts of the
 * other parts this page has. Each element is started once, and marked started.
 */
export function initAll(doc: Document, list: readonly Module[] = modules) {
  doc.documentElement.classList.add(SUPPORTED_CLASS);
  const later: [Module, HTMLElement][] = [];
  for (const module of list) {
    for (const el of doc.querySelectorAll<HTMLElement>(`[${MODULE_ATTR}="${module.name}"]`)) {
      if (seen.has(el)) continue;
      seen.add(el);
      if (module.afterPaint) later.push([module, el]);
      else {
        void module.start(el);
        el.setAttribute(STARTED_ATTR, "");
      }
    }
  }
  const win = doc.defaultView;
  if (!win) return;
  // Attribution is nothing the paint needs: the visit is kept, and its view sent, after it; a
  // page left before then (a link tapped at once) keeps it as it goes (before this script ran,
  // the catcher notes it), so no page is uncounted and no landing page lost.
  let kept = false;
  const keepVisit = (leaving: boolean) => {
    if (kept) return;
    kept = true;
    recordVisit(win, leaving);
  };
  win.addEventListener("pagehide", () => keepVisit(true), { once: true });
  afterFirstPaint(win, () => {
    keepVisit(false);
    const starting: Promise<void>[] = [];
    for (const [module, el] of later)
      if (module.needed?.(win) ?? true) starting.push(fetchAndStart(win, module, el));
    // The field measurement comes last: after the forms' scripts, when the browser is idle.
    void Promise.allSettled(starting).then(() => whenIdle(win, measureVitals));
  });
}

function measureVitals(win: Window) {
  import("~/browser/vitals").then(
    (vitals) => vitals.reportVitals(win),
    () => {}, // not measured: the page works the same
  );
}

/** Runs `run` once the browser is idle (WebKit has no idle callback: a short wait instead). */
function whenIdle(win: Window, run: (win: Window) => void) {
  if (typeof win.requestIdleCallback === "function")
    win.requestIdleCallback(() => run(win), { timeout: 5000 });
  else win.setTimeout(() => run(win), 1000);
}

/** Starts a fetched part's script; one lost with the link is fetched again once the link is back. */
function fetchAndStart(win: Window, module: Module, el: HTMLElement): Promise<void> {
  return new Promise<void>((started) => started(module.start(el))).then(
    () => el.setAttribute(STARTED_ATTR, ""),
    () => {
      module.failed?.(el, true);
      win.addEventListener(
        "online",
        () => {
          module.failed?.(el, false);
          fetchAndStart(win, module, el);
        },
        { once: true },
      );
    },
  );
}
