import { randomUUID } from "node:crypto";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Db } from "../db/connect";
import { preparedInsert } from "../db/prepared";
import type { Database, NewOutboxRow, OutboxRow } from "../db/schema";
import { type OutboxPoller, type PollerOptions, startPoller } from "./poller";
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
  }));
  for (const row of rows) await insertMessage(trx, row);
}

/** The row as it is sent: a stored recipe rendered into its bodies (the same on every attempt). */
export function messageOf(row: OutboxRow): OutboxRow {
  if (row.render === null) return row;
  const { text, html } = renderRecipe(JSON.parse(row.render) as MailRecipe);
  return { ...row, text_body: text, html_body: html };
}

export const MAX_ATTEMPTS = 12;
const LEASE_MS = 60_000;

/** Retry delay: 5 s doubling to a 30-minute ceiling (≈ 6 hours of retries in all). */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** The queues that are claimed this way: the mail outbox and the webhook outbox. */
type QueueTable = "outbox" | "webhook_outbox";

/**
 * Claims up to `limit` due rows of a queue. On PostgreSQL, FOR UPDATE SKIP LOCKED lets several
 * instances share the queue without two of them taking the same row; SQLite serialises
 * writers, so the single UPDATE is already exclusive. A claim is a lease: if its holder dies,
 * the row becomes due again when the lease expires.
 */
export async function claimDueRows<T extends QueueTable>(
  db: Db,
  table: T,
  limit: number,
  now = new Date(),
): Promise<Selectable<Database[T]>[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  // Both tables have the queue's columns; Kysely cannot see that through a union of names.
  const kysely = db.kysely as unknown as Kysely<{ queue: Database["outbox"] }>;
  const name = table as unknown as "queue";
  let due = kysely
    .selectFrom(name)
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
    .updateTable(name)
    .set({ status: "sending", locked_until: lease, attempts: sql<number>`attempts + 1` })
    .where("id", "in", due)
    .returningAll()
    .execute();
  return rows as unknown as Selectable<Database[T]>[];
}

export const claimDue = (db: Db, limit = 10, now = new Date()): Promise<OutboxRow[]> =>
  claimDueRows(db, "outbox", limit, now);

/** One write for a whole batch: a commit is a disk flush, and the queue must not cost one per message. */
export async function markSent(db: Db, ids: string[], now = new Date()) {
  if (!ids.length) return;
  await db.kysely
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now.toISOString(), locked_until: null, last_error: null })
    .where("id", "in", ids)
    .execute();
}

export async function markFailed(db: Db, row: OutboxRow, error: string, now = new Date()) {
  const final = row.attempts >= MAX_ATTEMPTS;
  await db.kysely
    .updateTable("outbox")
    .set({
      status: final ? "failed" : "pending",
      locked_until: null,
      last_error: error.slice(0, 500),
      next_attempt_at: new Date(now.getTime() + backoffMs(row.attempts)).toISOString(),
    })
    .where("id", "=", row.id)
    .execute();
}

async function release(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db.kysely
    .updateTable("outbox")
    .set({ status: "pending", locked_until: null, attempts: sql<number>`attempts - 1` })
    .where("id", "in", ids)
    .execute();
}

export type OutboxWorker = OutboxPoller;

/** Messages claimed at once; their "sent" marks are written together too. */
const BATCH = 20;

/** Polls the outbox and sends due messages one at a time, with retries and backoff. */
export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  options: PollerOptions = {},
): OutboxWorker {
  const log = options.log ?? console.log;

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
            batch.slice(i).map((r) => r.id),
          ).catch(() => {});
          break;
        }
        try {
          await transport.send(messageOf(row));
          sent.push(row.id);
        } catch (err) {
          const msg = err instanceof Error ? err.message : String(err);
          log(`mail: ${row.kind} ${row.id} attempt ${row.attempts} failed: ${msg}`);
          await markFailed(db, row, msg).catch(() => {});
        }
      }
    } finally {
      // A crash before this line sends these again once their lease ends; their Message-IDs
      // are stable, so a receiver can tell.
      await markSent(db, sent);
    }
    return sent.length;
  }

  return startPoller(
    "mail",
    async (stopped) => {
      let sent = 0;
      for (;;) {
        if (stopped()) return sent;
        const batch = await claimDue(db, BATCH);
        if (!batch.length) return sent;
        sent += await sendBatch(batch, stopped);
        // A short batch means nothing else was due: the next wake or tick picks up newcomers.
        if (batch.length < BATCH) return sent;
      }
    },
    options,
  );
}

/** Messages given up on after MAX_ATTEMPTS, for the owner to follow up by hand. */
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
