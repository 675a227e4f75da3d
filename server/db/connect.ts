import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrate } from "./migrations";
import type { Database } from "./schema";
import { FlushingSqliteDialect, walFlusher } from "./wal-sync";

export type Engine = "sqlite" | "postgres";

/**
 * Kysely prepares every statement afresh; the same few dozen run thousands of times, so
 * prepared statements are kept (better-sqlite3 runs each synchronously, so one is never in
 * use twice at once). Bounded: `in (?, ?, …)` lists make a new text per length.
 */
function cachingStatements(file: SQLite.Database, max = 200) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = file.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

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
    const file = new SQLite(join(dataDir, "h2.sqlite"), { timeout: 5000 });
    const wal = file.pragma("journal_mode = WAL", { simple: true }) === "wal";
    file.pragma("busy_timeout = 5000");
    const database = cachingStatements(file);
    if (wal) {
      // NORMAL skips only the log flush inside each COMMIT, which would stall every request;
      // the dialect flushes off the event loop instead and holds each writer until its data
      // is on disk, so a 2xx never outruns the data (wal-sync.ts).
      file.pragma("synchronous = NORMAL");
      const dialect = new FlushingSqliteDialect({ database }, walFlusher(file.name));
      kysely = new Kysely<Database>({ dialect });
    } else {
      // No WAL (a filesystem without shared memory): FULL, a transaction on disk before COMMIT returns.
      file.pragma("synchronous = FULL");
      kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    }
  }
  await migrate(kysely as Kysely<unknown>);
  return { kysely, engine, close: () => kysely.destroy() };
}
