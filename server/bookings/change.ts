// What every scheduler's delivery is read into, and the checks its fields share: each
// scheduler's parser (cal-event.ts, calendly-event.ts) reads its own format into one
// BookingChange, which repository.ts stores the same way whoever sent it.

import { z } from "zod";

/** The changes a booking goes through (named as Cal.com names them; Calendly's are mapped). */
export const BOOKING_TRIGGERS = [
  "BOOKING_CREATED",
  "BOOKING_RESCHEDULED",
  "BOOKING_CANCELLED",
] as const;
export type BookingTrigger = (typeof BOOKING_TRIGGERS)[number];

export interface BookingChange {
  trigger: BookingTrigger;
  uid: string;
  /** The booking this one replaces (a reschedule), if any. */
  replaces: string | null;
  name: string;
  email: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  inquiryId: string | null;
  channel: string | null;
}

export type ParsedDelivery =
  | { kind: "change"; change: BookingChange }
  | { kind: "other"; trigger: string }
  | { kind: "malformed" };

/** A name, an address, a uid: trimmed, present, bounded. */
/** A delivery's JSON body read by its outer schema; undefined when it is not that (malformed). */
export function readDelivery<T>(body: string, schema: z.ZodType<T>): T | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const outer = schema.safeParse(json);
  return outer.success ? outer.data : undefined;
}

export const text = (max: number) => z.string().trim().min(1).max(max);
/** An instant with its offset, as both schedulers write them (any fraction of a second). */
export const instant = z.iso.datetime({ offset: true });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHANNEL = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

/**
 * The inquiry's id and the visit's channel the booking link passed (lib/booking-link.ts), kept
 * only when they are what the link could have carried: anyone can type into a scheduler's URL.
 */
export function linkedFields(
  inquiry: string | null | undefined,
  channel: string | null | undefined,
) {
  const key = channel?.toLowerCase();
  return {
    inquiryId: inquiry && UUID.test(inquiry) ? inquiry.toLowerCase() : null,
    channel: key && CHANNEL.test(key) ? key : null,
  };
}

/** The zone if this runtime knows it (the notice prints the call's time in it), else undefined. */
export function validZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}
