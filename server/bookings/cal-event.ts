import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** The header Cal.com signs each delivery with: the hex HMAC-SHA256 of the raw body. */
export const CAL_SIGNATURE_HEADER = "x-cal-signature-256";

/** Whether `signature` is the body's HMAC under `secret` (in constant time). */
export function signedByCal(body: Uint8Array, signature: string | undefined, secret: string) {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

/** The events that change a booking; any other (PING, MEETING_ENDED…) is answered and ignored. */
export const BOOKING_TRIGGERS = [
  "BOOKING_CREATED",
  "BOOKING_RESCHEDULED",
  "BOOKING_CANCELLED",
] as const;
export type BookingTrigger = (typeof BOOKING_TRIGGERS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);
const instant = z.iso.datetime({ offset: true });

/**
 * What a delivery must carry for the site to store it: the booking's uid, its times, and the
 * attendee (Cal.com lists the booker first). The metadata is what the booking link passed
 * (lib/booking-link.ts): the inquiry's id and the visit's channel; nothing else is read.
 */
const payload = z.object({
  uid: text(200),
  rescheduleUid: text(200).optional().nullable(),
  startTime: instant,
  endTime: instant,
  attendees: z
    .array(
      z.object({
        name: text(200),
        email: z.email().max(254),
        timeZone: text(64).optional(),
      }),
    )
    .min(1),
  organizer: z
    .object({ timeZone: text(64).optional() })
    .partial()
    .optional(),
  metadata: z
    .object({
      inquiry: z.string().max(64).optional(),
      channel: z.string().max(64).optional(),
    })
    .catchall(z.unknown())
    .optional()
    .nullable(),
});

const delivery = z.object({
  triggerEvent: z.string().max(64),
  createdAt: z.string().max(64).optional(),
  payload: z.unknown(),
});

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHANNEL = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

/** A delivery's body, read as far as the site needs it. */
export function parseCalDelivery(body: string): ParsedDelivery {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: "malformed" };
  }
  const outer = delivery.safeParse(json);
  if (!outer.success) return { kind: "malformed" };
  const trigger = outer.data.triggerEvent;
  if (!(BOOKING_TRIGGERS as readonly string[]).includes(trigger)) return { kind: "other", trigger };
  const inner = payload.safeParse(outer.data.payload);
  if (!inner.success) return { kind: "malformed" };
  const p = inner.data;
  const attendee = p.attendees[0]!;
  const inquiry = p.metadata?.inquiry;
  const channel = p.metadata?.channel?.toLowerCase();
  return {
    kind: "change",
    change: {
      trigger: trigger as BookingTrigger,
      uid: p.uid,
      replaces: p.rescheduleUid ?? null,
      name: attendee.name,
      email: attendee.email.toLowerCase(),
      startAt: new Date(p.startTime).toISOString(),
      endAt: new Date(p.endTime).toISOString(),
      timeZone: validZone(attendee.timeZone) ?? validZone(p.organizer?.timeZone) ?? "UTC",
      // Only what the link could have carried: an inquiry's id and a channel's name.
      inquiryId: inquiry && UUID.test(inquiry) ? inquiry.toLowerCase() : null,
      channel: channel && CHANNEL.test(channel) ? channel : null,
    },
  };
}

function validZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}
