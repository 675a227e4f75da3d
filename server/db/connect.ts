import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrate } from "./migrations";
import type { Database } from "./schema";
import { DatabaseSync, kyselySqlite, pragma } from "./sqlite";
import { FlushingSqliteDialect, walFlusher } from "./wal-sync";

export type Engine = "sqlite" | "postgres";

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
}

/** Opens the store (PostgreSQL when a URL is given, else SQLite in dataDir) and migrates it. */
export async function openDb({ databaseUrl, dataDir, pgSchema }: DbOptions): Promise<Db> {
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
    pool.on("error", (err) => console.error("postgres: idle connection lost:", err.message));
    pool.on("connect", (client) => {
      client.on("error", (err) => console.error("postgres: connection lost:", err.message));
    });
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    engine = "sqlite";
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, "h2.sqlite");
    const file = new DatabaseSync(path, { timeout: 5000 });
    const wal = pragma(file, "journal_mode = WAL") === "wal";
    const database = kyselySqlite(file);
    if (wal) {
      // NORMAL skips only the log flush inside each COMMIT, which would stall every request;
      // the dialect flushes off the event loop instead and holds each writer until its data
      // is on disk, so a 2xx never outruns the data (wal-sync.ts).
      pragma(file, "synchronous = NORMAL");
      const dialect = new FlushingSqliteDialect({ database }, walFlusher(path));
      kysely = new Kysely<Database>({ dialect });
    } else {
      // No WAL (a filesystem without shared memory): FULL, a transaction on disk before COMMIT returns.
      pragma(file, "synchronous = FULL");
      kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    }
  }
  await migrate(kysely as Kysely<unknown>);
  return { kysely, engine, close: () => kysely.destroy() };
}
