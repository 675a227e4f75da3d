import { site } from "@content/site";
import type { Kysely } from "kysely";
import type { Db } from "../db/connect";
import type { Database } from "../db/schema";
import { log as defaultLog, errorField, type Logger } from "../log";
import { deliveriesOverdue, deliveryAlerts } from "../metrics/registry";
import type { AlertSink } from "./alert-sink";
import { QUEUES, type QueueName } from "./queue";
import { RETRY_SCHEDULE, retrySpanMs } from "./schedule";
import { scrubAddresses } from "./scrub";

/** A queue whose deliveries an operator must hear about when they are late or given up. */
export interface Watch {
  queue: QueueName;
  /** Only rows of this kind (mail: the sales notices; a visitor's confirmation is not watched). */
  kind?: string;
  /** What one such row is called in an alert: "sales notice", "webhook delivery". */
  label: string;
  /** Mail only: false when no recovery digest to sales follows (server/mail/digest.ts lists inquiries' notices). */
  digest?: boolean;
}

export type AlertReason = "late" | "failed";

export interface Alerted {
  queue: QueueName;
  reason: AlertReason;
  inquiryIds: string[];
}

export interface AlertOptions {
  db: Db;
  watches: Watch[];
  /** ALERT_AFTER_SECONDS, in ms: undelivered this long after it was queued is late. */
  alertAfterMs: number;
  /** The operators' channel (ALERT_WEBHOOK_URL); the metric and the log line go out regardless. */
  sink?: AlertSink;
  clock?: () => Date;
  /** Between two checks. */
  intervalMs?: number;
  log?: Logger;
  /** Runs after each check, with its time (the mail's recovery digest). */
  afterCheck?: (now: Date) => Promise<unknown>;
}

export interface DeliveryAlerts {
  /** Looks now: alerts what became late or failed since, sets the overdue gauge. */
  check(): Promise<Alerted[]>;
  /** Something was just given up on: check soon instead of at the next tick. */
  nudge(): void;
  /** Stops checking; an alert still being retried is given up, and logged. */
  stop(): Promise<void>;
}

// Both tables have the queue's columns; Kysely cannot see that through a union of names.
type QueueColumns = Database["webhook_outbox"] & { kind: string };
const queueDb = (db: Db) => db.kysely as unknown as Kysely<{ queue: QueueColumns }>;

const UNDELIVERED = ["pending", "sending"];
/** Ids named in one message; the rest are counted ("and 12 more"). */
const NAMED = 20;

function minutes(ms: number): string {
  const m = Math.round(ms / 60_000);
  return m < 120 ? `${m} min` : `${Math.round(m / 60)} h`;
}

/**
 * Marks what is newly late or failed as alerted. A read finds them first (most checks find
 * nothing, and a read takes no write lock); the conditional UPDATE then claims them, so with
 * several instances checking at once each row is alerted by exactly one.
 */
async function claim(db: Db, watch: Watch, reason: AlertReason, now: Date, cutoff: string) {
  const column = reason === "late" ? "alerted_at" : "alerted_failed_at";
  const table = QUEUES[watch.queue].table as unknown as "queue";
  const kysely = queueDb(db);
  let found = kysely.selectFrom(table).select("id").where(column, "is", null);
  found =
    reason === "late"
      ? found.where("status", "in", UNDELIVERED).where("created_at", "<=", cutoff)
      : found.where("status", "=", "failed");
  if (watch.kind) found = found.where("kind", "=", watch.kind);
  const ids = (await found.execute()).map((r) => r.id);
  if (!ids.length) return [];
  return kysely
    .updateTable(table)
    .set({ [column]: now.toISOString() })
    .where("id", "in", ids)
    .where(column, "is", null)
    .returning(["id", "inquiry_id", "created_at", "attempts", "last_error"])
    .execute();
}

/** Late (undelivered past the threshold) or failed: what the deliveriesOverdue gauge shows. */
async function countOverdue(db: Db, watch: Watch, cutoff: string): Promise<number> {
  let q = queueDb(db)
    .selectFrom(QUEUES[watch.queue].table as unknown as "queue")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "in", UNDELIVERED), eb("created_at", "<=", cutoff)]),
        eb("status", "=", "failed"),
      ]),
    );
  if (watch.kind) q = q.where("kind", "=", watch.kind);
  const { n } = await q.executeTakeFirstOrThrow();
  return Number(n);
}

/** What a claimed row tells the alert: ids and the last try, never a message's contents. */
interface AlertedRow {
  id: string;
  inquiry_id: string | null;
  last_error: string | null;
  attempts: number;
}

/** The Slack text: what happened, which inquiries (ids only, never their contents), what next. */
export function alertText(
  watch: Watch,
  reason: AlertReason,
  rows: AlertedRow[],
  alertAfterMs: number,
): string {
  // A row of no inquiry (a call booked from the header's link) is named by its own id, which
  // `retry --id` and `dismiss` take as well.
  const inquiries = rows.every((r) => r.inquiry_id);
  const ids = inquiries
    ? rows.map((r) => r.inquiry_id)
    : rows.map((r) => (r.inquiry_id ? `inquiry ${r.inquiry_id}` : `delivery ${r.id}`));
  const named =
    (inquiries ? "inquiry " : "") +
    ids.slice(0, NAMED).join(", ") +
    (ids.length > NAMED ? ` and ${ids.length - NAMED} more` : "");
  const plural = rows.length === 1 ? "" : "s";
  const what = `${rows.length} ${watch.label}${plural}`;
  const lastError = rows.find((r) => r.last_error)?.last_error;
  const error = lastError ? ` Last error: ${scrubAddresses(lastError).slice(0, 200)}.` : "";
  const head =
    reason === "late"
      ? `${what} still undelivered ${minutes(alertAfterMs)} after queueing (${named}).${error} Retried for ${minutes(retrySpanMs(RETRY_SCHEDULE))} in all.`
      : `${what} given up on (${named}).${error} Put back in the queue with: npm run inquiries -- retry --failed (or, if it never will succeed: dismiss ID --why "…")`;
  const sales =
    watch.queue === "mail" && watch.digest !== false
      ? " Sales gets one digest of these inquiries when mail works again."
      : "";
  return `:rotating_light: ${site.brand} site, ${watch.queue} queue: ${head}${sales} Runbook: docs/operations.md, "Deliveries and alerts".`;
}

/**
 * The periodic check: a sales notice (or a webhook delivery) still undelivered ALERT_AFTER_SECONDS
 * after it was queued, or given up on, raises one alert per reason by paths that do not depend
 * on the one that failed: the h2_delivery_alerts_total counter, the h2_deliveries_overdue
 * gauge, one log line at level error, and a Slack message to the operators' channel.
 */
export function startDeliveryAlerts({
  db,
  watches,
  alertAfterMs,
  sink,
  clock = () => new Date(),
  intervalMs = 30_000,
  log = defaultLog,
  afterCheck,
}: AlertOptions): DeliveryAlerts {
  const sending = new Set<Promise<boolean>>();
  // A queue nobody watches (no webhook receiver) has nothing overdue.
  for (const queue of Object.keys(QUEUES) as QueueName[]) {
    if (!watches.some((w) => w.queue === queue)) deliveriesOverdue.set({ queue }, 0);
  }

  async function checkOnce(): Promise<Alerted[]> {
    const now = clock();
    const cutoff = new Date(now.getTime() - alertAfterMs).toISOString();
    const alerted: Alerted[] = [];
    // Summed per queue: two watches of one queue (the sales and download notices) share a series.
    const overdue = new Map<QueueName, number>();
    for (const watch of watches) {
      for (const reason of ["late", "failed"] as const) {
        const rows = await claim(db, watch, reason, now, cutoff);
        if (!rows.length) continue;
        const inquiryIds = rows.flatMap((r) => (r.inquiry_id ? [r.inquiry_id] : []));
        const deliveryIds = rows.flatMap((r) => (r.inquiry_id ? [] : [r.id]));
        alerted.push({ queue: watch.queue, reason, inquiryIds });
        deliveryAlerts.inc({ queue: watch.queue, reason }, rows.length);
        log.error(
          {
            event: "delivery_alert",
            queue: watch.queue,
            reason,
            count: rows.length,
            inquiryIds,
            ...(deliveryIds.length ? { deliveryIds } : {}),
          },
          reason === "late"
            ? `${watch.label} undelivered past ALERT_AFTER_SECONDS`
            : `${watch.label} given up on`,
        );
        if (sink) {
          const p = sink.send(alertText(watch, reason, rows, alertAfterMs));
          sending.add(p);
          void p.finally(() => sending.delete(p));
        }
      }
      const n = await countOverdue(db, watch, cutoff);
      overdue.set(watch.queue, (overdue.get(watch.queue) ?? 0) + n);
    }
    for (const [queue, n] of overdue) deliveriesOverdue.set({ queue }, n);
    await afterCheck?.(now);
    return alerted;
  }

  let running: Promise<Alerted[]> | null = null;
  const check = () => {
    running ??= checkOnce().finally(() => {
      running = null;
    });
    return running;
  };

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failing = "";
  const tick = async () => {
    try {
      await check();
      failing = "";
    } catch (err) {
      // Storage down: readiness and the queue's own lines say so; this says it once.
      const { message } = errorField(err);
      if (message !== failing) log.error({ err: errorField(err) }, "delivery alert check failed");
      failing = message;
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, Math.min(intervalMs, 5_000));

  let nudged: ReturnType<typeof setTimeout> | undefined;
  return {
    check,
    nudge() {
      if (stopped || nudged) return;
      nudged = setTimeout(() => {
        nudged = undefined;
        void check().catch(() => {});
      }, 1_000);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(nudged);
      await running?.catch(() => {});
      sink?.close();
      await Promise.all(sending);
    },
  };
}
