import { channelKey } from "@lib/attribution";
import { bookingLink, type SchedulerKind } from "@lib/booking-link";
import { optedOut, visitAttribution } from "~/browser/visit";

/**
 * A booking link (book-call-link.tsx) works from the HTML: it opens the scheduler's page. With
 * this script, following it adds the visit's channel (so the booking comes back tied to its
 * campaign) and opens the scheduler in a frame over the page (book-call-embed.ts, a chunk of its
 * own fetched when a link is pointed at, pressed or focused: no page pays for it before that);
 * nothing of the scheduler is fetched before the click.
 */
/** Its name in the markup (`data-module`, app/layouts/modules.ts). */
export const BOOK_CALL_MODULE = "book-call";
/** The build's scheduler (astro.config.ts defines it from the site facts; Cal.com under Vitest). */
declare const __H2_SCHEDULER_KIND__: SchedulerKind | undefined;
export const schedulerKind: SchedulerKind =
  typeof __H2_SCHEDULER_KIND__ === "string" ? __H2_SCHEDULER_KIND__ : "cal";

/** The visit's channel; none for a visitor who asked not to be tracked. */
export function visitChannel(win: Window): string | undefined {
  if (optedOut(win)) return undefined;
  // A tap before the page's visit is kept (the first moments of a landing) reads this page;
  // channelKey cleans what it takes.
  const visit = visitAttribution(win) ?? {
    utm_source: new URLSearchParams(win.location.search).get("utm_source") ?? undefined,
    referrer_host: otherHost(win),
  };
  return channelKey(visit);
}

function otherHost(win: Window): string | undefined {
  try {
    const host = new URL(win.document.referrer).host;
    return host !== win.location.host ? host : undefined;
  } catch {
    return undefined;
  }
}

const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;

const embedded = (kind: string) => kind === "cal" || kind === "calendly";
let embed: Promise<typeof import("./book-call-embed")> | undefined;
const fetchEmbed = () => {
  embed ??= import("./book-call-embed");
  embed.catch(() => {
    embed = undefined; // fetched again on the next try (back online)
  });
  return embed;
};

export function bookCall(link: HTMLElement) {
  if (!(link instanceof HTMLAnchorElement)) return;
  const kind = schedulerKind;
  if (!embedded(kind) || typeof HTMLDialogElement !== "function") return;
  // Fetched at the first sign of intent, so it is usually here by the click.
  for (const intent of ["pointerover", "pointerdown", "focus"]) {
    link.addEventListener(intent, () => void fetchEmbed(), { once: true, passive: true });
  }
  link.addEventListener("click", (e) => {
    const win = link.ownerDocument.defaultView ?? window;
    // The channel rides on the link itself, so a new tab or a copied address carries it too.
    link.href = bookingLink(link.href, kind, { channel: visitChannel(win) });
    if (!plainClick(e)) return;
    e.preventDefault();
    fetchEmbed().then(
      (m) => m.openEmbed(link, kind),
      // Not fetched (offline, blocked): the scheduler's page itself, in this tab.
      () => win.location.assign(link.href),
    );
  });
}
