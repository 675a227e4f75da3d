import type { Db } from "../db/connect";
import { type Erased, eraseRows, settleErasure } from "../shared/erasure";

const DAY_MS = 86_400_000;

const cutoffOf = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Erases every inquiry received more than `days` ago and not kept on purpose, with its messages
 * and webhook deliveries: the same deletion as `erase` (server/shared/erasure.ts), by inquiry
 * rather than by person, so a newer inquiry or a subscription of the same person stays.
 */
export async function eraseExpiredInquiries(
  db: Db,
  days: number,
  now = new Date(),
): Promise<Erased & { store?: string }> {
  const due = await db.kysely
    .selectFrom("inquiries")
    .select("id")
    .where("received_at", "<", cutoffOf(days, now))
    .where("kept_at", "is", null)
    .execute();
  if (!due.length) {
    return {
      inquiries: 0,
      requests: 0,
      messages: 0,
      webhooks: 0,
      subscriptions: 0,
      bookings: 0,
      messageIds: [],
    };
  }
  const erased = await db.kysely
    .transaction()
    .execute((trx) => eraseRows(trx, { inquiryIds: due.map((r) => r.id) }, now));
  return { ...erased, store: await settleErasure(db) };
}

export interface DueInquiry {
  id: string;
  received_at: string;
  name: string;
  email: string;
  company: string;
  /** When the retention erases it: at the timer's first run after this moment. */
  erase_at: string;
}

/** The inquiries the retention erases within `withinDays` (the overdue ones first), oldest first. */
export async function dueForErasure(
  db: Db,
  days: number,
  { withinDays = 30, now = new Date() }: { withinDays?: number; now?: Date } = {},
): Promise<DueInquiry[]> {
  const rows = await db.kysely
    .selectFrom("inquiries")
    .select(["id", "received_at", "name", "email", "company"])
    .where("received_at", "<", cutoffOf(days - withinDays, now))
    .where("kept_at", "is", null)
    .orderBy("received_at", "asc")
    .execute();
  return rows.map((r) => ({
    ...r,
    erase_at: new Date(Date.parse(r.received_at) + days * DAY_MS).toISOString(),
  }));
}

/** Inquiries kept past the retention on purpose, oldest first. */
export async function keptInquiries(db: Db) {
  return db.kysely
    .selectFrom("inquiries")
    .select(["id", "received_at", "name", "email", "company", "kept_at", "kept_by", "kept_why"])
    .where("kept_at", "is not", null)
    .orderBy("received_at", "asc")
    .execute();
}

/**
 * Keeps one inquiry past the retention on purpose (a client), with who and why; `undo` hands it
 * back to the retention. False when no inquiry has that id.
 */
export async function keepInquiry(
  db: Db,
  id: string,
  keep: { by: string; why: string; now?: Date } | { undo: true },
): Promise<boolean> {
  const set =
    "undo" in keep
      ? { kept_at: null, kept_by: null, kept_why: null }
      : { kept_at: (keep.now ?? new Date()).toISOString(), kept_by: keep.by, kept_why: keep.why };
  const r = await db.kysely
    .updateTable("inquiries")
    .set(set)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
