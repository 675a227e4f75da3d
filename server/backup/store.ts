import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { sqlitePath } from "../db/connect";
import { LEDGER_FILE, readLedgerFile } from "../shared/erasure-files";
import type { StoreCounts } from "./common";
import { backupPostgres, type ChildEnv, isPgDumpFile, restorePostgres } from "./postgres";
import { backupSqlite, isSqliteFile, restoreSqlite } from "./sqlite";

/** Where the store is: PostgreSQL when a URL is given, else SQLite in dataDir (as openDb). */
export interface StoreSettings {
  DATABASE_URL?: string;
  DATA_DIR: string;
  /** Where scheduled backups and the erasure ledger's file are. */
  BACKUP_DIR?: string;
}

/**
 * The erasure ledger's files a restore reads besides the database it replaces: the one beside
 * the backup, and BACKUP_DIR's (written by every erase and every scheduled backup).
 */
function ledgerFiles(settings: StoreSettings, backup: string) {
  const files = new Set([join(dirname(backup), LEDGER_FILE)]);
  if (settings.BACKUP_DIR) files.add(resolve(settings.BACKUP_DIR, LEDGER_FILE));
  return [...files].flatMap(readLedgerFile);
}

export interface BackupResult {
  engine: "sqlite" | "postgres";
  file: string;
  bytes: number;
  startedAt: Date;
  /** SQLite: what the copy holds (checked after writing it). */
  counts?: StoreCounts;
}

/** A consistent copy of the store the settings name, written to `file` while the site serves. */
export async function backupStore(
  settings: StoreSettings,
  file: string,
  childEnv: ChildEnv,
): Promise<BackupResult> {
  const dest = resolve(file);
  if (settings.DATABASE_URL) {
    return { engine: "postgres", ...(await backupPostgres(settings.DATABASE_URL, dest, childEnv)) };
  }
  const {
    inquiries,
    outbox,
    ledger: _ledger,
    ...copy
  } = await backupSqlite(sqlitePath(settings.DATA_DIR), dest);
  return { engine: "sqlite", ...copy, counts: { inquiries, outbox } };
}

export interface RestoreResult {
  engine: "sqlite" | "postgres";
  /** The SQLite file or "DATABASE_URL". */
  target: string;
  keptAs?: string;
  counts: StoreCounts;
  /** The erasure ledger's entries applied, and the people of them the backup still held. */
  ledger: { entries: number; erased: number };
}

/** Puts a backup back as the store the settings name; refuses a live one unless `force`. */
export async function restoreStore(
  settings: StoreSettings,
  file: string,
  { force = false, childEnv }: { force?: boolean; childEnv: ChildEnv },
): Promise<RestoreResult> {
  const from = resolve(file);
  if (!existsSync(from)) throw new Error(`There is no backup at ${from}.`);
  if (settings.DATABASE_URL) {
    if (isSqliteFile(from)) {
      throw new Error(
        `${from} is an SQLite backup, but DATABASE_URL names PostgreSQL: unset DATABASE_URL to restore it into DATA_DIR.`,
      );
    }
    const { ledger, ...counts } = await restorePostgres(from, settings.DATABASE_URL, {
      force,
      base: childEnv,
      ledger: ledgerFiles(settings, from),
    });
    return { engine: "postgres", target: "DATABASE_URL", counts, ledger };
  }
  if (isPgDumpFile(from)) {
    throw new Error(
      `${from} is a PostgreSQL dump, but DATABASE_URL is unset: set it to the database to restore into.`,
    );
  }
  const { target, keptAs, ledger, ...counts } = await restoreSqlite(from, settings.DATA_DIR, {
    force,
    ledger: ledgerFiles(settings, from),
  });
  return { engine: "sqlite", target, keptAs, counts, ledger };
}
