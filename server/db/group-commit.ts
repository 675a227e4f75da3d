import { type Kysely, sql } from "kysely";
import type { Db } from "./connect";
import type { Database } from "./schema";

type Work<T> = (trx: Kysely<Database>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Group {
  queue: Pending[];
  running: boolean;
}

/** Writes gathered into one commit at most; enough to amortise a flush, short to hold the lock. */
const MAX_GROUP = 64;

const groups = new WeakMap<Db, Group>();

/**
 * Runs `work` in a write transaction and resolves once it is committed.
 *
 * On SQLite a commit is a disk flush (`synchronous = FULL`) during which the whole process
 * waits, so writes that arrive together share one: each runs under its own savepoint inside
 * one transaction, a failing one is rolled back alone and rejects with its own error, and
 * every promise settles only after the shared COMMIT (nothing is acknowledged before it is on
 * disk). PostgreSQL commits without blocking the process and groups flushes itself, so there
 * each write is simply its own transaction.
 */
export function writeTransaction<T>(db: Db, work: Work<T>): Promise<T> {
  if (db.engine !== "sqlite") return db.kysely.transaction().execute(work);
  let group = groups.get(db);
  if (!group) {
    group = { queue: [], running: false };
    groups.set(db, group);
  }
  const g = group;
  return new Promise<T>((resolve, reject) => {
    g.queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
    if (!g.running) {
      g.running = true;
      // Let the requests read in this turn of the event loop join the same commit.
      setImmediate(() => void flush(db, g));
    }
  });
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function flush(db: Db, g: Group) {
  while (g.queue.length) {
    const batch = g.queue.splice(0, MAX_GROUP);
    if (batch.length === 1) {
      const only = batch[0]!;
      // try, not .catch(): an unavailable store throws on `db.kysely` itself, before any promise.
      try {
        only.resolve(await db.kysely.transaction().execute(only.work));
      } catch (error) {
        only.reject(error);
      }
      continue;
    }
    const outcomes: Outcome[] = [];
    try {
      await db.kysely.transaction().execute(async (trx) => {
        for (const item of batch) {
          await sql`savepoint grouped`.execute(trx);
          try {
            const value = await item.work(trx);
            await sql`release savepoint grouped`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await sql`rollback to savepoint grouped`.execute(trx);
            await sql`release savepoint grouped`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The shared transaction itself failed (storage gone, disk full): nothing was stored.
      for (const item of batch) item.reject(error);
      continue;
    }
    for (const [i, item] of batch.entries()) {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    }
  }
  g.running = false;
}
