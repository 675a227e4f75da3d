import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "../db/connect";
import type { LedgerEntry } from "./erasure";

/** An .eml file is named …-<message id>.eml (server/mail/transport.ts): its id, or undefined. */
const messageIdOf = (file: string) =>
  file.endsWith(".eml") ? file.slice(0, -".eml".length).slice(-36) : undefined;

/** Deletes this folder's .eml copies of these messages; returns how many went. */
export function removeMailFiles(mailDir: string, ids: Iterable<string>): number {
  const wanted = new Set(ids);
  if (!wanted.size || !existsSync(mailDir)) return 0;
  let removed = 0;
  for (const file of readdirSync(mailDir)) {
    const id = messageIdOf(file);
    if (id && wanted.has(id)) {
      rmSync(join(mailDir, file), { force: true });
      removed++;
    }
  }
  return removed;
}

/**
 * The shared signal for every instance's own mail folder: the ids of erased messages are in the
 * store they share, and each instance's timer deletes its copies of them.
 */
export async function applyMailLedger(db: Db, mailDir: string): Promise<number> {
  if (!existsSync(mailDir)) return 0;
  const rows = await db.kysely.selectFrom("erased_messages").select("id").execute();
  return removeMailFiles(
    mailDir,
    rows.map((r) => r.id),
  );
}

/**
 * The ledger as a file beside the backups (BACKUP_DIR/erasure-ledger.tsv: hash, tab, time, one a
 * line), so a restore into a machine whose database is lost still knows every erasure.
 */
export const LEDGER_FILE = "erasure-ledger.tsv";

export function appendLedgerFile(dir: string, entries: LedgerEntry[]) {
  if (!entries.length) return;
  mkdirSync(dir, { recursive: true });
  const known = new Set(readLedgerFile(join(dir, LEDGER_FILE)).map((e) => e.address_hash));
  const lines = entries
    .filter((e) => !known.has(e.address_hash))
    .map((e) => `${e.address_hash}\t${e.erased_at}\n`)
    .join("");
  if (lines) appendFileSync(join(dir, LEDGER_FILE), lines);
}

export function readLedgerFile(file: string): LedgerEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line) => {
      const [address_hash, erased_at] = line.trim().split("\t");
      return address_hash && erased_at && /^[0-9a-f]{64}$/.test(address_hash)
        ? [{ address_hash, erased_at }]
        : [];
    });
}
