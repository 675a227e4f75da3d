import { type Kysely, sql } from "kysely";
import type { Db } from "../db/connect";
import { preparedInsert } from "../db/prepared";
import type { Database, Inquiry, WebhookRow } from "../db/schema";
import { claimDueRows } from "../mail/outbox";
import { type InquiryWebhook, inquiryPayload } from "./payload";

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
  ],
  { doNothingOn: "id" },
);

/**
 * Queues the inquiry's delivery inside the caller's transaction. The row's id is the inquiry's,
 * so there is one webhook-id per inquiry and a second queueing (a release) changes nothing.
 */
export async function enqueueWebhook(trx: Kysely<Database>, inquiry: Inquiry, now = new Date()) {
  const at = now.toISOString();
  await insertDelivery(trx, {
    id: inquiry.id,
    inquiry_id: inquiry.id,
    subject_email: inquiry.email,
    payload: JSON.stringify(inquiryPayload(inquiry)),
    status: "pending",
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    created_at: at,
    finished_at: null,
  });
}

/**
 * Claims up to `limit` due deliveries, exactly as the mail outbox claims messages (FOR UPDATE
 * SKIP LOCKED on PostgreSQL, a lease that outlives the longest attempt many times over).
 */
export const claimDueWebhooks = (db: Db, limit = 10, now = new Date()): Promise<WebhookRow[]> =>
  claimDueRows(db, "webhook_outbox", limit, now);

export async function markDelivered(db: Db, ids: string[], now = new Date()) {
  if (!ids.length) return;
  await db.kysely
    .updateTable("webhook_outbox")
    .set({
      status: "delivered",
      finished_at: now.toISOString(),
      locked_until: null,
      last_error: null,
    })
    .where("id", "in", ids)
    .execute();
}

export async function markRetry(db: Db, id: string, error: string, nextAttempt: Date) {
  await db.kysely
    .updateTable("webhook_outbox")
    .set({
      status: "pending",
      locked_until: null,
      last_error: error.slice(0, 500),
      next_attempt_at: nextAttempt.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

/** Refused by the receiver, or given up on: kept, for the owner's report. */
export async function markFailed(db: Db, id: string, error: string, now = new Date()) {
  await db.kysely
    .updateTable("webhook_outbox")
    .set({
      status: "failed",
      locked_until: null,
      last_error: error.slice(0, 500),
      finished_at: now.toISOString(),
    })
    .where("id", "=", id)
    .execute();
}

/** Shutting down: hands claimed rows back at once instead of waiting out the lease. */
export async function unclaim(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db.kysely
    .updateTable("webhook_outbox")
    .set({ status: "pending", locked_until: null, attempts: sql<number>`attempts - 1` })
    .where("id", "in", ids)
    .execute();
}

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
    const { data } = JSON.parse(payload) as InquiryWebhook;
    return { ...row, name: data.name, email: data.email };
  });
}
