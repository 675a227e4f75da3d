import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, openDb, sqlitePath } from "../db/connect";
import { postJson, testApp, validInquiry } from "../test-support/app";
import {
  inquiriesCli as cli,
  postInquiries,
  postSomeInquiries,
} from "../test-support/person-fixture";
import { freshDatabase, TEST_DATABASE_URL } from "../test-support/stores";
import { backupSqlite, restoreSqlite } from "./sqlite";

const tmp = mkdtempSync(join(tmpdir(), "h2-backup-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const fresh = (name: string) => join(tmp, `${name}-${++n}`);

async function seeded(dataDir: string, count: number): Promise<{ db: Db; ids: string[] }> {
  const db = await openDb({ dataDir });
  return { db, ids: await postSomeInquiries(db, count) };
}

const idsIn = (file: string) => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db
      .prepare("select id from inquiries")
      .all()
      .map((r) => String(r.id));
  } finally {
    db.close();
  }
};

describe("SQLite backup", () => {
  it("copies a database that is being written to, consistently, as one self-contained file", {
    timeout: 20_000,
  }, async () => {
    const dataDir = fresh("live");
    const { db, ids } = await seeded(dataDir, 5);
    // Some megabytes, so a copy takes many of SQLite's pages (a paced copy, several steps).
    await db.kysely
      .insertInto("csp_reports")
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          id: `r${i}`,
          received_at: new Date().toISOString(),
          document_uri: null,
          violated_directive: null,
          blocked_uri: null,
          body: "x".repeat(8000),
        })),
      )
      .execute();
    // Another connection keeps writing while the copy is taken (a paced copy would never end).
    let writing = true;
    let written = 0;
    const { app } = testApp(db);
    const writer = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (writing) {
          await postJson(app, "/api/contact", validInquiry());
          written++;
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 100));
    const dest = join(tmp, "live.sqlite");
    const copy = await backupSqlite(sqlitePath(dataDir), dest);
    const during = written;
    writing = false;
    await writer;
    await db.close();
    expect(during).toBeGreaterThan(0);
    expect(copy.inquiries).toBeGreaterThanOrEqual(5);
    expect(idsIn(dest)).toEqual(expect.arrayContaining(ids));
    // Rollback journal: no -wal beside it to carry along, and nothing temporary left.
    const file = new DatabaseSync(dest, { readOnly: true });
    expect(file.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "delete" });
    file.close();
    expect(readdirSync(tmp).filter((f) => f.includes("live.sqlite"))).toEqual(["live.sqlite"]);
  });

  it("leaves the previous copy whole and no temporary file when a backup fails", async () => {
    const dest = join(tmp, "kept.sqlite");
    writeFileSync(dest, "the previous backup");
    await expect(backupSqlite(join(tmp, "missing", "h2.sqlite"), dest)).rejects.toThrow(
      /There is no database at/,
    );
    const dataDir = fresh("nodir");
    const { db } = await seeded(dataDir, 1);
    await db.close();
    await expect(
      backupSqlite(sqlitePath(dataDir), join(tmp, "no-such-dir", "x.sqlite")),
    ).rejects.toThrow();
    expect(readFileSync(dest, "utf8")).toBe("the previous backup");
    expect(readdirSync(tmp).filter((f) => f.includes(".partial-"))).toEqual([]);
  });
});

describe("SQLite restore", () => {
  let backupFile: string;
  let ids: string[];
  beforeAll(async () => {
    const dataDir = fresh("source");
    const seed = await seeded(dataDir, 3);
    ids = seed.ids;
    await seed.db.close();
    backupFile = join(tmp, "source.sqlite");
    await backupSqlite(sqlitePath(dataDir), backupFile);
  });

  it("restores into an empty data folder and says what it holds", async () => {
    const dataDir = fresh("restored");
    const r = await cli(["restore", backupFile], { DATA_DIR: dataDir });
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(/: 3 inquiries, mail outbox 6 pending\./);
    expect(idsIn(sqlitePath(dataDir)).sort()).toEqual([...ids].sort());
  });

  it("refuses to overwrite an existing database without --force, and keeps it (with its WAL) with it", async () => {
    const dataDir = fresh("live-target");
    const { db, ids: liveIds } = await seeded(dataDir, 2);
    const refused = await cli(["restore", backupFile], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/h2\.sqlite exists\. restore does not overwrite a database/);
    expect(refused.stderr).toContain("--force");
    // Open (a running server's connection): its rows live in the WAL until a checkpoint.
    expect(existsSync(`${sqlitePath(dataDir)}-wal`)).toBe(true);
    const forced = await restoreSqlite(backupFile, dataDir, { force: true });
    await db.close();
    expect(idsIn(sqlitePath(dataDir)).sort()).toEqual([...ids].sort());
    expect(forced.keptAs).toMatch(/h2\.sqlite\.replaced-/);
    expect(idsIn(forced.keptAs!).sort()).toEqual([...liveIds].sort());
  });

  it("refuses what is not one of its backups", async () => {
    const text = join(tmp, "notes.txt");
    writeFileSync(text, "not a database at all, just some text that is long enough");
    const other = join(tmp, "other.sqlite");
    const o = new DatabaseSync(other);
    o.exec("create table t(x)");
    o.close();
    const dump = join(tmp, "pg.dump");
    writeFileSync(dump, "PGDMP\u0001\u000e\u0000…");
    for (const [file, said] of [
      [text, /is not an SQLite database/],
      [other, /not the site's/],
      [dump, /is a PostgreSQL dump, but DATABASE_URL is unset/],
      [join(tmp, "nothing-here.sqlite"), /There is no backup at/],
    ] as const) {
      const dataDir = fresh("refuse");
      const r = await cli(["restore", file], { DATA_DIR: dataDir });
      expect(r.code, file).toBe(1);
      expect(r.stderr).toMatch(said);
      expect(existsSync(sqlitePath(dataDir))).toBe(false);
    }
  });

  it("asks for the file with exit code 2", async () => {
    for (const command of ["backup", "restore"]) {
      const r = await cli([command], { DATA_DIR: fresh("usage") });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`\\n\\nUsage: npm run inquiries -- ${command} FILE`));
    }
  });
});

describe.runIf(TEST_DATABASE_URL)(
  "PostgreSQL backup and restore without the tools or over data",
  () => {
    it("prints the pg_dump and pg_restore commands to run elsewhere when they are not on the PATH, never the password", async () => {
      const url = new URL(TEST_DATABASE_URL!);
      url.password = "s3cret-pw";
      const env = { DATABASE_URL: url.toString(), DATA_DIR: fresh("pg"), PATH: "/nonexistent" };
      const b = await cli(["backup", "/tmp/h2 backup.dump"], env);
      expect(b.code).toBe(1);
      expect(b.stderr).toContain(
        `pg_dump --format=custom --exclude-table-data='*.rate_limits' --exclude-table-data='*.rate_limit_salts' --file '/tmp/h2 backup.dump' "$DATABASE_URL"`,
      );
      expect(b.stderr).toMatch(/pg_dump is not on the PATH here/);
      expect(b.stderr).not.toContain("s3cret-pw");
      const dump = join(tmp, "empty.dump");
      writeFileSync(dump, "PGDMP");
      // A fresh database of its own: the shared test database has no inquiries table of its own.
      const target = await freshDatabase("h2_restore");
      try {
        const r = await cli(["restore", dump], { ...env, DATABASE_URL: target.url });
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(
          `pg_restore --clean --if-exists --no-owner --no-acl --single-transaction --dbname "$DATABASE_URL" ${dump}`,
        );
      } finally {
        await target.drop();
      }
    });

    it("restores over a database that holds data only with --force, to exactly what the backup held", {
      timeout: 60_000,
    }, async () => {
      const target = await freshDatabase("h2_force");
      const env = { DATABASE_URL: target.url, DATA_DIR: fresh("pg-force") };
      try {
        const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
        const ids = await postSomeInquiries(db, 2);
        const dump = join(tmp, "force.dump");
        expect((await cli(["backup", dump], env)).code).toBe(0);
        await postInquiries(db, [{ name: "After The Backup" }]);
        await db.close();

        const refused = await cli(["restore", dump], env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(/holds 3 inquiries\. restore does not overwrite them/);
        const forced = await cli(["restore", dump, "--force"], env);
        expect(forced.stderr).toBe("");
        expect(forced.stdout).toMatch(/: 2 inquiries, mail outbox 4 pending\./);
        const after = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
        const rows = await after.kysely.selectFrom("inquiries").select("id").execute();
        await after.close();
        expect(rows.map((r) => r.id).sort()).toEqual(ids.sort());
      } finally {
        await target.drop();
      }
    });
  },
);
