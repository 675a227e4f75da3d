import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Kysely, type LogEvent, type Migration, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { errorField, log } from "../log";
import { dbQueryDuration } from "../metrics/registry";
import { migrate } from "./migrations";
import type { Database } from "./schema";
import { DatabaseSync, kyselySqlite, pragma } from "./sqlite";
import { FlushingSqliteDialect, walFlusher } from "./wal-sync";

export type Engine = "sqlite" | "postgres";

/** The SQLite database file inside DATA_DIR (server/backup copies and restores it). */
export const sqlitePath = (dataDir: string) => join(dataDir, "h2.sqlite");

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own). */
  pgSchema?: string;
  /** The migrations this build knows (tests play a newer release by giving more). */
  migrations?: Record<string, Migration>;
}

/** Every query's latency into h2_db_query_duration_seconds (Kysely times it for its log hook). */
function observeQueries(engine: Engine) {
  const histogram = dbQueryDuration.labels(engine);
  return (event: LogEvent) => histogram.observe(event.queryDurationMillis / 1000);
}

/** Opens the store (PostgreSQL when a URL is given, else SQLite in dataDir) and migrates it. */
export async function openDb({
  databaseUrl,
  dataDir,
  pgSchema,
  migrations,
}: DbOptions): Promise<Db> {
  let kysely: Kysely<Database>;
  let engine: Engine;
  if (databaseUrl) {
    engine = "postgres";
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // Fail fast when the database is unreachable: the API answers 503 instead of hanging.
      connectionTimeoutMillis: 3000,
      statement_timeout: 5000,
      query_timeout: 6000,
      options: pgSchema ? `-c search_path=${pgSchema}` : undefined,
    });
    // A connection dropped by a database restart must not crash the process: idle clients
    // report through the pool, checked-out ones through their own 'error' event.
    pool.on("error", (err) => log.warn({ err: errorField(err) }, "postgres: idle connection lost"));
    pool.on("connect", (client) => {
      client.on("error", (err) => log.warn({ err: errorField(err) }, "postgres: connection lost"));
    });
    kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: observeQueries(engine),
    });
  } else {
    engine = "sqlite";
    mkdirSync(dataDir, { recursive: true });
    const path = sqlitePath(dataDir);
    const file = new DatabaseSync(path, { timeout: 5000 });
    const wal = pragma(file, "journal_mode = WAL") === "wal";
    const database = kyselySqlite(file);
    if (wal) {
      // NORMAL skips only the log flush inside each COMMIT, which would stall every request;
      // the dialect flushes off the event loop instead and holds each writer until its data
      // is on disk, so a 2xx never outruns the data (wal-sync.ts).
      pragma(file, "synchronous = NORMAL");
      const dialect = new FlushingSqliteDialect({ database }, walFlusher(path));
      kysely = new Kysely<Database>({ dialect, log: observeQueries(engine) });
    } else {
      // No WAL (a filesystem without shared memory): FULL, a transaction on disk before COMMIT returns.
      pragma(file, "synchronous = FULL");
      kysely = new Kysely<Database>({
        dialect: new SqliteDialect({ database }),
        log: observeQueries(engine),
      });
    }
  }
  try {
    const schema =
      engine === "postgres"
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely)).rows[0]
            ?.schema
        : undefined;
    await migrate(kysely as Kysely<unknown>, { schema, known: migrations });
  } catch (err) {
    // The caller tries again (openDbResilient): each try must not leave a pool or a file open.
    await kysely.destroy().catch(() => {});
    throw err;
  }
  return { kysely, engine, close: () => kysely.destroy() };
}
