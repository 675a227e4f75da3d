import type { Kysely } from "kysely";
import type { Db } from "../db/connect";
import type { Database } from "../db/schema";
import { QUEUES, type QueueName } from "./queue";

type QueueColumns = Database["webhook_outbox"];

export type Requeued = Record<QueueName, number>;

/**
 * Puts failed deliveries (mail and webhook) back in the queue, due now, with the whole retry
 * schedule ahead of them again: every failed one, or those of one inquiry (or the one delivery
 * with that id). A new failure raises a new alert; a late one already alerted is not again.
 */
export async function requeueFailed(
  db: Db,
  which: { id: string } | { all: true },
  now = new Date(),
): Promise<Requeued> {
  const at = now.toISOString();
  const counts = { mail: 0, webhook: 0 } as Requeued;
  await db.kysely.transaction().execute(async (trx) => {
    for (const queue of Object.keys(QUEUES) as QueueName[]) {
      const { failedAt } = QUEUES[queue];
      let q = (trx as unknown as Kysely<{ queue: QueueColumns }>)
        .updateTable(QUEUES[queue].table as unknown as "queue")
        .set({
          status: "pending",
          attempts: 0,
          next_attempt_at: at,
          locked_until: null,
          alerted_failed_at: null,
          ...(failedAt ? { [failedAt]: null } : {}),
        })
        .where("status", "=", "failed");
      if ("id" in which) {
        q = q.where((eb) => eb.or([eb("id", "=", which.id), eb("inquiry_id", "=", which.id)]));
      }
      const result = await q.executeTakeFirst();
      counts[queue] = Number(result.numUpdatedRows);
    }
  });
  return counts;
}
