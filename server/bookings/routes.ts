import { Hono } from "hono";
import type { Db } from "../db/connect";
import type { Env } from "../env";
import { readBoundedBody } from "../http/bounded-body";
import { errorField, log } from "../log";
import { bookingsByStatus, bookingWebhooks, inquiryToBooking } from "../metrics/registry";
import { CAL_SIGNATURE_HEADER, parseCalDelivery, signedByCal } from "./cal-event";
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

/**
 * POST /api/bookings/cal: Cal.com's webhooks for the discovery call (docs/bookings.md). Each
 * delivery is signed with CAL_WEBHOOK_SECRET (X-Cal-Signature-256, the hex HMAC-SHA256 of the
 * raw body); one unsigned, signed otherwise, malformed or too large is refused with 401, 400 or
 * 413 and stores nothing. A booking is stored once however often it is sent; a store that is
 * down answers 503, and Cal.com sends it again. Without the secret the route is not there (404).
 */
export function bookingRoutes({ db, env }: { db: Db; env: Env }) {
  const app = new Hono();
  const secret = env.CAL_WEBHOOK_SECRET;
  app.post("/cal", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!secret) return c.json({ error: "Not found" }, 404);
    const body = await readBoundedBody(c, BOOKING_BODY_LIMIT);
    if (!body.ok) {
      outcome.refused.inc();
      return c.json({ error: "Too large" }, body.status === 413 ? 413 : 400);
    }
    if (!signedByCal(body.bytes, c.req.header(CAL_SIGNATURE_HEADER), secret)) {
      outcome.refused.inc();
      return c.json({ error: "Bad signature" }, 401);
    }
    const parsed = parseCalDelivery(body.bytes.toString("utf8"));
    if (parsed.kind === "malformed") {
      outcome.refused.inc();
      return c.json({ error: "Not a booking this site can read" }, 400);
    }
    if (parsed.kind === "other") {
      outcome.ignored.inc();
      return c.json({ ignored: parsed.trigger }, 200);
    }
    try {
      const stored = await storeBookingChange(db, parsed.change, {
        salesEmail: env.SALES_EMAIL,
        webhook: env.WEBHOOK_URL !== undefined,
      });
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
  });
  return app;
}
