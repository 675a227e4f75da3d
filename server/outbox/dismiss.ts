import type { Kysely } from "kysely";
import type { Db } from "../db/connect";
import type { Database } from "../db/schema";
import { QUEUES, type QueueName } from "./queue";

// Both tables have the queue's columns; Kysely cannot see that through a union of names.
type QueueColumns = Omit<Database["webhook_outbox"], "inquiry_id"> & {
  inquiry_id: string | null;
  kind?: string;
};
const queueDb = (db: Db) => db.kysely as unknown as Kysely<{ queue: QueueColumns }>;
const tableOf = (queue: QueueName) => QUEUES[queue].table as unknown as "queue";

/** Longest reason kept: a sentence or two for whoever reads the report. */
export const WHY_MAX = 500;

const UNDELIVERED = ["pending", "sending", "failed"];

/** One delivery as the owner's CLI names it. */
export interface DeliveryRef {
  queue: QueueName;
  id: string;
  /** Null for mail of no inquiry's (a newsletter welcome, the recovery digest). */
  inquiryId: string | null;
  /** The message's kind (confirmation, sales-notice…); "webhook" for a webhook delivery. */
  kind: string;
  status: string;
  attempts: number;
}

export type DismissOutcome =
  | { outcome: "dismissed"; delivery: DeliveryRef }
  /** Nothing undelivered has that id: `done` lists what it names that is over (sent, dismissed). */
  | { outcome: "none"; done: DeliveryRef[] }
  /** The id names several undelivered deliveries (an inquiry's): one must be chosen. */
  | { outcome: "several"; deliveries: DeliveryRef[] }
  /** A worker holds it right now: its attempt decides first. */
  | { outcome: "sending"; delivery: DeliveryRef };

async function matching(db: Db, id: string, queues: QueueName[]): Promise<DeliveryRef[]> {
  const found: DeliveryRef[] = [];
  for (const queue of queues) {
    const rows = await queueDb(db)
      .selectFrom(tableOf(queue))
      .select(["id", "inquiry_id", "status", "attempts"])
      .$if(queue === "mail", (q) => q.select("kind"))
      .where((eb) => eb.or([eb("id", "=", id), eb("inquiry_id", "=", id)]))
      .orderBy("created_at")
      .execute();
    for (const r of rows) {
      found.push({
        queue,
        id: r.id,
        inquiryId: r.inquiry_id,
        kind: (r as { kind?: string }).kind ?? "webhook",
        status: r.status,
        attempts: r.attempts,
      });
    }
  }
  return found;
}

/**
 * Ends a delivery that will never succeed (a visitor's address that does not exist, a receiver
 * that is gone): status "dismissed", which no worker claims and no alert, readiness check or
 * gauge counts, with when, by whom and why, for the report. `id` is the delivery's own id or
 * its inquiry's, when that inquiry has one undelivered delivery (in `queue`, when given).
 */
export async function dismissDelivery(
  db: Db,
  id: string,
  { by, why, queue, now = new Date() }: { by: string; why: string; queue?: QueueName; now?: Date },
): Promise<DismissOutcome> {
  const all = await matching(db, id, queue ? [queue] : (Object.keys(QUEUES) as QueueName[]));
  const open = all.filter((d) => UNDELIVERED.includes(d.status));
  if (open.length === 0) return { outcome: "none", done: all };
  if (open.length > 1) return { outcome: "several", deliveries: open };
  const delivery = open[0]!;
  const at = now.toISOString();
  const result = await queueDb(db)
    .updateTable(tableOf(delivery.queue))
    .set({
      status: "dismissed",
      locked_until: null,
      dismissed_at: at,
      dismissed_by: by.slice(0, 100),
      dismissed_why: why.slice(0, WHY_MAX),
    })
    .where("id", "=", delivery.id)
    // A lease still running is a worker's attempt in hand: it settles the row first.
    .where((eb) =>
      eb.or([
        eb("status", "in", ["pending", "failed"]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", at)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const again = await matching(db, delivery.id, [delivery.queue]);
    const current = again.find((d) => d.id === delivery.id) ?? delivery;
    return UNDELIVERED.includes(current.status)
      ? { outcome: "sending", delivery: current }
      : { outcome: "none", done: [current] };
  }
  return { outcome: "dismissed", delivery: { ...delivery, status: "dismissed" } };
}

/** Deliveries dismissed by hand, oldest first, with who ended them and why (the owner's report). */
export async function listDismissed(db: Db, { since }: { since?: string } = {}) {
  const rows: (DeliveryRef & {
    created_at: string;
    last_error: string | null;
    dismissed_at: string | null;
    dismissed_by: string | null;
    dismissed_why: string | null;
  })[] = [];
  for (const queue of Object.keys(QUEUES) as QueueName[]) {
    let q = queueDb(db)
      .selectFrom(tableOf(queue))
      .select([
        "id",
        "inquiry_id",
        "status",
        "attempts",
        "created_at",
        "last_error",
        "dismissed_at",
        "dismissed_by",
        "dismissed_why",
      ])
      .$if(queue === "mail", (q) => q.select("kind"))
      .where("status", "=", "dismissed");
    if (since) q = q.where("created_at", ">=", since);
    for (const { inquiry_id, ...r } of await q.execute()) {
      const kind = (r as { kind?: string }).kind ?? "webhook";
      rows.push({ ...r, queue, inquiryId: inquiry_id, kind });
    }
  }
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
}
