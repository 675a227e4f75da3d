import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDb, sqlitePath } from "../db/connect";
import { createRateLimiter } from "../rate-limit/limiter";
import { eraseAddress } from "../shared/erasure";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { capturedLog } from "../test-support/log";
import { inquiriesCli as cli, GONE, postInquiries, STAYS } from "../test-support/person-fixture";
import { freshDatabase, TEST_DATABASE_URL } from "../test-support/stores";
import { startScheduledBackups } from "./schedule";
import { backupSqlite } from "./sqlite";

const tmp = mkdtempSync(join(tmpdir(), "h2-backup-privacy-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A custom-format dump as the SQL it restores: what is inside it, readable. */
const dumpText = (file: string) =>
  execFileSync("pg_restore", ["--file", "-", file], { encoding: "utf8", maxBuffer: 64 << 20 });

describe("rate-limit keys and salts are in no backup", () => {
  it("SQLite: the copy holds neither, though the live database does", async () => {
    const dataDir = join(tmp, "sqlite-keys");
    const db = await openDb({ dataDir });
    const hit = createRateLimiter(db, { max: 5, windowSeconds: 600 });
    await hit("contact", "203.0.113.7");
    const salt = (
      await db.kysely.selectFrom("rate_limit_salts").select("salt").executeTakeFirstOrThrow()
    ).salt;
    const key = (await db.kysely.selectFrom("rate_limits").select("key").executeTakeFirstOrThrow())
      .key;
    const dest = join(tmp, "keys.sqlite");
    await backupSqlite(sqlitePath(dataDir), dest);
    const live = ["", "-wal"]
      .map((s) => readFileSync(`${sqlitePath(dataDir)}${s}`, "latin1"))
      .join("");
    expect(live).toContain(salt);
    expect(live).toContain(key);
    const copy = readFileSync(dest, "latin1");
    expect(copy).not.toContain(salt);
    expect(copy).not.toContain(key.split(":")[1]);
    await db.close();
  });

  it.runIf(TEST_DATABASE_URL)(
    "PostgreSQL: pg_dump leaves both tables' rows out",
    {
      timeout: 60_000,
    },
    async () => {
      const target = await freshDatabase("h2_keys");
      try {
        const db = await openDb({ databaseUrl: target.url, dataDir: tmp });
        await postInquiries(db, [{ email: STAYS }]);
        await createRateLimiter(db, { max: 5, windowSeconds: 600 })("contact", "203.0.113.7");
        const { salt } = await db.kysely
          .selectFrom("rate_limit_salts")
          .select("salt")
          .executeTakeFirstOrThrow();
        const { key } = await db.kysely
          .selectFrom("rate_limits")
          .select("key")
          .executeTakeFirstOrThrow();
        await db.close();
        const dump = join(tmp, "keys.dump");
        const b = await cli(["backup", dump], { DATABASE_URL: target.url, DATA_DIR: tmp });
        expect(b).toMatchObject({ code: 0, stderr: "" });
        const text = dumpText(dump);
        expect(text).toContain(STAYS);
        expect(text).toMatch(/CREATE TABLE public\.rate_limit_salts/);
        expect(text).not.toContain(salt);
        expect(text).not.toContain(key);
      } finally {
        await target.drop();
      }
    },
  );
});

describe.runIf(TEST_DATABASE_URL)("PostgreSQL: an erasure outlives a restore", () => {
  it("a backup taken before an erasure, restored after it, serves without the erased person", {
    timeout: 90_000,
  }, async () => {
    const target = await freshDatabase("h2_erased");
    const env = { DATABASE_URL: target.url, DATA_DIR: join(tmp, "pg-erased") };
    try {
      const db = await openDb({ databaseUrl: target.url, dataDir: env.DATA_DIR });
      await postInquiries(db, [{ email: GONE }, { email: STAYS }]);
      await db.close();
      const dump = join(tmp, "before-erasure.dump");
      expect((await cli(["backup", dump], env)).code).toBe(0);
      expect(dumpText(dump)).toContain(GONE);

      const erased = await cli(["erase", "--email", GONE], env);
      expect(erased.code).toBe(0);
      expect(erased.stdout).toContain("PostgreSQL database: rows deleted and the tables vacuumed");

      const restored = await cli(["restore", dump, "--force"], env);
      expect(restored).toMatchObject({ code: 0, stderr: "" });
      expect(restored.stdout).toMatch(
        /Erasure ledger applied \(1 erased address\(es\) known\): 1 of them/,
      );
      expect(restored.stdout).toMatch(/: 1 inquiry, mail outbox 2 pending\./);

      const list = await cli(["list"], env);
      expect(list.stdout).toContain(STAYS);
      expect(list.stdout).not.toContain(GONE);
      const held = JSON.parse((await cli(["export", "--email", GONE], env)).stdout) as Record<
        string,
        unknown[]
      >;
      expect([held.inquiries, held.messages, held.newsletter_subscriptions]).toEqual([[], [], []]);
      // A backup of the restored database holds nothing of them either.
      const after = join(tmp, "after-restore.dump");
      expect((await cli(["backup", after], env)).code).toBe(0);
      const text = dumpText(after);
      expect(text).toContain(STAYS);
      expect(text).not.toContain(GONE);
      // And it serves.
      const again = await openDb({ databaseUrl: target.url, dataDir: env.DATA_DIR });
      expect((await postJson(testApp(again).app, "/api/contact", validInquiry())).status).toBe(201);
      await again.close();
    } finally {
      await target.drop();
    }
  });
});

describe("the erasure ledger beside scheduled backups", () => {
  it("is written with each backup, hashes and times only, so a restore on a new machine knows it", async () => {
    const dataDir = join(tmp, "scheduled");
    const dir = join(tmp, "scheduled-backups");
    const db = await openDb({ dataDir });
    await postInquiries(db, [{ email: GONE }]);
    await eraseAddress(db, GONE);
    const { log } = capturedLog();
    const backups = startScheduledBackups({
      engine: "sqlite",
      dataDir,
      dir,
      intervalHours: 24,
      keep: 7,
      firstDelayMs: 3_600_000,
      log,
    });
    expect(await backups.runNow()).toBe(true);
    await backups.stop();
    await db.close();
    expect(readdirSync(dir).sort()).toEqual([
      "erasure-ledger.tsv",
      expect.stringMatching(/^h2-.*\.sqlite$/),
    ]);
    const ledger = readFileSync(join(dir, "erasure-ledger.tsv"), "utf8");
    expect(ledger).toMatch(/^[0-9a-f]{64}\t\S+Z\n$/);
    expect(ledger).not.toContain("erase-me");
  });
});
