import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Db } from "../db/connect";
import { preparedInsert } from "../db/prepared";
import type { Database, NewOutboxRow, OutboxRow } from "../db/schema";
import { log as defaultLog } from "../log";
import { type OutboxPoller, startPoller } from "../outbox/poller";
import {
  claimDue as claimDueRows,
  defaults,
  LEASE_MS,
  markDone,
  type QueueWorkerOptions,
  release,
  settleFailure,
} from "../outbox/queue";
import { scrubbedError } from "../outbox/scrub";
import { DELIVERY_DIGEST, renderDigest } from "./digest-render";
import { permanentRefusal } from "./refusal";
import { type MailContent, type MailRecipe, recipeSubject, renderRecipe } from "./templates";
import type { MailTransport } from "./transport";

interface QueueBase {
  kind: string;
  to: string;
  subjectEmail: string;
  replyTo?: string;
  inquiryId?: string;
  /** For list mail: the URL that unsubscribes its reader with one POST (RFC 8058). */
  listUnsubscribe?: string;
}

/** A message queued as rendered, or (an inquiry's) as what to render it from when sent. */
export type QueueItem = QueueBase & ({ content: MailContent } | { recipe: MailRecipe });

const insertMessage = preparedInsert("outbox", [
  "id",
  "inquiry_id",
  "kind",
  "subject_email",
  "to_address",
  "reply_to",
  "subject",
  "text_body",
  "html_body",
  "list_unsubscribe",
  "render",
  "status",
  "attempts",
  "next_attempt_at",
  "locked_until",
  "last_error",
  "created_at",
  "sent_at",
  "alerted_at",
  "alerted_failed_at",
  "digested_at",
  "dismissed_at",
  "dismissed_by",
  "dismissed_why",
]);

/** Adds messages to the outbox inside the caller's transaction. */
export async function enqueue(trx: Kysely<Database>, items: QueueItem[], now = new Date()) {
  if (!items.length) return;
  const at = now.toISOString();
  const rows: NewOutboxRow[] = items.map((m) => ({
    ...("recipe" in m
      ? {
          subject: recipeSubject(m.recipe),
          text_body: "",
          html_body: "",
          render: JSON.stringify(m.recipe),
        }
      : {
          subject: m.content.subject,
          text_body: m.content.text,
          html_body: m.content.html,
          render: null,
        }),
    id: randomUUID(),
    inquiry_id: m.inquiryId ?? null,
    kind: m.kind,
    subject_email: m.subjectEmail,
    to_address: m.to,
    reply_to: m.replyTo ?? null,
    list_unsubscribe: m.listUnsubscribe ?? null,
    status: "pending",
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    created_at: at,
    sent_at: null,
    alerted_at: null,
    alerted_failed_at: null,
    digested_at: null,
    dismissed_at: null,
    dismissed_by: null,
    dismissed_why: null,
  }));
  for (const row of rows) await insertMessage(trx, row);
}

/** The row as it is sent: a stored recipe rendered into its bodies (the same on every attempt). */
export function messageOf(row: OutboxRow): OutboxRow {
  if (row.render === null) return row;
  const { text, html } = renderRecipe(JSON.parse(row.render) as MailRecipe);
  return { ...row, text_body: text, html_body: html };
}

/** The kind of an inquiry's notice to sales: the message the operators' alerts watch. */
export const SALES_NOTICE = "sales-notice";

export const claimDue = (db: Db, limit = 10, now = new Date()): Promise<OutboxRow[]> =>
  claimDueRows(db, "mail", limit, now);

/** Messages claimed at once; their "sent" marks are written together too. */
const BATCH = 20;

export interface OutboxWorker extends OutboxPoller {
  /** When this process last sent a message (the recovery digest waits for one). */
  lastSentAt(): Date | undefined;
}

export interface OutboxWorkerOptions extends QueueWorkerOptions {
  /** A stored message made ready to send: the default renders a recipe (the digest reads the store). */
  prepare?: (row: OutboxRow) => OutboxRow | Promise<OutboxRow>;
}

/** Polls the outbox and sends due messages one at a time, with retries and backoff. */
export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  options: OutboxWorkerOptions = {},
): OutboxWorker {
  const {
    log = defaultLog,
    schedule = defaults.schedule,
    clock = defaults.clock,
    onFailed,
    prepare = (row: OutboxRow) =>
      row.kind === DELIVERY_DIGEST ? renderDigest(db, row) : messageOf(row),
  } = options;
  let lastSent: Date | undefined;

  async function sendBatch(batch: OutboxRow[], stopped: () => boolean): Promise<number> {
    const started = Date.now();
    const sent: string[] = [];
    try {
      for (const [i, row] of batch.entries()) {
        // Shutting down, or slow enough to risk the lease (another instance would take the
        // rest): hand the rest back at once instead of waiting out the lease.
        if (stopped() || Date.now() - started > LEASE_MS / 2) {
          await release(
            db,
            "mail",
            batch.slice(i).map((r) => r.id),
          ).catch(() => {});
          break;
        }
        try {
          await transport.send(await prepare(row));
          sent.push(row.id);
        } catch (err) {
          const fields = { queue: "mail", kind: row.kind, id: row.id, attempt: row.attempts };
          // Retrying a message the server refused for good would only be refused 81 times more.
          const refusedWith = permanentRefusal(err);
          if (refusedWith !== undefined) {
            log.error(
              { ...fields, smtp: refusedWith, err: scrubbedError(err) },
              "mail refused by the SMTP server (5xx): not retried; listed by npm run inquiries -- report",
            );
          } else if (row.attempts >= schedule.maxAttempts) {
            log.error(
              { ...fields, err: scrubbedError(err) },
              "mail given up after its last attempt; listed by npm run inquiries -- report, requeued by retry",
            );
          } else log.warn({ ...fields, err: scrubbedError(err) }, "mail attempt failed");
          const error = err instanceof Error ? err.message : String(err);
          await settleFailure(
            db,
            "mail",
            row,
            { error, refused: refusedWith !== undefined },
            { schedule, now: clock(), onFailed },
          ).catch(() => {});
        }
      }
    } finally {
      // A crash before this line sends these again once their lease ends; their Message-IDs
      // are stable, so a receiver can tell.
      const at = clock();
      await markDone(db, "mail", sent, at);
      if (sent.length) lastSent = at;
    }
    return sent.length;
  }

  const poller = startPoller(
    "mail",
    async (stopped) => {
      let sent = 0;
      for (;;) {
        if (stopped()) return sent;
        const batch = await claimDue(db, BATCH, clock());
        if (!batch.length) return sent;
        sent += await sendBatch(batch, stopped);
        // A short batch means nothing else was due: the next wake or tick picks up newcomers.
        if (batch.length < BATCH) return sent;
      }
    },
    options,
  );
  return { ...poller, lastSentAt: () => lastSent };
}

/** Messages given up on (after the retry schedule's last attempt), for the owner to follow up by hand. */
export async function listUnsent(db: Db, { since }: { since?: string } = {}) {
  let q = db.kysely
    .selectFrom("outbox")
    .select([
      "id",
      "inquiry_id",
      "kind",
      "to_address",
      "subject",
      "attempts",
      "last_error",
      "created_at",
    ])
    .where("status", "=", "failed")
    .orderBy("created_at");
  if (since) q = q.where("created_at", ">=", since);
  return q.execute();
}
