import { type Attribution, UTM_KEYS } from "@lib/attribution";
import { type Page, takeLeftEarly } from "./left-early";

/**
 * The visit, as this tab knows it: where it landed, from which site, under which campaign, and
 * how many pages it has read. Kept in sessionStorage: no cookie, no identifier, nothing that
 * outlives the tab or reaches another tab (docs/attribution.md). The server cleans every value
 * again; here they are only cut short.
 */
const KEY = "h2:visit";

type Visit = Attribution & { pages_seen: number };

/** A visitor who asks not to be tracked (Global Privacy Control) is neither attributed nor counted. */
export const optedOut = (win: Window) =>
  (win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

function stored(win: Window): Visit | undefined {
  try {
    const raw = win.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Visit) : undefined;
  } catch {
    return undefined; // storage refused (a privacy mode) or spoiled: a visit of one page
  }
}

/** A page load's referring site: another site's host, never its full address. */
function referrerHost(win: Window, referrer: string) {
  try {
    const host = new URL(referrer).host;
    return host !== win.location.host ? host.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Counts this page into the tab's visit (its first page opens one) and sends the page view.
 * The page script calls it after the first paint, and the view goes later still (below); or,
 * for a page left before then (`leaving`: a link tapped in the first moments), as it is left,
 * the view at once. Pages left before their script even ran (noted by the head's catcher) are
 * counted first, in the order they were left, their views at once: the first of them may have
 * been the visit's landing.
 */
export function recordVisit(win: Window, leaving = false) {
  // Taken first: a visitor who opted out keeps nothing in the tab, not even the catcher's note.
  const early = takeLeftEarly(win);
  if (optedOut(win)) return;
  for (const page of early) countPage(win, page, true);
  const here = { path: win.location.pathname, search: win.location.search };
  tagDownloads(win, countPage(win, { ...here, referrer: win.document.referrer }, leaving));
}

/** Counts one page into the visit and sends its view; the visit as it now stands. */
function countPage(win: Window, page: Page, leaving: boolean): Visit {
  const before = stored(win);
  const from = referrerHost(win, page.referrer);
  const visit: Visit = before ?? {
    landing_page: page.path.slice(0, 200),
    referrer_host: from,
    pages_seen: 0,
  };
  if (!before) {
    const params = new URLSearchParams(page.search);
    for (const key of UTM_KEYS) visit[key] = params.get(key)?.slice(0, 100) || undefined;
  }
  visit.pages_seen += 1;
  try {
    win.sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {}
  const view = {
    path: page.path,
    referrer_host: from,
    utm_source: visit.utm_source,
    utm_campaign: visit.utm_campaign,
    landing: !before || undefined,
  };
  if (leaving) sendView(win, view);
  else sendViewLater(win, view);
  return visit;
}

const sendView = (win: Window, view: Record<string, unknown>) =>
  win.navigator.sendBeacon?.("/api/views", JSON.stringify(view));

/** Without an idle callback (WebKit), the view waits this long after load. */
export const IDLE_FALLBACK_MS = 500;

/**
 * Sends the page view once: when the browser is idle after the page's load, or as the page is
 * hidden or left, whichever comes first. A request that starts before the largest paint is a
 * round trip on a slow phone's path to it (Lighthouse's simulation counts it there too); a
 * beacon sent on pagehide outlives the page, so a quick Back still counts its view.
 */
function sendViewLater(win: Window, view: Record<string, unknown>) {
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    win.removeEventListener("pagehide", send);
    win.document.removeEventListener("visibilitychange", hidden);
    sendView(win, view);
  };
  const hidden = () => {
    if (win.document.visibilityState === "hidden") send();
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === "function")
      win.requestIdleCallback(send, { timeout: 2000 });
    else win.setTimeout(send, IDLE_FALLBACK_MS);
  };
  win.addEventListener("pagehide", send);
  win.document.addEventListener("visibilitychange", hidden);
  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
}

/**
 * The case-study PDF links (`data-pdf-download`) carry the visit's landing page and source, so
 * the server counts each download by them (server/downloads/): the link still is the file, and
 * nothing is stored on the device that was not already.
 */
function tagDownloads(win: Window, visit: Visit) {
  const links = win.document.querySelectorAll<HTMLAnchorElement>("a[data-pdf-download]");
  for (const link of links) {
    const url = new URL(link.href);
    for (const key of ["landing_page", "referrer_host", "utm_source", "utm_campaign"] as const) {
      const value = visit[key];
      if (value) url.searchParams.set(key, value);
    }
    link.href = url.pathname + url.search;
  }
}

/** What a form sends of the visit (nothing when the visitor opted out or storage is off). */
export function visitAttribution(win: Window): Attribution | undefined {
  return optedOut(win) ? undefined : stored(win);
}
