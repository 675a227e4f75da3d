import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

export type QueueName = "mail" | "webhook";

/** Each queue's table. Read directly: the outbox code that claims rows is not a dependency. */
const TABLES = { mail: "outbox", webhook: "webhook_outbox" } as const;
export const QUEUES = Object.keys(TABLES) as QueueName[];

/** What a webhook delivery is counted as by kind (its table has one kind only). */
export const WEBHOOK_KIND = "webhook";

export interface Overdue {
  /** Due and undelivered for longer than the alert threshold. */
  late: number;
  /** Given up after the last attempt, or refused (until an operator retries or dismisses them). */
  failed: number;
  /** Seconds the oldest due, undelivered row has waited (0 when there is none). */
  oldestDueSeconds: number;
}

export interface QueueStats extends Overdue {
  /** Waiting or being sent. */
  pending: number;
  /** The same counts over the rows that reach sales only (the kinds readiness is about). */
  sales: Overdue;
  /** Late and failed rows of each kind that has any (the sales ones too). */
  byKind: { kind: string; late: number; failed: number }[];
}

const none = (): Overdue => ({ late: 0, failed: 0, oldestDueSeconds: 0 });

/**
 * One aggregate per kind over a queue's undelivered rows (the status index keeps it off the
 * delivered and dismissed ones). A row is due once its first attempt time has passed; from then
 * on it counts from when it was queued, through every retry's wait, until it is delivered.
 * Timestamps are ISO strings in both engines, so they compare as text. `salesKinds`: the kinds
 * that reach sales (a webhook delivery always does; undefined: every row of the queue).
 */
export async function queueStats(
  db: Kysely<Database>,
  queue: QueueName,
  {
    now = new Date(),
    lateAfterSeconds,
    salesKinds,
  }: { now?: Date; lateAfterSeconds: number; salesKinds?: readonly string[] },
): Promise<QueueStats> {
  const at = now.toISOString();
  const lateBefore = new Date(now.getTime() - lateAfterSeconds * 1000).toISOString();
  const table = sql.table(TABLES[queue]);
  const kind = queue === "mail" ? sql`kind` : sql.lit(WEBHOOK_KIND);
  const undelivered = sql`status in ('pending', 'sending')`;
  const due = sql`(attempts > 0 or next_attempt_at <= ${at})`;
  const dueSince = sql`case when attempts = 0 then next_attempt_at else created_at end`;
  const { rows } = await sql<{
    kind: string;
    pending: number | string | null;
    failed: number | string | null;
    late: number | string | null;
    oldest: string | null;
  }>`select ${kind} as kind,
      sum(case when ${undelivered} then 1 else 0 end) as pending,
      sum(case when status = 'failed' then 1 else 0 end) as failed,
      sum(case when ${undelivered} and ${due} and ${dueSince} <= ${lateBefore} then 1 else 0 end) as late,
      min(case when ${undelivered} and ${due} then ${dueSince} end) as oldest
    from ${table}
    where status in ('pending', 'sending', 'failed')
    ${queue === "mail" ? sql`group by kind` : sql``}`.execute(db);

  const ageOf = (oldest: string | null) => {
    const t = oldest ? Date.parse(oldest) : Number.NaN;
    return Number.isNaN(t) ? 0 : Math.max(0, Math.floor((now.getTime() - t) / 1000));
  };
  const add = (to: Overdue, r: (typeof rows)[number]) => {
    to.late += Number(r.late ?? 0);
    to.failed += Number(r.failed ?? 0);
    to.oldestDueSeconds = Math.max(to.oldestDueSeconds, ageOf(r.oldest));
  };
  const all = { ...none(), pending: 0 };
  const sales = none();
  const byKind: QueueStats["byKind"] = [];
  for (const r of rows) {
    // The webhook queue's one aggregate, over no row at all.
    if (r.pending === null) continue;
    all.pending += Number(r.pending ?? 0);
    add(all, r);
    if (!salesKinds || salesKinds.includes(r.kind)) add(sales, r);
    byKind.push({ kind: r.kind, late: Number(r.late ?? 0), failed: Number(r.failed ?? 0) });
  }
  return { ...all, sales, byKind };
}
