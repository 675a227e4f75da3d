import { channelKey } from "@lib/attribution";
import { attributionOf } from "../attribution/columns";
import { listInquiries } from "../contact/repository";
import type { Db } from "../db/connect";
import { listViewCounts } from "../views/repository";

/** One step of the funnel per row: a channel or a landing page, over the report's period. */
export interface FunnelRow {
  /** The channel (lib/attribution.ts channelKey: "linkedin", "direct"…) or the landing page. */
  key: string;
  /** Views that were the first page of a visit: visits, counted without cookies. */
  landing_views: number;
  /** Genuine inquiries received (released ones included). */
  inquiries: number;
  /** Calls booked (rescheduled ones included), cancelled ones not. */
  booked: number;
  cancelled: number;
  /** Inquiries ÷ landing views; null with none to divide by. */
  inquiry_rate: number | null;
  /**
   * Booked calls ÷ inquiries; null with no inquiry. A call booked without an inquiry (the
   * "Book a one-to-one call" link) counts too, so a channel's rate can pass 1.
   */
  booking_rate: number | null;
  /** Median seconds from an inquiry to its booked call; null when none was booked from one. */
  median_seconds_to_booking: number | null;
}

export interface FunnelReport {
  channels: FunnelRow[];
  landing_pages: FunnelRow[];
  total: Omit<FunnelRow, "key">;
}

/** What the report calls a landing page it does not know (as the counts' report does). */
const NO_PAGE = "(unknown page)";

/** A booking as the funnel reads it: its state, its own channel, and its inquiry's origin. */
interface BookingSeen {
  status: string;
  channel: string | null;
  created_at: string;
  inquiry_received_at: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
}

/** Bookings made on or after `since`, each with what its inquiry (if still there) knows. */
async function listBookings(db: Db, since?: string): Promise<BookingSeen[]> {
  let q = db.kysely
    .selectFrom("bookings")
    .leftJoin("inquiries", "inquiries.id", "bookings.inquiry_id")
    .select([
      "bookings.status",
      "bookings.channel",
      "bookings.created_at",
      "inquiries.received_at as inquiry_received_at",
      "inquiries.landing_page",
      "inquiries.referrer_host",
      "inquiries.utm_source",
    ]);
  if (since) q = q.where("bookings.created_at", ">=", since);
  return q.execute();
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ratio = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 10_000) / 10_000 : null);

interface Tally {
  landing_views: number;
  inquiries: number;
  booked: number;
  cancelled: number;
  waits: number[];
}

const emptyTally = (): Tally => ({
  landing_views: 0,
  inquiries: 0,
  booked: 0,
  cancelled: 0,
  waits: [],
});

function rowOf(key: string, t: Tally): FunnelRow {
  return {
    key,
    landing_views: t.landing_views,
    inquiries: t.inquiries,
    booked: t.booked,
    cancelled: t.cancelled,
    inquiry_rate: ratio(t.inquiries, t.landing_views),
    booking_rate: ratio(t.booked, t.inquiries),
    median_seconds_to_booking: median(t.waits),
  };
}

/** Most calls first, then most inquiries, then most visits; ties by name. */
const byWeight = (a: FunnelRow, b: FunnelRow) =>
  b.booked - a.booked ||
  b.inquiries - a.inquiries ||
  b.landing_views - a.landing_views ||
  b.cancelled - a.cancelled ||
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The funnel the firm runs on, per channel and per landing page: visits (landing views) →
 * genuine inquiries → booked calls, and the median time from an inquiry to its booking. Each
 * step counts what happened in the period: visits by day, inquiries by when they arrived,
 * calls by when they were booked. A call booked from an inquiry counts under that inquiry's
 * channel and landing page, so the two meet under one name; one booked without an inquiry
 * under the channel its link carried (none: "direct") and an unknown landing page.
 */
export async function funnelReport(db: Db, { since }: { since?: string } = {}) {
  const [views, inquiries, bookings] = await Promise.all([
    listViewCounts(db, { since }),
    listInquiries(db, { since }),
    listBookings(db, since),
  ]);
  const channels = new Map<string, Tally>();
  const landings = new Map<string, Tally>();
  const total = emptyTally();
  const tallies = (channel: string, landing: string) => {
    const tallyIn = (map: Map<string, Tally>, key: string) => {
      let t = map.get(key);
      if (!t) {
        t = emptyTally();
        map.set(key, t);
      }
      return t;
    };
    return [tallyIn(channels, channel), tallyIn(landings, landing), total];
  };

  for (const v of views) {
    if (v.landings === 0) continue;
    const channel = channelKey({
      utm_source: v.utm_source || undefined,
      referrer_host: v.referrer_host || undefined,
    });
    for (const t of tallies(channel, v.path)) t.landing_views += v.landings;
  }
  for (const inquiry of inquiries) {
    if (inquiry.spam_verdict !== "ok") continue;
    const channel = channelKey(attributionOf(inquiry));
    for (const t of tallies(channel, inquiry.landing_page ?? NO_PAGE)) t.inquiries++;
  }
  for (const b of bookings) {
    const fromInquiry = b.inquiry_received_at !== null;
    const channel = fromInquiry ? channelKey(attributionOf(b)) : (b.channel ?? "direct");
    const landing = (fromInquiry && b.landing_page) || NO_PAGE;
    const cancelled = b.status === "cancelled";
    const wait =
      fromInquiry && !cancelled
        ? Math.max(
            0,
            (new Date(b.created_at).getTime() - new Date(b.inquiry_received_at!).getTime()) / 1000,
          )
        : undefined;
    for (const t of tallies(channel, landing)) {
      if (cancelled) t.cancelled++;
      else t.booked++;
      if (wait !== undefined) t.waits.push(wait);
    }
  }
  const rows = (map: Map<string, Tally>) =>
    [...map].map(([key, t]) => rowOf(key, t)).sort(byWeight);
  const { key: _, ...totals } = rowOf("total", total);
  return {
    channels: rows(channels),
    landing_pages: rows(landings),
    total: totals,
  } satisfies FunnelReport;
}
