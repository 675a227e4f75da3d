import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Db, openDb } from "../db/connect";

/** PostgreSQL for tests: `.ci/run` sets TEST_DATABASE_URL to this machine's server. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestStore {
  name: "sqlite" | "postgres";
  dataDir: string;
  /** Connection string that selects this store's private schema (postgres only). */
  databaseUrl?: string;
  open(): Promise<Db>;
  cleanup(): Promise<void>;
}

/** URL whose connections use `schema` as search_path, so parallel tests never share tables. */
export function urlWithSchema(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set("options", `-c search_path=${schema}`);
  return u.toString();
}

export async function createStore(name: "sqlite" | "postgres"): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), `h2-${name}-`));
  if (name === "sqlite") {
    return {
      name,
      dataDir,
      open: () => openDb({ dataDir }),
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const databaseUrl = urlWithSchema(baseUrl, schema);
  return {
    name,
    dataDir,
    databaseUrl,
    open: () => openDb({ databaseUrl, dataDir }),
    async cleanup() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The stores every storage test runs on: SQLite always, PostgreSQL when configured. */
export const storeNames: ("sqlite" | "postgres")[] = TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];

if (!TEST_DATABASE_URL) {
  console.warn("TEST_DATABASE_URL not set: PostgreSQL tests are skipped (.ci/run sets it).");
}

/**
 * A PostgreSQL database of the test's own (pg_dump and pg_restore take a whole database, and
 * the shared test database has no tables of its own), dropped by `drop()`.
 */
export async function freshDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
