// The link to the firm's scheduler, with what the site already knows filled in: the visitor's
// name and address (so nobody types them twice) and the inquiry's id and the visit's channel
// (so the booking that comes back, server/bookings/, meets its inquiry and its campaign).
// Shared by the pages' scripts, the server's thank-you page and the confirmation e-mail, so it
// imports nothing.

/** The schedulers the site knows how to prefill; "none" hides every booking link. */
export const SCHEDULER_KINDS = ["cal", "calendly", "none"] as const;
export type SchedulerKind = (typeof SCHEDULER_KINDS)[number];

export interface BookingPrefill {
  name?: string;
  email?: string;
  /** The inquiry's id, when the link is offered after one. */
  inquiry?: string;
  /** lib/attribution.ts channelKey. */
  channel?: string;
}

const CAP = 200;
const cut = (value: string | undefined) => value?.trim().slice(0, CAP) || undefined;

/**
 * Each kind's names for the same facts. Cal.com: `name`, `email` and `metadata[…]`, which it
 * hands back in every webhook. Calendly has no free metadata: its `utm_*` parameters come back
 * as the invitee's tracking, so the channel rides as `utm_source` and the inquiry as
 * `utm_content`.
 */
function params(kind: SchedulerKind, p: BookingPrefill): [string, string | undefined][] {
  const who: [string, string | undefined][] = [
    ["name", cut(p.name)],
    ["email", cut(p.email)],
  ];
  if (kind === "calendly") {
    return [...who, ["utm_source", cut(p.channel)], ["utm_content", cut(p.inquiry)]];
  }
  return [...who, ["metadata[inquiry]", cut(p.inquiry)], ["metadata[channel]", cut(p.channel)]];
}

/** The scheduler's page with the prefill added (what the link's href is, script or none). */
export function bookingLink(base: string, kind: SchedulerKind, prefill: BookingPrefill): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return base;
  }
  // Only what is known is set: a link already prefilled keeps its name when a channel is added.
  for (const [key, value] of params(kind, prefill)) if (value) url.searchParams.set(key, value);
  return url.href;
}

/**
 * The same page as the scheduler serves it inside a frame: Cal.com's `/embed` route of the
 * event (what its own embed script frames), Calendly's page told it is embedded. Undefined
 * for an address that is not a scheduler's page.
 */
export function embedLink(
  link: string,
  kind: SchedulerKind,
  embedHost: string,
): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (kind === "cal") {
    if (!url.pathname.endsWith("/embed")) url.pathname = `${url.pathname.replace(/\/$/, "")}/embed`;
    url.searchParams.set("embed", "");
    url.searchParams.set("embedType", "modal");
    url.searchParams.set("layout", "month_view");
    return url.href;
  }
  if (kind === "calendly") {
    url.searchParams.set("embed_domain", embedHost);
    url.searchParams.set("embed_type", "Inline");
    return url.href;
  }
  return undefined;
}

/**
 * Where the scheduler's frame may load from (the page's Content-Security-Policy `frame-src`):
 * its own origin, and for Cal.com's hosted service the app origin its pages are served from.
 */
export function embedOrigins(base: string, kind: SchedulerKind): string[] {
  if (kind === "none") return [];
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return [];
  }
  const hosted = kind === "cal" && (url.host === "cal.com" || url.host === "www.cal.com");
  return hosted ? [url.origin, "https://app.cal.com"] : [url.origin];
}
