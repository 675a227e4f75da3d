import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Db } from "../db/connect";
import { writeTransaction } from "../db/group-commit";
import type { Booking, Database } from "../db/schema";
import { enqueue } from "../mail/outbox";
import { bookingNoticeMail } from "../mail/templates";
import { enqueueWebhookEvent } from "../webhook/outbox";
import { BOOKING_EVENTS } from "../webhook/payload";
import type { BookingChange, BookingTrigger } from "./change";

/** The outbox kind of a booked call's notice to sales, watched as a lead (server/watches.ts). */
export const BOOKING_NOTICE = "booking-notice";

export type BookingStatus = "booked" | "rescheduled" | "cancelled";

const STATUS: Record<BookingTrigger, BookingStatus> = {
  BOOKING_CREATED: "booked",
  BOOKING_RESCHEDULED: "rescheduled",
  BOOKING_CANCELLED: "cancelled",
};

export interface BookingDeps {
  salesEmail: string;
  /** A webhook receiver is configured: the CRM gets an event of its own. */
  webhook: boolean;
}

export type Stored =
  | { outcome: "duplicate" }
  | {
      outcome: "stored";
      status: BookingStatus;
      /** Seconds from the inquiry to the booking (a new booking with an inquiry), else null. */
      secondsFromInquiry: number | null;
    };

/**
 * Stores one change the scheduler reported, once: a delivery sent again (Cal.com retries until
 * it is answered 2xx) finds the booking already in that state and changes nothing. With a new
 * state, sales gets a one-line notice and the CRM webhook an event, both in the same
 * transaction through the outbox, so a stored booking is never left unannounced.
 */
export async function storeBookingChange(
  db: Db,
  change: BookingChange,
  deps: BookingDeps,
  now = new Date(),
): Promise<Stored> {
  const status = STATUS[change.trigger];
  const at = now.toISOString();
  return writeTransaction(db, async (trx) => {
    const current = await rowOf(trx, change);
    if (current && current.status === status && current.uid === change.uid) {
      return { outcome: "duplicate" } as const;
    }
    const inquiry = current?.inquiry_id
      ? { id: current.inquiry_id, received_at: null }
      : await inquiryOf(trx, change);
    const channel = change.channel ?? current?.channel ?? null;
    const row: Booking = {
      uid: change.uid,
      inquiry_id: inquiry?.id ?? null,
      name: change.name,
      email: change.email,
      status,
      start_at: change.startAt,
      end_at: change.endAt,
      time_zone: change.timeZone,
      channel,
      created_at: current?.created_at ?? at,
      updated_at: at,
    };
    if (current) {
      // A reschedule replaces the booking it moves: one row per call, under its newest uid.
      await trx.updateTable("bookings").set(row).where("uid", "=", current.uid).execute();
    } else {
      await trx.insertInto("bookings").values(row).execute();
    }
    const secondsFromInquiry =
      status === "booked" && !current && inquiry?.received_at
        ? Math.max(0, (now.getTime() - new Date(inquiry.received_at).getTime()) / 1000)
        : null;
    const notice = {
      status,
      name: row.name,
      email: row.email,
      startAt: row.start_at,
      timeZone: row.time_zone,
      inquiryId: row.inquiry_id,
      channel,
    };
    await enqueue(
      trx,
      [
        {
          kind: BOOKING_NOTICE,
          to: deps.salesEmail,
          replyTo: row.email,
          subjectEmail: row.email,
          inquiryId: row.inquiry_id ?? undefined,
          content: bookingNoticeMail(notice),
        },
      ],
      now,
    );
    if (deps.webhook) {
      await enqueueWebhookEvent(
        trx,
        {
          type: BOOKING_EVENTS[status],
          timestamp: at,
          data: {
            id: randomUUID(),
            booking_uid: row.uid,
            status,
            name: row.name,
            email: row.email,
            start_at: row.start_at,
            end_at: row.end_at,
            time_zone: row.time_zone,
            inquiry_id: row.inquiry_id,
            channel,
            seconds_from_inquiry: secondsFromInquiry,
          },
        },
        now,
      );
    }
    return { outcome: "stored", status, secondsFromInquiry } as const;
  });
}

/** The booking a change is about: its own uid, or the one a reschedule replaces. */
async function rowOf(trx: Kysely<Database>, change: BookingChange): Promise<Booking | undefined> {
  const own = await trx
    .selectFrom("bookings")
    .selectAll()
    .where("uid", "=", change.uid)
    .executeTakeFirst();
  if (own || !change.replaces) return own;
  return trx
    .selectFrom("bookings")
    .selectAll()
    .where("uid", "=", change.replaces)
    .executeTakeFirst();
}

/** The inquiry the link named, if it exists; else the attendee's latest inquiry; else none. */
async function inquiryOf(trx: Kysely<Database>, change: BookingChange) {
  if (change.inquiryId) {
    const named = await trx
      .selectFrom("inquiries")
      .select(["id", "received_at"])
      .where("id", "=", change.inquiryId)
      .executeTakeFirst();
    if (named) return named;
  }
  return trx
    .selectFrom("inquiries")
    .select(["id", "received_at"])
    .where(sql<boolean>`lower(email) = ${change.email}`)
    .orderBy("received_at", "desc")
    .limit(1)
    .executeTakeFirst();
}
