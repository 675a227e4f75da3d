import type { Db } from "../db/connect";
import type { WebhookRow } from "../db/schema";
import { log as defaultLog, scrubbed } from "../log";
import { type OutboxPoller, startPoller } from "../outbox/poller";
import {
  defaults,
  markDone,
  type QueueWorkerOptions,
  release,
  settleFailure,
} from "../outbox/queue";
import { createSigner, deliver, type Outcome } from "./deliver";
import { claimDueWebhooks } from "./outbox";
import type { WebhookTarget } from "./target";

/** A receiver that has not answered by then counts as down for this attempt. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** Deliveries claimed at once (their marks written together: a commit is a disk flush)… */
const BATCH = 40;
/** …and in flight at once, so a slow receiver holds up a few, and the batch ends within its lease. */
const CONCURRENCY = 10;

export interface WebhookWorkerOptions extends QueueWorkerOptions {
  timeoutMs?: number;
}

export type WebhookWorker = OutboxPoller;

/** Polls the webhook outbox and delivers due rows, with the outboxes' retry schedule. */
export function startWebhookWorker(
  db: Db,
  target: WebhookTarget,
  options: WebhookWorkerOptions = {},
): WebhookWorker {
  const {
    timeoutMs = REQUEST_TIMEOUT_MS,
    schedule = defaults.schedule,
    clock = defaults.clock,
    onFailed,
    log = defaultLog,
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
    const fields = { queue: "webhook", inquiryId: row.inquiry_id, attempt: row.attempts };
    const refused = outcome.kind === "refused";
    const last = !refused && row.attempts >= schedule.maxAttempts;
    const error = last ? `gave up after ${row.attempts} attempts: ${outcome.error}` : outcome.error;
    const retryAfterMs = outcome.kind === "retry" ? outcome.retryAfterMs : undefined;
    if (refused) {
      log.error(
        { ...fields, error: scrubbed(outcome.error) },
        "webhook refused by the receiver; not retried, listed by npm run inquiries -- report",
      );
    } else if (last) {
      log.error(
        { ...fields, error: scrubbed(outcome.error) },
        "webhook given up after its last attempt; listed by npm run inquiries -- report",
      );
    } else log.warn({ ...fields, error: scrubbed(outcome.error) }, "webhook attempt failed");
    await settleFailure(
      db,
      "webhook",
      row,
      { error, refused, retryAfterMs },
      { schedule, now: clock(), onFailed },
    );
  }

  async function drainOnce(stopped: () => boolean): Promise<number> {
    let delivered = 0;
    for (;;) {
      if (stopped()) return delivered;
      const batch = await claimDueWebhooks(db, BATCH, clock());
      if (!batch.length) return delivered;
      if (stopped()) {
        await release(
          db,
          "webhook",
          batch.map((r) => r.id),
        ).catch(() => {});
        return delivered;
      }
      const outcomes = await send(batch);
      const done = batch.filter((_, i) => outcomes[i]!.kind === "delivered").map((r) => r.id);
      await markDone(db, "webhook", done, clock());
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
