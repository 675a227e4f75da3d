import { type ExpressionBuilder, sql } from "kysely";
import { originLine } from "../attribution/columns";
import type { Db } from "../db/connect";
import type { Database, OutboxRow } from "../db/schema";
import { messageOf } from "../mail/outbox";
import { addressHash } from "../shared/erasure";

const lowerIs = (column: string, address: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${address}`;

const parsed = (text: string | null) => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Everything the store holds about one address (a subject access request), as one document a
 * person can read: inquiries (with how the visit reached us), case-study requests, newsletter
 * subscription rows as stored (with whatever consent record they carry), the messages sent or
 * queued about them and the webhook deliveries, and whether the address was erased before.
 * Every table is read whole (selectAll), so a column added later is in the answer too.
 */
export async function subjectAccess(db: Db, email: string, now = new Date()) {
  const address = email.trim().toLowerCase();
  const inquiries = await db.kysely
    .selectFrom("inquiries")
    .selectAll()
    .where(lowerIs("email", address))
    .orderBy("received_at")
    .execute();
  const requests = await db.kysely
    .selectFrom("case_study_requests")
    .selectAll()
    .where(lowerIs("email", address))
    .orderBy("received_at")
    .execute();
  const ids = [...inquiries.map((r) => r.id), ...requests.map((r) => r.id)];
  /** Rows naming the address in `column`, or tied to one of its inquiries or requests. */
  const aboutThem =
    (column: "subject_email" | "email") =>
    (eb: ExpressionBuilder<Database, "outbox" | "webhook_outbox" | "bookings">) =>
      eb.or([lowerIs(column, address), ...(ids.length ? [eb("inquiry_id", "in", ids)] : [])]);
  const messages = await db.kysely
    .selectFrom("outbox")
    .selectAll()
    .where(aboutThem("subject_email"))
    .orderBy("created_at")
    .execute();
  const webhooks = await db.kysely
    .selectFrom("webhook_outbox")
    .selectAll()
    .where(aboutThem("subject_email"))
    .orderBy("created_at")
    .execute();
  const subscriptions = await db.kysely
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where(lowerIs("email", address))
    .execute();
  const bookings = await db.kysely
    .selectFrom("bookings")
    .selectAll()
    .where(aboutThem("email"))
    .orderBy("created_at")
    .execute();
  const erasures = await db.kysely
    .selectFrom("erasures")
    .selectAll()
    .where("address_hash", "=", addressHash(address))
    .execute();
  return {
    address,
    generated_at: now.toISOString(),
    about:
      "Everything this site's database holds about this address. Inquiries and case-study requests include how the visit reached us (landing page, referring site, campaign) while it is kept. Messages are the e-mails sent or queued about them; webhook deliveries are the copies handed to the firm's own tools.",
    inquiries: inquiries.map(({ idempotency_key: _key, ...r }) => ({
      ...r,
      how_the_visit_reached_us: originLine(r),
    })),
    case_study_requests: requests.map(({ link_hash: _hash, idempotency_key: _key, ...r }) => ({
      ...r,
      how_the_visit_reached_us: originLine(r),
    })),
    newsletter_subscriptions: subscriptions.map(({ token: _token, ...r }) => r),
    booked_calls: bookings,
    messages: messages.map((row) => {
      const { render, text_body, html_body: _html, ...r } = row;
      return { ...r, text: textOf(row) ?? text_body, made_from: parsed(render) };
    }),
    webhook_deliveries: webhooks.map(({ payload, ...r }) => ({ ...r, payload: parsed(payload) })),
    earlier_erasures: erasures.map((e) => e.erased_at),
  };
}

/** The message's text as it was (or will be) sent; a recipe is rendered, as the sender does. */
function textOf(row: OutboxRow): string | undefined {
  try {
    return messageOf(row).text_body;
  } catch {
    return undefined;
  }
}
