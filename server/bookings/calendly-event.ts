import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  type BookingChange,
  instant,
  linkedFields,
  type ParsedDelivery,
  readDelivery,
  text,
  validZone,
} from "./change";

/** Calendly's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const CALENDLY_SIGNATURE_HEADER = "calendly-webhook-signature";

/**
 * How far the signed time may be from this server's clock: past it, a delivery is taken for a
 * captured one sent again (the window Calendly's guidance suggests). It runs both ways, for a
 * sender's clock a little ahead.
 */
export const CALENDLY_TOLERANCE_SECONDS = 180;

export type CalendlySignature = "valid" | "bad" | "stale";

/**
 * Whether the header signs this body under `key` (in constant time) within the tolerance:
 * `bad` for one missing, malformed or signed otherwise, `stale` for a good one sent too late.
 */
export function checkCalendlySignature(
  body: Uint8Array,
  header: string | undefined,
  key: string,
  now: Date,
): CalendlySignature {
  if (!header || header.length > 1000) return "bad";
  let t: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at < 0) return "bad";
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name === "t" && t === undefined && /^\d{1,12}$/.test(value)) t = value;
    else if (name === "v1" && /^[0-9a-f]{64}$/i.test(value))
      signatures.push(Buffer.from(value, "hex"));
  }
  if (t === undefined || signatures.length === 0) return "bad";
  const expected = createHmac("sha256", key).update(`${t}.`).update(body).digest();
  if (!signatures.some((s) => timingSafeEqual(expected, s))) return "bad";
  const age = now.getTime() / 1000 - Number(t);
  return Math.abs(age) > CALENDLY_TOLERANCE_SECONDS ? "stale" : "valid";
}

const uri = text(500);
/** A tracking value is the visitor's to set: one that is not a string is as good as none. */
const tracked = z.string().max(2000).nullable().optional().catch(null);

/**
 * What an invitee delivery must carry for the site to store it: the invitee (its uri is the
 * booking's uid: a reschedule names the invitee it replaces, not the event), the call's times,
 * and the tracking the booking link passed (lib/booking-link.ts: the channel as utm_source,
 * the inquiry's id as utm_content). Nothing else is read.
 */
const invitee = z.object({
  uri,
  email: z.email().max(254),
  name: text(200),
  timezone: text(64).optional().nullable(),
  rescheduled: z.boolean().optional().nullable(),
  old_invitee: uri.optional().nullable(),
  scheduled_event: z.object({ start_time: instant, end_time: instant }),
  tracking: z
    .object({ utm_source: tracked, utm_content: tracked })
    .optional()
    .nullable()
    .catch(null),
});

const delivery = z.object({
  event: z.string().max(64),
  created_at: z.string().max(64).optional(),
  payload: z.unknown(),
});

/**
 * A delivery's body, read as far as the site needs it. `invitee.created` is a booking, or a
 * move when it names an `old_invitee`; `invitee.canceled` a cancellation, except the half of a
 * move that cancels the old time (`rescheduled: true`), which is ignored: its `invitee.created`
 * moves the booking, in whichever order the two arrive. Other events (no-shows, routing forms)
 * are answered and ignored.
 */
export function parseCalendlyDelivery(body: string): ParsedDelivery {
  const outer = readDelivery(body, delivery);
  if (!outer) return { kind: "malformed" };
  const event = outer.event;
  if (event !== "invitee.created" && event !== "invitee.canceled") {
    return { kind: "other", trigger: event };
  }
  const inner = invitee.safeParse(outer.payload);
  if (!inner.success) return { kind: "malformed" };
  const p = inner.data;
  if (event === "invitee.canceled" && p.rescheduled) {
    return { kind: "other", trigger: "invitee.canceled (rescheduled)" };
  }
  const trigger: BookingChange["trigger"] =
    event === "invitee.canceled"
      ? "BOOKING_CANCELLED"
      : p.old_invitee
        ? "BOOKING_RESCHEDULED"
        : "BOOKING_CREATED";
  return {
    kind: "change",
    change: {
      trigger,
      uid: p.uri,
      replaces: event === "invitee.created" ? (p.old_invitee ?? null) : null,
      name: p.name,
      email: p.email.toLowerCase(),
      startAt: new Date(p.scheduled_event.start_time).toISOString(),
      endAt: new Date(p.scheduled_event.end_time).toISOString(),
      timeZone: validZone(p.timezone) ?? "UTC",
      ...linkedFields(p.tracking?.utm_content, p.tracking?.utm_source),
    },
  };
}
