import { type Context, Hono } from "hono";
import type { Db } from "../db/connect";
import type { Env } from "../env";
import { readBoundedBody } from "../http/bounded-body";
import { errorField, log } from "../log";
import { bookingsByStatus, bookingWebhooks, inquiryToBooking } from "../metrics/registry";
import { CAL_SIGNATURE_HEADER, parseCalDelivery, signedByCal } from "./cal-event";
import {
  CALENDLY_SIGNATURE_HEADER,
  checkCalendlySignature,
  parseCalendlyDelivery,
} from "./calendly-event";
import type { ParsedDelivery } from "./change";
import { storeBookingChange } from "./repository";

/** A booking's delivery is a few KB; Cal.com's largest (many attendees and answers) well under this. */
export const BOOKING_BODY_LIMIT = 32 * 1024;

const outcome = {
  stored: bookingWebhooks.labels("stored"),
  duplicate: bookingWebhooks.labels("duplicate"),
  ignored: bookingWebhooks.labels("ignored"),
  refused: bookingWebhooks.labels("refused"),
  unavailable: bookingWebhooks.labels("unavailable"),
};

/** One scheduler's side of a delivery: whether it is signed (an error to answer if not), and its reading. */
interface Scheduler {
  secret: string | undefined;
  verify: (c: Context, body: Buffer, secret: string) => string | null;
  parse: (body: string) => ParsedDelivery;
}

/**
 * The schedulers' webhooks for the discovery call (docs/bookings.md):
 * - POST /cal, Cal.com's, signed with CAL_WEBHOOK_SECRET (X-Cal-Signature-256, the hex
 *   HMAC-SHA256 of the raw body);
 * - POST /calendly, Calendly's, signed with CALENDLY_WEBHOOK_SIGNING_KEY
 *   (Calendly-Webhook-Signature, over the signed time and the body; older than three minutes
 *   is a replay).
 * A delivery unsigned, signed otherwise, malformed or too large is refused with 401, 400 or
 * 413 and stores nothing. A booking is stored once however often it is sent; a store that is
 * down answers 503, and the scheduler sends it again. Without its secret a route is not there
 * (404).
 */
export function bookingRoutes({
  db,
  env,
  clock = () => new Date(),
}: {
  db: Db;
  env: Env;
  clock?: () => Date;
}) {
  const app = new Hono();
  app.post(
    "/cal",
    receiver(db, env, clock, {
      secret: env.CAL_WEBHOOK_SECRET,
      verify: (c, body, secret) =>
        signedByCal(body, c.req.header(CAL_SIGNATURE_HEADER), secret) ? null : "Bad signature",
      parse: parseCalDelivery,
    }),
  );
  app.post(
    "/calendly",
    receiver(db, env, clock, {
      secret: env.CALENDLY_WEBHOOK_SIGNING_KEY,
      verify: (c, body, key) => {
        const checked = checkCalendlySignature(
          body,
          c.req.header(CALENDLY_SIGNATURE_HEADER),
          key,
          clock(),
        );
        if (checked === "valid") return null;
        return checked === "stale" ? "Signed too long ago" : "Bad signature";
      },
      parse: parseCalendlyDelivery,
    }),
  );
  return app;
}

function receiver(db: Db, env: Env, clock: () => Date, scheduler: Scheduler) {
  const { secret, verify, parse } = scheduler;
  return async (c: Context) => {
    c.header("Cache-Control", "no-store");
    if (!secret) return c.json({ error: "Not found" }, 404);
    const body = await readBoundedBody(c, BOOKING_BODY_LIMIT);
    if (!body.ok) {
      outcome.refused.inc();
      return c.json({ error: "Too large" }, body.status === 413 ? 413 : 400);
    }
    const refusal = verify(c, body.bytes, secret);
    if (refusal) {
      outcome.refused.inc();
      return c.json({ error: refusal }, 401);
    }
    const parsed = parse(body.bytes.toString("utf8"));
    if (parsed.kind === "malformed") {
      outcome.refused.inc();
      return c.json({ error: "Not a booking this site can read" }, 400);
    }
    if (parsed.kind === "other") {
      outcome.ignored.inc();
      return c.json({ ignored: parsed.trigger }, 200);
    }
    try {
      const stored = await storeBookingChange(
        db,
        parsed.change,
        {
          salesEmail: env.SALES_EMAIL,
          webhook: env.WEBHOOK_URL !== undefined,
        },
        clock(),
      );
      if (stored.outcome === "duplicate") {
        outcome.duplicate.inc();
        return c.json({ stored: false, duplicate: true }, 200);
      }
      outcome.stored.inc();
      bookingsByStatus.labels(stored.status).inc();
      if (stored.secondsFromInquiry !== null) inquiryToBooking.observe(stored.secondsFromInquiry);
      return c.json({ stored: true }, 200);
    } catch (err) {
      outcome.unavailable.inc();
      log.error(
        { err: errorField(err) },
        "bookings: could not store a booking; the scheduler sends it again",
      );
      return c.json({ error: "Unavailable, send again" }, 503);
    }
  };
}
