import type { Kysely } from "kysely";
import type { Db } from "../db/connect";
import { preparedInsert } from "../db/prepared";
import type { Database, Inquiry, WebhookRow } from "../db/schema";
import { claimDue } from "../outbox/queue";
import { inquiryPayload, type WebhookEvent } from "./payload";

const insertDelivery = preparedInsert(
  "webhook_outbox",
  [
    "id",
    "inquiry_id",
    "subject_email",
    "payload",
    "status",
    "attempts",
    "next_attempt_at",
    "locked_until",
    "last_error",
    "created_at",
    "finished_at",
    "alerted_at",
    "alerted_failed_at",
    "dismissed_at",
    "dismissed_by",
    "dismissed_why",
  ],
  { doNothingOn: "id" },
);

/**
 * Queues the inquiry's delivery inside the caller's transaction. The row's id is the inquiry's,
 * so there is one webhook-id per inquiry and a second queueing (a release) changes nothing.
 */
export async function enqueueWebhook(trx: Kysely<Database>, inquiry: Inquiry, now = new Date()) {
  await enqueueWebhookEvent(trx, inquiryPayload(inquiry), now);
}

/**
 * Queues one event's delivery inside the caller's transaction: its id is the webhook-id (the
 * inquiry's, or the case-study request's) and stands in `inquiry_id` for the owner's tools
 * (`retry --id`), the erasure by the address it concerns.
 */
export async function enqueueWebhookEvent(
  trx: Kysely<Database>,
  event: WebhookEvent,
  now = new Date(),
) {
  const at = now.toISOString();
  await insertDelivery(trx, {
    id: event.data.id,
    inquiry_id: event.data.id,
    subject_email: event.data.email,
    payload: JSON.stringify(event),
    status: "pending",
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    created_at: at,
    finished_at: null,
    alerted_at: null,
    alerted_failed_at: null,
    dismissed_at: null,
    dismissed_by: null,
    dismissed_why: null,
  });
}

/**
 * Claims up to `limit` due deliveries, as every outbox queue is claimed (FOR UPDATE SKIP LOCKED
 * on PostgreSQL, a lease that outlives the longest attempt many times over).
 */
export const claimDueWebhooks = (db: Db, limit = 10, now = new Date()): Promise<WebhookRow[]> =>
  claimDue(db, "webhook", limit, now);

/** Deliveries refused or given up on, with who they were about, for the owner's report. */
export async function listGivenUp(db: Db, { since }: { since?: string } = {}) {
  let q = db.kysely
    .selectFrom("webhook_outbox")
    .select(["inquiry_id", "payload", "attempts", "last_error", "created_at", "finished_at"])
    .where("status", "=", "failed")
    .orderBy("created_at");
  if (since) q = q.where("created_at", ">=", since);
  const rows = await q.execute();
  return rows.map(({ payload, ...row }) => {
    const { data } = JSON.parse(payload) as WebhookEvent;
    return { ...row, name: data.name, email: data.email };
  });
}
