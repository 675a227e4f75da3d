import { type Attribution, UTM_KEYS } from "@lib/attribution";

/**
 * The visit, as this tab knows it: where it landed, from which site, under which campaign, and
 * how many pages it has read. Kept in sessionStorage: no cookie, no identifier, nothing that
 * outlives the tab or reaches another tab (docs/attribution.md). The server cleans every value
 * again; here they are only cut short.
 */
const KEY = "h2:visit";

type Visit = Attribution & { pages_seen: number };

/** A visitor who asks not to be tracked (Global Privacy Control) is neither attributed nor counted. */
const optedOut = (win: Window) =>
  (win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

function stored(win: Window): Visit | undefined {
  try {
    const raw = win.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Visit) : undefined;
  } catch {
    return undefined; // storage refused (a privacy mode) or spoiled: a visit of one page
  }
}

/** This page load's referring site: another site's host, never its full address. */
function referrerHost(win: Window) {
  try {
    const host = new URL(win.document.referrer).host;
    return host !== win.location.host ? host.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

/** Counts this page into the tab's visit (its first page opens one) and sends the page view. */
export function recordVisit(win: Window) {
  if (optedOut(win)) return;
  const before = stored(win);
  const from = referrerHost(win);
  const visit: Visit = before ?? {
    landing_page: win.location.pathname.slice(0, 200),
    referrer_host: from,
    pages_seen: 0,
  };
  if (!before) {
    const params = new URLSearchParams(win.location.search);
    for (const key of UTM_KEYS) visit[key] = params.get(key)?.slice(0, 100) || undefined;
  }
  visit.pages_seen += 1;
  try {
    win.sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {}
  const view = {
    path: win.location.pathname,
    referrer_host: from,
    utm_source: visit.utm_source,
    utm_campaign: visit.utm_campaign,
    landing: !before || undefined,
  };
  // After load, so the view never competes with the page; a beacon outlives a quick Back.
  const send = () => win.navigator.sendBeacon?.("/api/views", JSON.stringify(view));
  if (win.document.readyState === "complete") send();
  else win.addEventListener("load", send, { once: true });
}

/** What a form sends of the visit (nothing when the visitor opted out or storage is off). */
export function visitAttribution(win: Window): Attribution | undefined {
  return optedOut(win) ? undefined : stored(win);
}
