import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

export type QueueName = "mail" | "webhook";

/** Each queue's table. Read directly: the outbox code that claims rows is not a dependency. */
const TABLES = { mail: "outbox", webhook: "webhook_outbox" } as const;

export const QUEUES = Object.keys(TABLES) as QueueName[];

export interface QueueStats {
  /** Waiting or being sent. */
  pending: number;
  /** Given up after the last attempt (until an operator retries them). */
  failed: number;
  /** Due and undelivered for longer than the alert threshold. */
  late: number;
  /** Seconds the oldest due, undelivered row has waited (0 when there is none). */
  oldestDueSeconds: number;
}

/**
 * One aggregate per queue over its undelivered rows (the status index keeps it off the
 * delivered ones). A row is due once its first attempt time has passed; from then on it counts
 * from when it was queued, through every retry's wait, until it is delivered. Timestamps are
 * ISO strings in both engines, so they compare as text.
 */
export async function queueStats(
  db: Kysely<Database>,
  queue: QueueName,
  { now = new Date(), lateAfterSeconds }: { now?: Date; lateAfterSeconds: number },
): Promise<QueueStats> {
  const at = now.toISOString();
  const lateBefore = new Date(now.getTime() - lateAfterSeconds * 1000).toISOString();
  const table = sql.table(TABLES[queue]);
  const undelivered = sql`status in ('pending', 'sending')`;
  const due = sql`(attempts > 0 or next_attempt_at <= ${at})`;
  const dueSince = sql`case when attempts = 0 then next_attempt_at else created_at end`;
  const { rows } = await sql<{
    pending: number | string | null;
    failed: number | string | null;
    late: number | string | null;
    oldest: string | null;
  }>`select
      sum(case when ${undelivered} then 1 else 0 end) as pending,
      sum(case when status = 'failed' then 1 else 0 end) as failed,
      sum(case when ${undelivered} and ${due} and ${dueSince} <= ${lateBefore} then 1 else 0 end) as late,
      min(case when ${undelivered} and ${due} then ${dueSince} end) as oldest
    from ${table}
    where status in ('pending', 'sending', 'failed')`.execute(db);
  const row = rows[0];
  const oldest = row?.oldest ? Date.parse(row.oldest) : Number.NaN;
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    late: Number(row?.late ?? 0),
    oldestDueSeconds: Number.isNaN(oldest)
      ? 0
      : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
  };
}
