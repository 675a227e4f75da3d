import { notify } from "~/components/site/toast/toast";
import {
  FORM_ATTR,
  FORM_FAILED_ATTR,
  FORM_FAILED_EVENT,
  FORM_OFFLINE_EVENT,
  releaseHeld,
  SCRIPTS_ATTR,
} from "~/components/ui/form-parts";
import { AFTER_PAINT_ATTR, afterFirstPaint } from "~/lib/after-first-paint";
import { OFFLINE_MESSAGE } from "~/lib/post-json";
import { recordVisit } from "~/lib/visit";
import { enhance } from "./enhance";

/** A part of the page with a script of its own, fetched after the first paint. */
export interface PageScript {
  /** The elements it serves: fetched only on a page that has one. */
  selector: string;
  /** On such a page, whether this visit needs it (checked without fetching it); else always. */
  needed?: (win: Window) => boolean;
  /** Fetches the script and starts it on the page. */
  start: (doc: Document) => Promise<unknown>;
  /**
   * What the page does with those elements when it cannot be fetched or started, and again
   * (`failed: false`) as it is fetched once more when the browser is back online.
   */
  failed?: (els: Element[], failed: boolean) => void;
}

/**
 * A form whose script cannot come is marked, and a Send the catcher holds posts as HTML; one
 * it cannot post, the browser being offline, gets the spec's 'Error' toast and the form back.
 * While the script is fetched again the mark is off, so a Send waits for it.
 */
const formsFailed = (forms: Element[], failed: boolean) => {
  for (const form of forms) {
    if (!failed) {
      form.removeAttribute(FORM_FAILED_ATTR);
      continue;
    }
    form.addEventListener(FORM_OFFLINE_EVENT, offlineSend); // one listener, however often
    form.setAttribute(FORM_FAILED_ATTR, "");
    form.dispatchEvent(new Event(FORM_FAILED_EVENT));
  }
};

function offlineSend(event: Event) {
  releaseHeld(event.currentTarget as HTMLFormElement);
  notify("error", "Error", { description: OFFLINE_MESSAGE });
}

/**
 * The scripts of the parts only some pages have, each beside its component and found by its
 * markup (GOV.UK Frontend's `data-module` way): each its own chunk, fetched after the first
 * paint, so a page fetches only what it shows and none of it competes with that paint.
 */
export const pageScripts: PageScript[] = [
  {
    selector: `form[${FORM_ATTR}="contact"]`,
    start: (doc) =>
      import("~/components/site/contact/contact-form.client").then((m) => m.contactForms(doc)),
    failed: formsFailed,
  },
  {
    selector: `form[${FORM_ATTR}="newsletter"]`,
    start: (doc) =>
      import("~/components/site/newsletter/newsletter-form.client").then((m) =>
        m.newsletterForms(doc),
      ),
    failed: formsFailed,
  },
  // The blog listing's island, woken at once for a search in the address or a Back: only such
  // a visit fetches the wake-up script (two small files, ≈1.6 KB with their headers). The same
  // two questions as wakeBlogBrowser and shown-pages' cameBack, asked here without them: a module
  // shared with the island's script would be a chunk of its own, a round trip before this
  // script runs on every page.
  {
    selector: "astro-island",
    needed: (win) =>
      Boolean(new URLSearchParams(win.location.search).get("q")) ||
      (win.performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
        ?.type === "back_forward",
    start: () =>
      import("~/components/site/resources/wake-blog-browser").then((m) => m.wakeBlogBrowser()),
  },
];

/**
 * The layout's one script, and the only one a page asks for before it paints (≈2 KB brotli).
 * At once: it marks `<html>` (the catcher's sign that the forms' scripts are on their way) and
 * starts the controls' extras (./enhance.ts: submenu, phone menu, FAQ keys, carousel, Share),
 * which a tap or key in the first moments needs. After the first paint it fetches and starts
 * the scripts of the parts this page has, and adds what the head holds back for then. Until
 * then, and wherever one fails, the forms post as HTML (or, offline, say so and keep
 * everything); a script lost with the link is fetched again when the browser is back online.
 */
export function startPageScripts(doc: Document, scripts: readonly PageScript[] = pageScripts) {
  doc.documentElement.setAttribute(SCRIPTS_ATTR, "");
  enhance(doc);
  const win = doc.defaultView;
  if (!win) return;
  recordVisit(win);
  afterFirstPaint(win, () => {
    for (const later of doc.head.querySelectorAll<HTMLTemplateElement>(
      `template[${AFTER_PAINT_ATTR}]`,
    ))
      doc.head.append(later.content.cloneNode(true));
    for (const script of scripts) {
      const els = [...doc.querySelectorAll(script.selector)];
      if (els.length > 0 && (script.needed?.(win) ?? true)) run(win, doc, script, els);
    }
  });
}

/** Starts a part's script; one lost with the link is fetched again once the link is back. */
function run(win: Window, doc: Document, script: PageScript, els: Element[]) {
  script.start(doc).catch(() => {
    script.failed?.(els, true);
    win.addEventListener(
      "online",
      () => {
        script.failed?.(els, false);
        run(win, doc, script, els);
      },
      { once: true },
    );
  });
}
