import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, describe, expect, it } from "vitest";
import { openDb } from "../db/connect";
import { testApp, validInquiry } from "../test-support/app";
import { inquiriesCli as cli } from "../test-support/person-fixture";
import { exited, startServerProcess } from "../test-support/process";
import { startSmtp, waitUntil } from "../test-support/smtp";
import { freshDatabase, TEST_DATABASE_URL } from "../test-support/stores";

// The restore drill of docs/operations.md ("Backup and restore"), as an operator runs it:
// inquiries posted under load to a serving site, a backup taken meanwhile with the owner CLI,
// restored into a fresh store, a real server started on it. Every inquiry acknowledged before
// the backup began must be there, and its queued mail must go out.

const tmp = mkdtempSync(join(tmpdir(), "h2-drill-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type StoreEnv = { DATA_DIR: string; DATABASE_URL?: string };

async function drill(source: StoreEnv, target: StoreEnv, backupFile: string) {
  // The serving site: the app over real HTTP. Its mail stays queued (no sender runs here),
  // as it would during an SMTP outage when the backup is taken.
  const db = await openDb({ dataDir: source.DATA_DIR, databaseUrl: source.DATABASE_URL });
  const { app } = testApp(db);
  const http = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => http.once("listening", r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const acknowledged: string[] = [];
  let posting = true;
  const clients = Array.from({ length: 8 }, async () => {
    while (posting) {
      const res = await fetch(`${url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validInquiry()),
      });
      expect(res.status).toBe(201);
      acknowledged.push(((await res.json()) as { id: string }).id);
    }
  });
  let before: string[] = [];
  let taken: Awaited<ReturnType<typeof cli>>;
  try {
    await waitUntil(() => acknowledged.length >= 24, 30_000);
    // Every answer received so far came before the backup began.
    before = [...acknowledged];
    taken = await cli(["backup", backupFile], source);
    // The site kept answering through and after the backup.
    await waitUntil(() => acknowledged.length >= before.length + 12, 30_000);
  } finally {
    posting = false;
    await Promise.all(clients);
    await new Promise((r) => http.close(r));
  }
  expect(taken.stderr).toBe("");
  expect(taken.code).toBe(0);
  expect(taken.stdout).toMatch(/^Backed up .* to /);

  // The live store is not overwritten without --force.
  const refused = await cli(["restore", backupFile], source);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/does not overwrite .*--force/s);
  await db.close();

  const restored = await cli(["restore", backupFile], target);
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);

  // Every acknowledged inquiry is there, its mail queued and waiting.
  const check = await openDb({ dataDir: target.DATA_DIR, databaseUrl: target.DATABASE_URL });
  const present = await check.kysely
    .selectFrom("inquiries")
    .select("id")
    .where("id", "in", before)
    .execute();
  const queued = await check.kysely
    .selectFrom("outbox")
    .select(["id", "status", "kind"])
    .where("inquiry_id", "in", before)
    .execute();
  await check.close();
  expect(present.map((r) => r.id).sort()).toEqual([...before].sort());
  expect(queued.filter((m) => m.kind === "sales-notice")).toHaveLength(before.length);
  expect(new Set(queued.map((m) => m.status))).toEqual(new Set(["pending"]));

  // A server on the restored store sends that mail.
  const smtp = await startSmtp();
  const server = await startServerProcess({
    DATA_DIR: target.DATA_DIR,
    DATABASE_URL: target.DATABASE_URL ?? "",
    SMTP_URL: smtp.url,
    SALES_EMAIL: "sales@h2.test",
  });
  try {
    const sent = () =>
      new Set(smtp.received.map((m) => /^<([^@]+)@/.exec(m.headers.get("message-id") ?? "")?.[1]));
    await waitUntil(() => queued.every((m) => sent().has(m.id)), 60_000);
  } finally {
    server.child.kill("SIGTERM");
    await exited(server.child);
    await smtp.close();
  }
  const notices = smtp.received.filter((m) => m.to.includes("sales@h2.test"));
  expect(notices.length).toBeGreaterThanOrEqual(before.length);
}

describe("the backup and restore drill", () => {
  it("SQLite: restored into a fresh data folder, every inquiry acknowledged before the backup is there and its mail goes out", {
    timeout: 120_000,
  }, async () => {
    await drill(
      { DATA_DIR: join(tmp, "live") },
      { DATA_DIR: join(tmp, "restored") },
      join(tmp, "h2.sqlite.backup"),
    );
  });

  it.runIf(TEST_DATABASE_URL)(
    "PostgreSQL: pg_dump while serving, pg_restore into a fresh database, the same",
    { timeout: 120_000 },
    async () => {
      const live = await freshDatabase("h2_drill");
      const restored = await freshDatabase("h2_drill");
      try {
        await drill(
          { DATA_DIR: join(tmp, "pg-live"), DATABASE_URL: live.url },
          { DATA_DIR: join(tmp, "pg-restored"), DATABASE_URL: restored.url },
          join(tmp, "h2.dump"),
        );
      } finally {
        await live.drop();
        await restored.drop();
      }
    },
  );
});
