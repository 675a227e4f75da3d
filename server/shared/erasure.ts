import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Db } from "../db/connect";
import type { Database } from "../db/schema";

/**
 * The ledger's name for an address: SHA-256 of it, trimmed and lower-cased. It proves nothing
 * about anyone by itself; someone who already knows an address can test it against the ledger,
 * which is what a restore does.
 */
export const addressHash = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

export interface LedgerEntry {
  address_hash: string;
  erased_at: string;
}

export interface Erased {
  inquiries: number;
  requests: number;
  messages: number;
  webhooks: number;
  subscriptions: number;
  /** Discovery calls booked through the scheduler (server/bookings/). */
  bookings: number;
  /** The erased messages' ids: their .eml copies are named after them. */
  messageIds: string[];
}

const CHUNK = 500;
const chunks = <T>(all: T[]) =>
  Array.from({ length: Math.ceil(all.length / CHUNK) }, (_, i) =>
    all.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/**
 * Deletes, in the caller's transaction, the inquiries with these ids and, with an address, every
 * inquiry, case-study request and subscription of that address; with them every queued or sent
 * message and webhook delivery that concerns either. The erased messages' ids are recorded so
 * every instance deletes its .eml copies; an address goes into the ledger as its hash.
 */
export async function eraseRows(
  trx: Kysely<Database>,
  {
    address,
    inquiryIds = [],
    ledger = true,
  }: { address?: string; inquiryIds?: string[]; ledger?: boolean },
  now = new Date(),
): Promise<Erased> {
  const addr = address?.trim().toLowerCase();
  const ids = new Set(inquiryIds);
  const requestIds: string[] = [];
  if (addr) {
    const own = await trx
      .selectFrom("inquiries")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", addr))
      .execute();
    for (const r of own) ids.add(r.id);
    const asked = await trx
      .selectFrom("case_study_requests")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", addr))
      .execute();
    requestIds.push(...asked.map((r) => r.id));
  }
  const concerned = [...ids, ...requestIds];
  const messageIds: string[] = [];
  let webhooks = 0;
  let inquiries = 0;
  let requests = 0;
  let subscriptions = 0;
  let bookings = 0;
  if (addr) {
    const calls = await trx
      .deleteFrom("bookings")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", addr))
      .executeTakeFirst();
    bookings += Number(calls.numDeletedRows);
    const mail = await trx
      .deleteFrom("outbox")
      .where((eb) => eb(eb.fn("lower", ["subject_email"]), "=", addr))
      .returning("id")
      .execute();
    messageIds.push(...mail.map((m) => m.id));
    const hooks = await trx
      .deleteFrom("webhook_outbox")
      .where((eb) => eb(eb.fn("lower", ["subject_email"]), "=", addr))
      .executeTakeFirst();
    webhooks += Number(hooks.numDeletedRows);
    const subs = await trx
      .deleteFrom("newsletter_subscribers")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", addr))
      .executeTakeFirst();
    subscriptions = Number(subs.numDeletedRows);
  }
  // A message whose body was already reduced holds no address: its inquiry's id still finds it.
  for (const part of chunks(concerned)) {
    const mail = await trx
      .deleteFrom("outbox")
      .where("inquiry_id", "in", part)
      .returning("id")
      .execute();
    messageIds.push(...mail.map((m) => m.id));
    const hooks = await trx
      .deleteFrom("webhook_outbox")
      .where("inquiry_id", "in", part)
      .executeTakeFirst();
    webhooks += Number(hooks.numDeletedRows);
  }
  for (const part of chunks([...ids])) {
    const calls = await trx
      .deleteFrom("bookings")
      .where("inquiry_id", "in", part)
      .executeTakeFirst();
    bookings += Number(calls.numDeletedRows);
    const r = await trx.deleteFrom("inquiries").where("id", "in", part).executeTakeFirst();
    inquiries += Number(r.numDeletedRows);
  }
  for (const part of chunks(requestIds)) {
    const r = await trx
      .deleteFrom("case_study_requests")
      .where("id", "in", part)
      .executeTakeFirst();
    requests += Number(r.numDeletedRows);
  }
  const at = now.toISOString();
  for (const part of chunks(messageIds)) {
    await trx
      .insertInto("erased_messages")
      .values(part.map((id) => ({ id, erased_at: at })))
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  if (addr && ledger)
    await recordErasures(trx, [{ address_hash: addressHash(addr), erased_at: at }]);
  return {
    inquiries,
    requests,
    messages: messageIds.length,
    webhooks,
    subscriptions,
    bookings,
    messageIds,
  };
}

/** Adds entries to the ledger; an address erased again keeps its latest time. */
export async function recordErasures(trx: Kysely<Database>, entries: LedgerEntry[]) {
  for (const part of chunks(entries)) {
    await trx
      .insertInto("erasures")
      .values(part)
      .onConflict((oc) =>
        oc.column("address_hash").doUpdateSet({
          erased_at: sql<string>`case when excluded.erased_at > erasures.erased_at then excluded.erased_at else erasures.erased_at end`,
        }),
      )
      .execute();
  }
}

/** What the store does after an erasure so the deleted bytes leave its files, said for `erase`. */
export async function settleErasure(db: Db): Promise<string> {
  if (db.engine === "sqlite") {
    // secure_delete (server/db/sqlite.ts) zeroed the freed space, but the rows' older page
    // versions may still sit in the WAL: copy it back and cut it to nothing. A reader in
    // another process can hold it for a moment, so a few tries.
    for (let attempt = 1; ; attempt++) {
      const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(
        db.kysely,
      );
      if (!Number(rows[0]?.busy)) {
        return "SQLite database: rows deleted, their space zeroed (secure_delete), the WAL checkpointed and truncated";
      }
      if (attempt >= 5) {
        return "SQLite database: rows deleted, their space zeroed (secure_delete); the WAL was busy and is truncated at the next checkpoint (the server's retention timer runs one)";
      }
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
  try {
    await sql`vacuum inquiries, outbox, webhook_outbox, newsletter_subscribers, case_study_requests, bookings`.execute(
      db.kysely,
    );
  } catch {
    // A large table may take longer than a statement may run: the rows are gone all the same.
    return "PostgreSQL database: rows deleted; the vacuum did not finish here, autovacuum reclaims their space (see docs/operations.md for what PostgreSQL may still hold)";
  }
  return "PostgreSQL database: rows deleted and the tables vacuumed (their space is reused; see docs/operations.md for what PostgreSQL may still hold)";
}

/** One person's erasure: every row of theirs, then the store's files settled. */
export async function eraseAddress(db: Db, email: string, now = new Date()) {
  const erased = await db.kysely
    .transaction()
    .execute((trx) => eraseRows(trx, { address: email }, now));
  return { ...erased, store: await settleErasure(db) };
}

export async function readLedger(db: Db | Kysely<Database>): Promise<LedgerEntry[]> {
  const kysely = "kysely" in db ? db.kysely : db;
  return kysely.selectFrom("erasures").select(["address_hash", "erased_at"]).execute();
}

/** Every address the store holds, lower-cased, in any table an erasure reaches. */
async function addressesHeld(db: Db): Promise<string[]> {
  const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`.as("address");
  const queries = [
    db.kysely.selectFrom("inquiries").select(lower("email")),
    db.kysely.selectFrom("case_study_requests").select(lower("email")),
    db.kysely.selectFrom("newsletter_subscribers").select(lower("email")),
    db.kysely.selectFrom("bookings").select(lower("email")),
    db.kysely.selectFrom("outbox").select(lower("subject_email")),
    db.kysely.selectFrom("webhook_outbox").select(lower("subject_email")),
  ];
  const all = new Set<string>();
  for (const q of queries) for (const r of await q.distinct().execute()) all.add(r.address);
  all.delete("");
  return [...all];
}

/**
 * A restored database brought up to the ledger: every address whose hash is in `entries` is
 * erased again (the same rows `erase` deletes), and the entries join its own ledger, so the
 * next restore from it knows them too.
 */
export async function applyLedger(db: Db, entries: LedgerEntry[], now = new Date()) {
  const hashes = new Set(entries.map((e) => e.address_hash));
  let people = 0;
  const total: Erased = {
    inquiries: 0,
    requests: 0,
    messages: 0,
    webhooks: 0,
    subscriptions: 0,
    bookings: 0,
    messageIds: [],
  };
  // Read before the transaction: SQLite's one connection is the transaction's meanwhile.
  const held = hashes.size ? await addressesHeld(db) : [];
  const found = held.filter((address) => hashes.has(addressHash(address)));
  await db.kysely.transaction().execute(async (trx) => {
    for (const address of found) {
      people++;
      // The ledger keeps each entry's own time, not the restore's.
      const e = await eraseRows(trx, { address, ledger: false }, now);
      total.inquiries += e.inquiries;
      total.requests += e.requests;
      total.messages += e.messages;
      total.webhooks += e.webhooks;
      total.subscriptions += e.subscriptions;
      total.bookings += e.bookings;
      total.messageIds.push(...e.messageIds);
    }
    await recordErasures(trx, entries);
  });
  if (people) await settleErasure(db);
  return { people, ...total };
}
