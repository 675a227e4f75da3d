import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  BOOKING_TRIGGERS,
  type BookingTrigger,
  instant,
  linkedFields,
  type ParsedDelivery,
  readDelivery,
  text,
  validZone,
} from "./change";

// The owner CLI's tests name the trigger from here, where Cal.com's names first came from.
export type { BookingTrigger } from "./change";

/** The header Cal.com signs each delivery with: the hex HMAC-SHA256 of the raw body. */
export const CAL_SIGNATURE_HEADER = "x-cal-signature-256";

/** Whether `signature` is the body's HMAC under `secret` (in constant time). */
export function signedByCal(body: Uint8Array, signature: string | undefined, secret: string) {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

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

/**
 * A delivery's body, read as far as the site needs it; events other than BOOKING_TRIGGERS
 * (PING, MEETING_ENDED…) are answered and ignored.
 */
export function parseCalDelivery(body: string): ParsedDelivery {
  const outer = readDelivery(body, delivery);
  if (!outer) return { kind: "malformed" };
  const trigger = outer.triggerEvent;
  if (!(BOOKING_TRIGGERS as readonly string[]).includes(trigger)) return { kind: "other", trigger };
  const inner = payload.safeParse(outer.payload);
  if (!inner.success) return { kind: "malformed" };
  const p = inner.data;
  const attendee = p.attendees[0]!;
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
      ...linkedFields(p.metadata?.inquiry, p.metadata?.channel),
    },
  };
}
