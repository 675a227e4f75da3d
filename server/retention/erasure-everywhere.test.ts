import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupSqlite } from "../backup/sqlite";
import { openDb, sqlitePath } from "../db/connect";
import { messageOf } from "../mail/outbox";
import { createTransport } from "../mail/transport";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { inquiriesCli as cli, GONE, postInquiries, STAYS } from "../test-support/person-fixture";
import { enforcePrivacy } from "./timer";

const tmp = mkdtempSync(join(tmpdir(), "h2-erasure-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every file under `dir` (recursively) whose raw bytes hold `text`, in any letter case. */
function filesHolding(dir: string, text: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...filesHolding(path, text));
    else if (readFileSync(path).toString("latin1").toLowerCase().includes(text)) found.push(path);
  }
  return found;
}

const settings = (mailDir: string) => ({
  inquiryDays: 730,
  deliveredBodyDays: 30,
  mailDir,
  rateLimitWindowSeconds: 600,
});

describe("an erasure reaches every copy (SQLite with its WAL, two instances' mail, backups)", () => {
  it("leaves no byte of the address in the database files, any mail folder, or a backup restored afterwards; the restored site serves without them", {
    timeout: 60_000,
  }, async () => {
    const a = join(tmp, "instance-a");
    const b = join(tmp, "instance-b");
    const backups = join(tmp, "backups");
    mkdirSync(backups);
    // A running server's connection stays open throughout: its WAL is beside the database.
    const db = await openDb({ dataDir: a });
    await postInquiries(
      db,
      [GONE, STAYS, GONE.toUpperCase()].map((email) => ({ email })),
    );
    // Both instances wrote their .eml copies (MAIL_TRANSPORT=files, one volume each).
    const rows = await db.kysely.selectFrom("outbox").selectAll().execute();
    for (const dataDir of [a, b]) {
      const transport = createTransport({ dataDir, from: "h2@h2.test", domain: "h2.test" });
      for (const row of rows) await transport.send(messageOf(row));
      transport.close();
    }
    const before = join(backups, "before.sqlite");
    await backupSqlite(sqlitePath(a), before);
    // What the test looks for is there to be found before the erasure.
    expect(filesHolding(a, GONE).length).toBeGreaterThan(0);
    expect(filesHolding(join(b, "mail"), GONE).length).toBeGreaterThan(0);
    expect(filesHolding(backups, GONE)).toEqual([before]);

    const erased = await cli(["erase", "--email", GONE], { DATA_DIR: a, BACKUP_DIR: backups });
    expect(erased).toMatchObject({ code: 0, stderr: "" });
    expect(erased.stdout).toMatch(/Erased 2 inquiries, 4 queued or sent message\(s\)/);
    expect(erased.stdout).toContain("WAL checkpointed and truncated");
    expect(erased.stdout).toMatch(/instance-a\/mail: 4 \.eml file\(s\) deleted/);
    expect(erased.stdout).toContain("erasure ledger");
    // The other instance deletes its own copies on its timer's next pass.
    expect((await enforcePrivacy(db, settings(join(b, "mail")))).mailFiles).toBe(4);

    expect(filesHolding(a, GONE)).toEqual([]);
    expect(filesHolding(b, GONE)).toEqual([]);
    // Still there: the other person, in the database and both mail folders.
    expect(filesHolding(a, STAYS).length).toBeGreaterThan(1);
    expect(filesHolding(b, STAYS).length).toBeGreaterThan(0);
    // The ledger beside the backups holds a hash and a time, not the address.
    expect(readFileSync(join(backups, "erasure-ledger.tsv"), "utf8")).toMatch(
      /^[0-9a-f]{64}\t\d{4}-\d\d-\d\dT[\d:.]+Z\n$/,
    );

    // A backup taken before the erasure, restored on a new machine: the ledger file beside it.
    const c = join(tmp, "new-machine");
    const fresh = await cli(["restore", before], { DATA_DIR: c });
    expect(fresh).toMatchObject({ code: 0, stderr: "" });
    expect(fresh.stdout).toMatch(
      /Erasure ledger applied \(1 erased address\(es\) known\): 1 of them/,
    );
    expect(filesHolding(c, GONE)).toEqual([]);
    expect(filesHolding(c, STAYS).length).toBeGreaterThan(0);

    // Restored over the live database, from a copy with no ledger file beside it: the
    // database it replaces holds the ledger.
    await db.close();
    const offsite = join(tmp, "offsite");
    mkdirSync(offsite);
    copyFileSync(before, join(offsite, "before.sqlite"));
    const over = await cli(["restore", join(offsite, "before.sqlite"), "--force"], { DATA_DIR: a });
    expect(over).toMatchObject({ code: 0, stderr: "" });
    expect(over.stdout).toMatch(/: 1 inquiry, mail outbox 2 pending\./);
    expect(filesHolding(a, GONE)).toEqual([]);

    // The restored store serves without them: not listed, nothing queued to them, nothing held.
    const restored = await openDb({ dataDir: a });
    try {
      const served = testApp(restored).app;
      expect((await postJson(served, "/api/contact", validInquiry())).status).toBe(201);
      const list = await cli(["list"], { DATA_DIR: a });
      expect(list.stdout).toContain(STAYS);
      expect(list.stdout.toLowerCase()).not.toContain(GONE);
      const held = await cli(["export", "--email", GONE], { DATA_DIR: a });
      const doc = JSON.parse(held.stdout) as Record<string, unknown[]>;
      for (const kind of [
        "inquiries",
        "messages",
        "webhook_deliveries",
        "newsletter_subscriptions",
      ]) {
        expect(doc[kind], kind).toEqual([]);
      }
      expect(doc.earlier_erasures).toHaveLength(1);
    } finally {
      await restored.close();
    }
  });
});
