import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../db/connect";
import { createLogger } from "../log";
import { registry } from "../metrics/registry";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { waitUntil } from "../test-support/smtp";
import { backupName, scheduledBackups, startScheduledBackups } from "./schedule";
import { checkSqliteCopy } from "./sqlite";

const tmp = mkdtempSync(join(tmpdir(), "h2-scheduled-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A logger whose JSON lines the test reads. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  return { log: createLogger("info", sink), lines };
}

async function gauge(): Promise<number> {
  const text = await registry.getSingleMetricAsString("h2_backup_last_success_timestamp_seconds");
  return Number(/^h2_backup_last_success_timestamp_seconds (\S+)$/m.exec(text)?.[1]);
}

const HOUR_MS = 3_600_000;

async function siteWithInquiries(name: string, count: number) {
  const dataDir = join(tmp, name);
  const db = await openDb({ dataDir });
  const { app } = testApp(db);
  for (let i = 0; i < count; i++) await postJson(app, "/api/contact", validInquiry());
  return { dataDir, db };
}

describe("scheduled SQLite backups", () => {
  it("writes timestamped, checked copies on the interval, keeps the newest BACKUP_KEEP, and sets the gauge", {
    timeout: 30_000,
  }, async () => {
    const { dataDir, db } = await siteWithInquiries("site", 2);
    const dir = join(tmp, "backups");
    const { log, lines } = capturedLog();
    const before = Date.now() / 1000;
    const backups = startScheduledBackups({
      engine: "sqlite",
      dataDir,
      dir,
      intervalHours: 150 / HOUR_MS,
      keep: 2,
      firstDelayMs: 0,
      log,
    });
    try {
      await waitUntil(() => lines.filter((l) => l.msg === "backup: written").length >= 4, 20_000);
    } finally {
      await backups.stop();
      await db.close();
    }
    const names = readdirSync(dir);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).toMatch(/^h2-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.sqlite$/);
      expect(checkSqliteCopy(join(dir, name)).inquiries).toBe(2);
    }
    // The newest two of the (at least) four written.
    const written = lines.filter((l) => l.msg === "backup: written").map((l) => String(l.file));
    expect(names.map((n) => join(dir, n)).sort()).toEqual(written.slice(-2).sort());
    expect(lines.find((l) => l.msg === "backup: scheduled")).toMatchObject({
      level: "info",
      backupDir: dir,
      keep: 2,
    });
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
    const newest = scheduledBackups(dir)[0]!.at.getTime() / 1000;
    expect(await gauge()).toBe(newest);
    expect(newest).toBeGreaterThanOrEqual(Math.floor(before));
  });

  it("logs a failure at error, leaves no partial file and keeps the gauge at the last success", async () => {
    const dir = join(tmp, "failing");
    const { log, lines } = capturedLog();
    mkdirSync(dir);
    const earlier = new Date("2026-01-01T00:00:00.000Z");
    writeFileSync(join(dir, backupName(earlier)), "an earlier backup");
    // A partial file from a backup cut short by a crash: cleared at start.
    writeFileSync(join(dir, `.${backupName(earlier)}.partial-1-1`), "half");
    const backups = startScheduledBackups({
      engine: "sqlite",
      dataDir: join(tmp, "no-database-here"),
      dir,
      intervalHours: 24,
      keep: 3,
      log,
    });
    expect(await gauge()).toBe(earlier.getTime() / 1000);
    expect(await backups.runNow()).toBe(false);
    await backups.stop();
    const failed = lines.find((l) => l.msg === "backup: failed");
    expect(failed).toMatchObject({ level: "error", backupDir: dir });
    expect((failed!.err as { message: string }).message).toMatch(/There is no database at/);
    expect(readdirSync(dir)).toEqual([backupName(earlier)]);
    expect(await gauge()).toBe(earlier.getTime() / 1000);
  });

  it("follows the newest backup already there: a restart takes no extra copy", async () => {
    const { dataDir, db } = await siteWithInquiries("restarted", 1);
    const dir = join(tmp, "recent");
    mkdirSync(dir);
    const recent = new Date(Date.now() - HOUR_MS);
    writeFileSync(join(dir, backupName(recent)), "taken an hour ago");
    const { log, lines } = capturedLog();
    const backups = startScheduledBackups({
      engine: "sqlite",
      dataDir,
      dir,
      intervalHours: 24,
      keep: 7,
      firstDelayMs: 0,
      log,
    });
    await new Promise((r) => setTimeout(r, 300));
    await backups.stop();
    await db.close();
    expect(readdirSync(dir)).toEqual([backupName(recent)]);
    const next = Date.parse(String(lines.find((l) => l.msg === "backup: scheduled")?.next));
    expect(Math.abs(next - (recent.getTime() + 24 * HOUR_MS))).toBeLessThan(5_000);
  });

  it("is off without BACKUP_DIR, and says at start that it ignores PostgreSQL", async () => {
    const { log, lines } = capturedLog();
    const off = startScheduledBackups({
      engine: "sqlite",
      dataDir: tmp,
      dir: undefined,
      intervalHours: 24,
      keep: 7,
      log,
    });
    expect(await off.runNow()).toBe(false);
    const dir = join(tmp, "pg-backups");
    const pg = startScheduledBackups({
      engine: "postgres",
      dataDir: tmp,
      dir,
      intervalHours: 24,
      keep: 7,
      log,
    });
    expect(await pg.runNow()).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", backupDir: dir });
    expect(String(lines[0]!.msg)).toMatch(/ignored on PostgreSQL.*pg_dump/);
    expect(readdirSync(tmp)).not.toContain("pg-backups");
  });
});
