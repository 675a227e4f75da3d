import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect } from "kysely";
import { type Db, sqlitePath } from "../db/connect";
import { migrate } from "../db/migrations";
import type { Database } from "../db/schema";
import { kyselySqlite } from "../db/sqlite";
import { applyLedger, type LedgerEntry } from "../shared/erasure";
import {
  LiveDatabaseError,
  type StoreCounts,
  startsWith,
  syncDir,
  syncFile,
  tempBeside,
} from "./common";

/**
 * One step copies every page under a single read transaction: a consistent snapshot, taken off
 * the event loop, that writers (WAL) do not wait for. A paced copy (node's default, 100 pages
 * a step) restarts whenever another connection writes between steps, so on a busy site it may
 * never finish.
 */
const ALL_PAGES = 2 ** 31 - 1;

/** Whether a file starts as every SQLite database does. */
export const isSqliteFile = (file: string) => startsWith(file, "SQLite format 3\0");

/**
 * Opens a copy read-only and checks it is a whole H2 database: SQLite's quick_check passes and
 * the inquiries and outbox are there. Throws with a sentence an owner can act on.
 */
export function checkSqliteCopy(file: string): StoreCounts {
  if (!isSqliteFile(file)) throw new Error(`${file} is not an SQLite database.`);
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const check = Object.values(db.prepare("PRAGMA quick_check").get() ?? {})[0];
    if (check !== "ok")
      throw new Error(`${file} is damaged (SQLite quick_check: ${String(check)}).`);
    const tables = new Set(
      db
        .prepare("select name from sqlite_master where type = 'table'")
        .all()
        .map((r) => String(r.name)),
    );
    if (!tables.has("inquiries") || !tables.has("outbox")) {
      throw new Error(`${file} is an SQLite database but not the site's (no inquiries table).`);
    }
    const inquiries = Number(db.prepare("select count(*) as n from inquiries").get()?.n ?? 0);
    const outbox = Object.fromEntries(
      db
        .prepare("select status, count(*) as n from outbox group by status order by status")
        .all()
        .map((r) => [String(r.status), Number(r.n)]),
    );
    return { inquiries, outbox };
  } finally {
    db.close();
  }
}

export interface SqliteBackup extends StoreCounts {
  file: string;
  bytes: number;
  /** When the snapshot was taken: everything committed before it is in the copy. */
  startedAt: Date;
  /** The erasure ledger as the copy holds it (the schedule keeps it beside the backups too). */
  ledger: LedgerEntry[];
}

const hasTable = (db: DatabaseSync, name: string) =>
  db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !==
  undefined;

/**
 * What a backup must not carry: the rate limit's keys and the salts that lead back to addresses
 * (deleted, their space zeroed). Returns the copy's erasure ledger.
 */
function prepareCopy(file: string): LedgerEntry[] {
  const copy = new DatabaseSync(file);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
    copy.exec("PRAGMA secure_delete = ON");
    for (const table of ["rate_limits", "rate_limit_salts"]) {
      if (hasTable(copy, table)) copy.exec(`delete from ${table}`);
    }
    return readSqliteLedger(copy);
  } finally {
    copy.close();
  }
}

function readSqliteLedger(db: DatabaseSync): LedgerEntry[] {
  if (!hasTable(db, "erasures")) return [];
  return db
    .prepare("select address_hash, erased_at from erasures")
    .all()
    .map((r) => ({ address_hash: String(r.address_hash), erased_at: String(r.erased_at) }));
}

/** The erasure ledger of the database at `file`, or none (no file, or from before the ledger). */
export function sqliteLedger(file: string): LedgerEntry[] {
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
  try {
    return readSqliteLedger(db);
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of the live database at `source` written to `dest` while the site serves:
 * node:sqlite's online backup into a temporary file beside `dest`, made a single self-contained
 * file (rollback journal, no -wal to carry along), checked, flushed to disk and only then
 * renamed into place. `dest` is never a half-written file; a failure leaves no temporary behind.
 */
export async function backupSqlite(source: string, dest: string): Promise<SqliteBackup> {
  if (!existsSync(source)) throw new Error(`There is no database at ${source}.`);
  const temp = tempBeside(dest, "partial");
  const startedAt = new Date();
  try {
    const from = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
    try {
      await backup(from, temp, { rate: ALL_PAGES });
    } finally {
      from.close();
    }
    const ledger = prepareCopy(temp);
    const counts = checkSqliteCopy(temp);
    syncFile(temp);
    renameSync(temp, dest);
    syncDir(dirname(dest));
    return { file: dest, bytes: statSync(dest).size, startedAt, ledger, ...counts };
  } catch (err) {
    for (const f of [temp, `${temp}-journal`, `${temp}-wal`, `${temp}-shm`])
      rmSync(f, { force: true });
    throw err;
  }
}

export interface SqliteRestore extends StoreCounts {
  target: string;
  /** Where the database that was there before now is (with --force), or undefined. */
  keptAs?: string;
  /** The erasure ledger's entries applied, and the people of them the backup still held. */
  ledger: { entries: number; erased: number };
}

/**
 * A restored copy brought up to the erasure ledger before it serves: migrated (the server would
 * do so at start), then every erased address in it erased again, its bytes zeroed.
 */
export async function applyLedgerToFile(file: string, entries: LedgerEntry[]) {
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: kyselySqlite(new DatabaseSync(file)) }),
  });
  const db: Db = { kysely, engine: "sqlite", close: () => kysely.destroy() };
  try {
    await migrate(kysely as Kysely<unknown>);
    return await applyLedger(db, entries);
  } finally {
    await db.close();
  }
}

/**
 * Puts a backup in place as DATA_DIR's database. An existing database is never overwritten
 * without `force` (a running server may hold it open, which cannot be told for sure from
 * outside); with it, the old file and its -wal are kept beside it under a dated name, never
 * deleted. The copy is checked first and renamed into place whole, after the erasure ledger
 * (the database it replaces holds it, and `ledger` adds the file's beside the backups) was
 * applied to it: no restore brings an erased person back.
 */
export async function restoreSqlite(
  file: string,
  dataDir: string,
  { force = false, ledger = [] }: { force?: boolean; ledger?: LedgerEntry[] } = {},
): Promise<SqliteRestore> {
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}.`);
  checkSqliteCopy(file);
  const target = sqlitePath(dataDir);
  if (existsSync(target) && !force) {
    throw new LiveDatabaseError(
      `${target} exists. restore does not overwrite a database: a running server may have it open. Stop the server, then run restore again with --force (the current database is kept beside it).`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const temp = tempBeside(target, "restoring");
  let keptAs: string | undefined;
  const entries = [...sqliteLedger(target), ...ledger];
  let erased = 0;
  try {
    const from = new DatabaseSync(file, { readOnly: true });
    try {
      await backup(from, temp, { rate: ALL_PAGES });
    } finally {
      from.close();
    }
    erased = (await applyLedgerToFile(temp, entries)).people;
    syncFile(temp);
    if (existsSync(target)) {
      keptAs = `${target}.replaced-${new Date().toISOString().replace(/:/g, "-")}`;
      // The old database and its log move together: SQLite finds a WAL by the file's name.
      renameSync(target, keptAs);
      if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${keptAs}-wal`);
    }
    // A shared-memory index describes the WAL that went with the old file, never the new one.
    for (const f of [`${target}-wal`, `${target}-shm`, `${target}-journal`])
      rmSync(f, { force: true });
    renameSync(temp, target);
    syncDir(dataDir);
  } catch (err) {
    for (const f of [temp, `${temp}-journal`]) rmSync(f, { force: true });
    throw err;
  }
  const unique = new Set(entries.map((e) => e.address_hash)).size;
  return { target, keptAs, ledger: { entries: unique, erased }, ...checkSqliteCopy(target) };
}
