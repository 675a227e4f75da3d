import { type Kysely, type Selectable, sql } from "kysely";
import type { Db } from "../db/connect";
import type { Database } from "../db/schema";
import { deliveryAttempts } from "../metrics/registry";
import type { PollerOptions } from "./poller";
import { RETRY_SCHEDULE, type RetrySchedule } from "./schedule";

/**
 * The two transactional outboxes: every message (table `outbox`) and every webhook delivery
 * (`webhook_outbox`). Both hold the same queue columns; what differs is named here.
 * Status: pending → sending (leased) → sent | delivered, or failed (given up, or refused); a
 * delivery that will never succeed is dismissed by hand (dismiss.ts), and nothing takes it up.
 */
export const QUEUES = {
  mail: { table: "outbox", done: "sent", doneAt: "sent_at", failedAt: null },
  webhook: {
    table: "webhook_outbox",
    done: "delivered",
    doneAt: "finished_at",
    failedAt: "finished_at",
  },
} as const;

export type QueueName = keyof typeof QUEUES;
export type QueueRow<Q extends QueueName> = Selectable<Database[(typeof QUEUES)[Q]["table"]]>;

/** How long a claim lasts: many times the longest attempt, so only a dead holder loses it. */
export const LEASE_MS = 60_000;

/** What a queue's worker takes besides the poller's options. */
export interface QueueWorkerOptions extends PollerOptions {
  /** When to try again and when to give up (tests shorten it). */
  schedule?: RetrySchedule;
  /** The time claims and retries are reckoned in (tests move it forward). */
  clock?: () => Date;
  /** A delivery was given up on for good: the server checks its alerts at once. */
  onFailed?: () => void;
}

export const defaults = {
  schedule: RETRY_SCHEDULE,
  clock: () => new Date(),
};

// Both tables have the queue's columns; Kysely cannot see that through a union of names.
type QueueColumns = Database["webhook_outbox"];
const queueDb = (db: Db) => db.kysely as unknown as Kysely<{ queue: QueueColumns }>;
const tableOf = (queue: QueueName) => QUEUES[queue].table as unknown as "queue";

/**
 * Claims up to `limit` due rows of a queue. On PostgreSQL, FOR UPDATE SKIP LOCKED lets several
 * instances share the queue without two of them taking the same row; SQLite serialises
 * writers, so the single UPDATE is already exclusive. A claim is a lease: if its holder dies,
 * the row becomes due again when the lease expires.
 */
export async function claimDue<Q extends QueueName>(
  db: Db,
  queue: Q,
  limit: number,
  now = new Date(),
): Promise<QueueRow<Q>[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const kysely = queueDb(db);
  const table = tableOf(queue);
  let due = kysely
    .selectFrom(table)
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", at)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", at)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .limit(limit);
  if (db.engine === "postgres") due = due.forUpdate().skipLocked();
  const rows = await kysely
    .updateTable(table)
    .set({ status: "sending", locked_until: lease, attempts: sql<number>`attempts + 1` })
    .where("id", "in", due)
    .returningAll()
    .execute();
  return rows as unknown as QueueRow<Q>[];
}

/** Hands claimed rows back at once (shutting down, or short of lease) instead of waiting it out. */
export async function release(db: Db, queue: QueueName, ids: string[]) {
  if (!ids.length) return;
  await queueDb(db)
    .updateTable(tableOf(queue))
    .set({ status: "pending", locked_until: null, attempts: sql<number>`attempts - 1` })
    .where("id", "in", ids)
    // Dismissed meanwhile (its lease had run out): it stays dismissed.
    .where("status", "=", "sending")
    .execute();
}

/** One write for a whole batch: a commit is a disk flush, and the queue must not cost one per row. */
export async function markDone(db: Db, queue: QueueName, ids: string[], now = new Date()) {
  if (!ids.length) return;
  const { done, doneAt } = QUEUES[queue];
  await queueDb(db)
    .updateTable(tableOf(queue))
    .set({ status: done, locked_until: null, last_error: null, [doneAt]: now.toISOString() })
    .where("id", "in", ids)
    .execute();
  deliveryAttempts.inc({ queue, outcome: "delivered" }, ids.length);
}

export interface Failure {
  error: string;
  /** The receiver said no: retrying would not change its mind. */
  refused?: boolean;
  /** The receiver asked for at least this long before the next attempt (Retry-After). */
  retryAfterMs?: number;
}

/**
 * After a failed attempt: back to pending with the schedule's delay, or, after the last
 * attempt (or a refusal), failed for good, when `onFailed` runs (the alert check).
 */
export async function settleFailure(
  db: Db,
  queue: QueueName,
  row: { id: string; attempts: number },
  { error, refused = false, retryAfterMs = 0 }: Failure,
  {
    schedule = defaults.schedule,
    now = new Date(),
    onFailed,
  }: { schedule?: RetrySchedule; now?: Date; onFailed?: () => void } = {},
): Promise<"retry" | "failed"> {
  const final = refused || row.attempts >= schedule.maxAttempts;
  const delay = Math.max(schedule.delayMs(row.attempts), retryAfterMs);
  const { failedAt } = QUEUES[queue];
  await queueDb(db)
    .updateTable(tableOf(queue))
    .set({
      status: final ? "failed" : "pending",
      locked_until: null,
      last_error: error.slice(0, 500),
      next_attempt_at: new Date(now.getTime() + delay).toISOString(),
      ...(final && failedAt ? { [failedAt]: now.toISOString() } : {}),
    })
    .where("id", "=", row.id)
    // Dismissed meanwhile (its lease had run out): it stays dismissed.
    .where("status", "=", "sending")
    .execute();
  deliveryAttempts.inc({ queue, outcome: final ? "failed" : "retry" });
  if (final) onFailed?.();
  return final ? "failed" : "retry";
}
