import { sql } from "kysely";
import type { Db } from "../db/connect";
import { MigrationFailedError, StorageUnavailableError } from "../db/errors";
import { pendingMigrations } from "../db/migrations";
import { log } from "../log";
import type { Watch } from "../outbox/alerts";
import { type QueueName, queueStats } from "./queue-stats";

/** The database must answer within this; readiness itself then answers within about as long. */
export const CHECK_TIMEOUT_MS = 1000;

export interface DatabaseCheck {
  ok: boolean;
  ms?: number;
  error?: "timeout" | "unavailable";
}
export interface MigrationsCheck {
  ok: boolean;
  pending?: number;
  /** refused: a migration of this build cannot be applied, so it will not use the database. */
  error?: "timeout" | "unavailable" | "refused";
  /** The migration that failed (refused only). */
  migration?: string;
}
export interface OverdueCounts {
  oldest_due_seconds: number;
  late: number;
  failed: number;
}

export interface QueueCheck {
  ok: boolean;
  /** The whole queue: every kind of message (or every webhook delivery). */
  oldest_due_seconds?: number;
  pending?: number;
  late?: number;
  failed?: number;
  /** What reaches sales (the alerts' watches): only its lateness fails the check. */
  sales?: OverdueCounts;
  /** Late and failed rows by kind, for every kind with rows waiting or failed. */
  kinds?: Record<string, { late: number; failed: number }>;
  error?: "timeout" | "unavailable";
}

export interface Readiness {
  ok: boolean;
  checks: {
    database: DatabaseCheck;
    migrations: MigrationsCheck;
    mail: QueueCheck;
    webhook: QueueCheck;
  };
}

export type CheckName = keyof Readiness["checks"];

class CheckTimeout extends Error {}

/** `work`, or a CheckTimeout after `ms`: a database that hangs fails the check instead of the probe. */
function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), ms);
  });
  // The losing query settles later; its rejection must not go unhandled.
  const running = Promise.resolve().then(work);
  running.catch(() => {});
  return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
}

/** What a failed check says: only whether it timed out, never an error text (no data leaks out). */
const failure = (err: unknown) =>
  ({ ok: false, error: err instanceof CheckTimeout ? "timeout" : "unavailable" }) as const;

/**
 * The kinds of a queue's rows that reach sales, as the alerts watch them: undefined when every
 * row does (the webhook queue, when a receiver is set), none when nothing of it is watched.
 */
function salesKindsOf(watches: readonly Watch[], queue: QueueName): string[] | undefined {
  const mine = watches.filter((w) => w.queue === queue);
  if (mine.some((w) => w.kind === undefined)) return undefined;
  return mine.map((w) => w.kind!);
}

export interface ReadinessOptions {
  alertAfterSeconds: number;
  /** What reaches sales and pages when late (server/watches.ts): the queues' checks look at it only. */
  watches: readonly Watch[];
  timeoutMs?: number;
  now?: () => Date;
}

/**
 * What /readyz answers (and the h2_ready gauges say): the database answers a real query within
 * a second, every migration this code knows is applied, and no delivery that reaches sales (a
 * sales or download notice, a webhook delivery) is due and undelivered past the alert
 * threshold. A visitor's message that cannot be delivered is not an outage of the instance:
 * it is counted as detail (and by kind), as failed rows are; nothing about a visitor is said.
 */
export async function checkReadiness(
  db: Db,
  {
    alertAfterSeconds,
    watches,
    timeoutMs = CHECK_TIMEOUT_MS,
    now = () => new Date(),
  }: ReadinessOptions,
): Promise<Readiness> {
  const database = async (): Promise<DatabaseCheck> => {
    const started = performance.now();
    try {
      await within(timeoutMs, () => sql`select 1`.execute(db.kysely));
      return { ok: true, ms: Math.round(performance.now() - started) };
    } catch (err) {
      return failure(err);
    }
  };
  const migrations = async (): Promise<MigrationsCheck> => {
    try {
      const pending = await within(timeoutMs, () => pendingMigrations(db.kysely));
      return pending.length ? { ok: false, pending: pending.length } : { ok: true };
    } catch (err) {
      const cause = err instanceof StorageUnavailableError ? err.cause : undefined;
      if (cause instanceof MigrationFailedError)
        return { ok: false, error: "refused", migration: cause.migration };
      return failure(err);
    }
  };
  const queue = async (name: QueueName): Promise<QueueCheck> => {
    try {
      const s = await within(timeoutMs, () =>
        queueStats(db.kysely, name, {
          now: now(),
          lateAfterSeconds: alertAfterSeconds,
          salesKinds: salesKindsOf(watches, name),
        }),
      );
      return {
        ok: s.sales.oldestDueSeconds < alertAfterSeconds,
        oldest_due_seconds: s.oldestDueSeconds,
        pending: s.pending,
        late: s.late,
        failed: s.failed,
        sales: {
          oldest_due_seconds: s.sales.oldestDueSeconds,
          late: s.sales.late,
          failed: s.sales.failed,
        },
        kinds: Object.fromEntries(
          s.byKind.map(({ kind, late, failed }) => [kind, { late, failed }]),
        ),
      };
    } catch (err) {
      return failure(err);
    }
  };
  const [d, m, mail, webhook] = await Promise.all([
    database(),
    migrations(),
    queue("mail"),
    queue("webhook"),
  ]);
  const checks = { database: d, migrations: m, mail, webhook };
  return { ok: Object.values(checks).every((c) => c.ok), checks };
}

/**
 * The readiness of one process as its probes share it: calls that arrive while a check runs
 * get that check's answer (a probe storm during an outage costs one query set, not one each),
 * and a change between ready and not ready is logged once.
 */
export function readinessProbe(db: Db, options: ReadinessOptions): () => Promise<Readiness> {
  let running: Promise<Readiness> | undefined;
  let wasOk: boolean | undefined;
  return () => {
    running ??= checkReadiness(db, options)
      .then((r) => {
        if (r.ok !== wasOk && (wasOk !== undefined || !r.ok)) {
          const failing = Object.entries(r.checks)
            .filter(([, c]) => !c.ok)
            .map(([name]) => name);
          if (r.ok) log.info({ event: "ready" }, "ready again: every readiness check passes");
          else log.warn({ event: "not_ready", failing }, `not ready: ${failing.join(", ")}`);
        }
        wasOk = r.ok;
        return r;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
