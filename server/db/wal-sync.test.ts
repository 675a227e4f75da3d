import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDb } from "./connect";
import { DatabaseSync, kyselySqlite } from "./sqlite";
import { coalesce, FlushingSqliteDialect, type WalFlusher } from "./wal-sync";

/** A sync that finishes when the test says so. */
function controlledSync() {
  const started: (() => void)[] = [];
  return {
    started,
    sync: () => new Promise<void>((resolve) => started.push(resolve)),
    finish: (i: number) => started[i]!(),
  };
}

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => {
    done = true;
  });
  await new Promise((r) => setTimeout(r, 10));
  return done;
};

describe("coalesced flushes", () => {
  it("shares a flush among callers, and makes a caller who came during one wait for the next", async () => {
    const s = controlledSync();
    const flush = coalesce(s.sync);
    const a = flush();
    const b = flush(); // came while the first was running: may have written after it began
    const c = flush();
    expect(s.started).toHaveLength(1);
    s.finish(0);
    expect(await settled(a)).toBe(true);
    expect(await settled(b)).toBe(false);
    expect(s.started).toHaveLength(2); // one more, shared by b and c
    s.finish(1);
    expect(await settled(b)).toBe(true);
    expect(await settled(c)).toBe(true);
    expect(s.started).toHaveLength(2);
  });
});

describe("a SQLite write resolves only once flushed", () => {
  const s = controlledSync();
  const flusher: WalFlusher = { flush: coalesce(s.sync), close: async () => {} };
  let db: Kysely<{ t: { v: number } }> | undefined;
  afterEach(async () => {
    await db?.destroy();
  });

  async function open() {
    db = new Kysely({
      dialect: new FlushingSqliteDialect(
        { database: kyselySqlite(new DatabaseSync(":memory:")) },
        flusher,
      ),
    });
    const created = sql`create table t (v integer)`.execute(db);
    await new Promise((r) => setTimeout(r, 10));
    s.finish(s.started.length - 1);
    await created;
    return db;
  }

  it("holds a writer until the flush, frees the connection meanwhile, and never flushes for a read or a rollback", async () => {
    const k = await open();
    const before = s.started.length;
    const insert = k.insertInto("t").values({ v: 1 }).execute();
    expect(await settled(insert)).toBe(false);
    expect(s.started.length).toBe(before + 1);
    // The connection is free while the flush runs: a read goes through, and flushes nothing.
    expect(await k.selectFrom("t").select("v").execute()).toEqual([{ v: 1 }]);
    expect(s.started.length).toBe(before + 1);
    s.finish(before);
    expect(await settled(insert)).toBe(true);
    // A transaction that rolls back wrote nothing durable: no flush to wait for.
    await expect(
      k.transaction().execute(async (trx) => {
        await trx.insertInto("t").values({ v: 2 }).execute();
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(s.started.length).toBe(before + 1);
  });
});

describe("the real store", () => {
  it("runs in WAL mode, syncing the log itself, and stores what it acknowledged", async () => {
    const dir = mkdtempSync(join(tmpdir(), "h2-wal-"));
    const db = await openDb({ dataDir: dir });
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db.kysely);
    expect(mode.rows[0]!.journal_mode).toBe("wal");
    expect(sync.rows[0]!.synchronous).toBe(1); // NORMAL, with the flush in wal-sync.ts
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.kysely
          .insertInto("csp_reports")
          .values({ id: `r${i}`, received_at: "2026-01-01", body: "{}" })
          .execute(),
      ),
    );
    await db.close();
    const again = await openDb({ dataDir: dir });
    const rows = await again.kysely.selectFrom("csp_reports").select("id").execute();
    expect(rows).toHaveLength(20);
    await again.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
