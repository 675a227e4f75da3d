import type { Db } from "../db/connect";
import type { WebhookRow } from "../db/schema";
import { backoffMs } from "../mail/outbox";
import { type OutboxPoller, type PollerOptions, startPoller } from "../mail/poller";
import { createSigner, deliver, type Outcome } from "./deliver";
import { claimDueWebhooks, markDelivered, markFailed, markRetry, unclaim } from "./outbox";
import type { WebhookTarget } from "./target";

/** How long a receiver may stay down before a delivery is given up on (and reported). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** A receiver that has not answered by then counts as down for this attempt. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Deliveries claimed at once (their marks written together: a commit is a disk flush)… */
const BATCH = 40;
/** …and in flight at once, so a slow receiver holds up a few, and the batch ends within its lease. */
const CONCURRENCY = 10;

export interface WebhookWorkerOptions extends PollerOptions {
  timeoutMs?: number;
  giveUpAfterMs?: number;
  /** Delay before attempt n+1 (tests shorten it); the mail outbox's 5 s doubling to 30 min. */
  retryDelayMs?: (attempts: number) => number;
}

export type WebhookWorker = OutboxPoller;

/** Polls the webhook outbox and delivers due rows, with retries, backoff and a bound. */
export function startWebhookWorker(
  db: Db,
  target: WebhookTarget,
  options: WebhookWorkerOptions = {},
): WebhookWorker {
  const {
    timeoutMs = REQUEST_TIMEOUT_MS,
    giveUpAfterMs = GIVE_UP_AFTER_MS,
    retryDelayMs = backoffMs,
    log = console.log,
  } = options;
  const signer = createSigner(target);

  /** Each row's outcome, at most CONCURRENCY requests at a time. */
  async function send(batch: WebhookRow[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = new Array(batch.length);
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < batch.length; i = next++) {
        outcomes[i] = await deliver(batch[i]!, target, signer, timeoutMs);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, lane));
    return outcomes;
  }

  async function settle(row: WebhookRow, outcome: Exclude<Outcome, { kind: "delivered" }>) {
    const now = new Date();
    if (outcome.kind === "refused") {
      log(
        `webhook: inquiry ${row.inquiry_id} refused by the receiver (${outcome.error}); not retried, listed by npm run inquiries -- report`,
      );
      return markFailed(db, row.id, outcome.error, now);
    }
    const delay = Math.max(retryDelayMs(row.attempts), outcome.retryAfterMs ?? 0);
    const next = new Date(now.getTime() + delay);
    if (next.getTime() > Date.parse(row.created_at) + giveUpAfterMs) {
      log(
        `webhook: gave up on inquiry ${row.inquiry_id} after ${row.attempts} attempts (last: ${outcome.error}); listed by npm run inquiries -- report`,
      );
      return markFailed(
        db,
        row.id,
        `gave up after ${row.attempts} attempts: ${outcome.error}`,
        now,
      );
    }
    log(`webhook: inquiry ${row.inquiry_id} attempt ${row.attempts} failed: ${outcome.error}`);
    return markRetry(db, row.id, outcome.error, next);
  }

  async function drainOnce(stopped: () => boolean): Promise<number> {
    let delivered = 0;
    for (;;) {
      if (stopped()) return delivered;
      const batch = await claimDueWebhooks(db, BATCH);
      if (!batch.length) return delivered;
      if (stopped()) {
        await unclaim(
          db,
          batch.map((r) => r.id),
        ).catch(() => {});
        return delivered;
      }
      const outcomes = await send(batch);
      const done = batch.filter((_, i) => outcomes[i]!.kind === "delivered").map((r) => r.id);
      await markDelivered(db, done);
      delivered += done.length;
      for (const [i, row] of batch.entries()) {
        const outcome = outcomes[i]!;
        if (outcome.kind !== "delivered") await settle(row, outcome).catch(() => {});
      }
      // A short batch means nothing else was due: the next wake or tick picks up newcomers.
      if (batch.length < BATCH) return delivered;
    }
  }

  return startPoller("webhook", drainOnce, options);
}
