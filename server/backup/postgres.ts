import { spawn } from "node:child_process";
import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import pg from "pg";
import { openDb } from "../db/connect";
import { applyLedger, type LedgerEntry } from "../shared/erasure";
import { LiveDatabaseError, type StoreCounts, startsWith, tempBeside } from "./common";

/**
 * The rate limit's keys and their salts lead back to addresses while a window lasts: no dump
 * holds their rows (the tables themselves are dumped, empty). Any schema's, so a database whose
 * tables live outside `public` is covered too.
 */
export const NO_RATE_LIMIT_KEYS = [
  "--exclude-table-data=*.rate_limits",
  "--exclude-table-data=*.rate_limit_salts",
];

/** Environment a child process starts with (the CLI passes its own). */
export type ChildEnv = Record<string, string | undefined>;

/** A file name as a POSIX shell reads it back. */
const shellWord = (s: string) => (/^[\w./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/**
 * The documented commands, as an operator types them where the tools are (docs/operations.md,
 * "Backup and restore"): the connection string stays in the variable, never on screen.
 */
export const pgDumpCommand = (file: string) =>
  `pg_dump --format=custom --exclude-table-data='*.rate_limits' --exclude-table-data='*.rate_limit_salts' --file ${shellWord(file)} "$DATABASE_URL"`;
export const pgRestoreCommand = (file: string) =>
  `pg_restore --clean --if-exists --no-owner --no-acl --single-transaction --dbname "$DATABASE_URL" ${shellWord(file)}`;

/** The program is not installed where the CLI runs: say what to run elsewhere. */
export class MissingToolError extends Error {
  constructor(
    readonly program: string,
    readonly command: string,
  ) {
    super(
      `${program} is not on the PATH here. Run it where PostgreSQL's client tools are (version ${"≥"} the server's), e.g.:\n  ${command}`,
    );
  }
}

/** libpq reads the password from PGPASSWORD, so it never shows in a process list. */
function connection(databaseUrl: string, base: ChildEnv) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env = { ...base, ...(password ? { PGPASSWORD: password } : {}) };
  return { url: url.toString(), env };
}

function run(program: string, args: string[], env: ChildEnv, command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", (err: NodeJS.ErrnoException) =>
      reject(err.code === "ENOENT" ? new MissingToolError(program, command) : err),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${program} exited with ${code}: ${stderr.trim() || "no message"}`)),
    );
  });
}

/** Whether a file starts as pg_dump's custom format does. */
export const isPgDumpFile = (file: string) => startsWith(file, "PGDMP");

/**
 * `pg_dump --format=custom` of the whole database DATABASE_URL names: one snapshot, taken while
 * the site serves. Written beside `file` and renamed into place once pg_dump succeeded.
 */
export async function backupPostgres(
  databaseUrl: string,
  file: string,
  base: ChildEnv,
): Promise<{ file: string; bytes: number; startedAt: Date }> {
  const { url, env } = connection(databaseUrl, base);
  const temp = tempBeside(file, "partial");
  const startedAt = new Date();
  try {
    await run(
      "pg_dump",
      ["--format=custom", ...NO_RATE_LIMIT_KEYS, "--file", temp, url],
      env,
      pgDumpCommand(file),
    );
    renameSync(temp, file);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
  return { file, bytes: statSync(file).size, startedAt };
}

/** Inquiries and mail outbox rows by status in the database, or null before its tables exist. */
export async function countPostgres(databaseUrl: string): Promise<StoreCounts | null> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string | null }>(
      "select to_regclass('inquiries')::text as t",
    );
    if (!rows[0]?.t) return null;
    const inquiries = await client.query<{ n: string }>("select count(*) as n from inquiries");
    const outbox = await client.query<{ status: string; n: string }>(
      "select status, count(*) as n from outbox group by status order by status",
    );
    return {
      inquiries: Number(inquiries.rows[0]?.n ?? 0),
      outbox: Object.fromEntries(outbox.rows.map((r) => [r.status, Number(r.n)])),
    };
  } finally {
    await client.end();
  }
}

/** The erasure ledger of the database, or none (no tables yet, or from before the ledger). */
export async function postgresLedger(databaseUrl: string): Promise<LedgerEntry[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string | null }>(
      "select to_regclass('erasures')::text as t",
    );
    if (!rows[0]?.t) return [];
    return (await client.query<LedgerEntry>("select address_hash, erased_at from erasures")).rows;
  } finally {
    await client.end();
  }
}

export interface PostgresRestore extends StoreCounts {
  /** The erasure ledger's entries applied, and the people of them the backup still held. */
  ledger: { entries: number; erased: number };
}

/**
 * `pg_restore --clean --if-exists` of a custom-format dump into DATABASE_URL's database, in one
 * transaction (all or nothing), owned by whoever restores it. Refuses a database that holds
 * inquiries unless `force`: --clean drops and recreates every table the dump holds. The
 * erasure ledger of the database it replaces (and `ledger`, the file's beside the backups) is
 * applied before it returns, so no restore brings an erased person back; the servers must stay
 * stopped until then.
 */
export async function restorePostgres(
  file: string,
  databaseUrl: string,
  { force = false, base, ledger = [] }: { force?: boolean; base: ChildEnv; ledger?: LedgerEntry[] },
): Promise<PostgresRestore> {
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}.`);
  if (!isPgDumpFile(file)) {
    throw new Error(`${file} is not a pg_dump custom-format file (pg_dump --format=custom).`);
  }
  const before = await countPostgres(databaseUrl);
  if (before && before.inquiries > 0 && !force) {
    throw new LiveDatabaseError(
      `The database in DATABASE_URL holds ${before.inquiries} inquir${before.inquiries === 1 ? "y" : "ies"}. restore does not overwrite them: stop the servers, then run restore again with --force (pg_restore --clean drops and recreates every table in the backup).`,
    );
  }
  const entries = [...(before ? await postgresLedger(databaseUrl) : []), ...ledger];
  const { url, env } = connection(databaseUrl, base);
  await run(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-acl",
      "--single-transaction",
      "--dbname",
      url,
      file,
    ],
    env,
    pgRestoreCommand(file),
  );
  if (!(await countPostgres(databaseUrl))) {
    throw new Error(`pg_restore finished but ${file} held no inquiries table.`);
  }
  // Migrated as the server would at start, then every erased address erased again.
  const db = await openDb({ databaseUrl, dataDir: "" });
  let erased = 0;
  try {
    erased = (await applyLedger(db, entries)).people;
  } finally {
    await db.close();
  }
  const after = (await countPostgres(databaseUrl))!;
  const unique = new Set(entries.map((e) => e.address_hash)).size;
  return { ...after, ledger: { entries: unique, erased } };
}
