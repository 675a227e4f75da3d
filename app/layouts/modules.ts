import { BOOK_CALL_MODULE, bookCall } from "~/components/site/booking/book-call.client";
import { SUBMENU_MODULE, submenu } from "~/components/site/header.client";
import { SHARE_MODULE, shareMenu } from "~/components/site/insights/share-menu.client";
import { CAROUSEL_MODULE, carousel } from "~/components/site/insights-carousel.client";
import { MOBILE_NAV_MODULE, mobileNav } from "~/components/site/mobile-nav.client";
import { FAQ_MODULE, faqKeys } from "~/components/site/resources/faq-accordion.client";
import { formScriptFailed } from "~/components/ui/form-unavailable";

/** A part of the page with a script of its own, found by `data-module="<name>"`. */
export interface Module {
  /** The name its component gives it in the markup. */
  name: string;
  /** Starts the script on one element of the part (resolving once started, when fetched first). */
  start: (el: HTMLElement) => void | Promise<void>;
  /**
   * Fetched after the first paint rather than started at once: its script is a chunk of its own,
   * fetched only by a page that has the part, so none of it competes with that paint.
   */
  afterPaint?: boolean;
  /** On such a page, whether this visit needs it (asked without fetching it); else always. */
  needed?: (win: Window) => boolean;
  /**
   * What the part does when its script cannot be fetched or started, and again (`failed: false`)
   * as it is fetched once more when the browser is back online.
   */
  failed?: (el: HTMLElement, failed: boolean) => void;
}

/** The build's case-study delivery mode (astro.config.ts defines it; undefined under Vitest). */
declare const __H2_CASE_STUDY_DOWNLOADS__: string | undefined;
const emailDownloads =
  typeof __H2_CASE_STUDY_DOWNLOADS__ === "string" && __H2_CASE_STUDY_DOWNLOADS__ === "email";

const form = (el: HTMLElement) => el as HTMLFormElement;

/**
 * Every part with a script, each written beside its component. The controls that work from HTML
 * and get a little on top (a tap or key in the first moments needs it) are bundled into the
 * page's script and started at once (≈1.5 KB brotli together, instead of a request each). The
 * forms (one file for the contact form and the sign-up) and the blog listing's wake-up are
 * fetched after the first paint; until then, and wherever
 * one fails, a form posts as HTML (or, offline, says so and keeps everything).
 */
export const modules: readonly Module[] = [
  { name: SUBMENU_MODULE, start: submenu },
  { name: MOBILE_NAV_MODULE, start: mobileNav },
  { name: FAQ_MODULE, start: faqKeys },
  { name: CAROUSEL_MODULE, start: carousel },
  { name: SHARE_MODULE, start: shareMenu },
  { name: BOOK_CALL_MODULE, start: bookCall },
  {
    name: "contact-form",
    afterPaint: true,
    start: (el) => import("./form-scripts").then((m) => m.contactForm(form(el))),
    failed: formScriptFailed,
  },
  {
    name: "newsletter-form",
    afterPaint: true,
    start: (el) => import("./form-scripts").then((m) => m.newsletterForm(form(el))),
    failed: formScriptFailed,
  },
  // Only an e-mail-mode build has the download form. An open-mode build leaves its script out,
  // so the code it shares with the contact form stays in the forms' one file (a chunk of its
  // own would be one more request on every page with a form).
  ...(emailDownloads
    ? [
        {
          name: "case-study-request-form",
          afterPaint: true,
          start: (el: HTMLElement) =>
            import("~/components/site/case-study-request/case-study-request-form.client").then(
              (m) => m.caseStudyRequestForm(form(el)),
            ),
          failed: formScriptFailed,
        },
      ]
    : []),
  // The blog listing's island (it stays an Astro island, woken by a first focus inside it), woken
  // at once for a search in the address or a Back: only such a visit fetches the wake-up script
  // (two small files, ≈1.6 KB with their headers). The same two questions as wakeBlogBrowser and
  // shown-pages' cameBack, asked here without them: a module shared with the island's script
  // would be a chunk of its own, a round trip before this script runs on every page.
  {
    name: "blog-browser",
    afterPaint: true,
    needed: (win) =>
      Boolean(new URLSearchParams(win.location.search).get("q")) ||
      (win.performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
        ?.type === "back_forward",
    start: (el) =>
      import("~/components/site/resources/wake-blog-browser").then((m) => m.wakeBlogBrowser(el)),
  },
];
