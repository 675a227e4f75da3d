import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../server/db/connect";
import { postJson, testApp, validInquiry } from "../server/test-support/app";
import { createStore, storeNames, type TestStore } from "../server/test-support/stores";
import { main } from "./inquiries";

const SECRET = `whsec_${Buffer.alloc(32, 3).toString("base64")}`;

describe.each(storeNames)("npm run inquiries -- retry (%s)", (engine) => {
  let store: TestStore;
  let db: Db;
  let env: Record<string, string | undefined>;

  async function run(...args: string[]) {
    let stdout = "";
    let stderr = "";
    const io = {
      out: (t: string) => {
        stdout += t;
      },
      err: (t: string) => {
        stderr += t;
      },
    };
    const code = await main(args, io, env);
    return { code, stdout, stderr };
  }

  async function failedInquiry() {
    const { app } = testApp(db, {
      WEBHOOK_URL: "https://hooks.h2.test/in",
      WEBHOOK_SECRET: SECRET,
    });
    const res = await postJson(app, "/api/contact", validInquiry());
    const { id } = (await res.json()) as { id: string };
    const failed = {
      status: "failed",
      attempts: 82,
      last_error: "ECONNREFUSED",
      alerted_failed_at: new Date().toISOString(),
    };
    await db.kysely.updateTable("outbox").set(failed).where("inquiry_id", "=", id).execute();
    await db.kysely
      .updateTable("webhook_outbox")
      .set({ ...failed, finished_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    return id;
  }

  const rows = (id: string) =>
    Promise.all([
      db.kysely.selectFrom("outbox").selectAll().where("inquiry_id", "=", id).execute(),
      db.kysely.selectFrom("webhook_outbox").selectAll().where("id", "=", id).execute(),
    ]).then(([mail, hooks]) => [...mail, ...hooks]);

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    env = { DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl };
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  it("puts one inquiry's failed deliveries back in the queue, due now, with the schedule ahead of them", async () => {
    const one = await failedInquiry();
    const other = await failedInquiry();
    const r = await run("retry", "--id", one);
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(/Queued again: 2 message\(s\) and 1 webhook delivery/);
    for (const row of await rows(one)) {
      expect(row).toMatchObject({
        status: "pending",
        attempts: 0,
        locked_until: null,
        alerted_failed_at: null,
      });
      expect(Date.parse(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    }
    expect((await rows(other)).every((r) => r.status === "failed")).toBe(true);
    expect((await rows(one)).find((r) => "finished_at" in r)).toMatchObject({ finished_at: null });
  });

  it("puts every failed delivery back with --failed, and says when there is none", async () => {
    const again = await failedInquiry();
    const r = await run("retry", "--failed");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Queued again: [1-9]\d* message\(s\)/);
    expect((await rows(again)).every((r) => r.status === "pending")).toBe(true);
    expect(await run("retry", "--failed")).toMatchObject({
      code: 0,
      stdout: "No failed delivery: nothing queued.\n",
    });
    const unknown = await run("retry", "--id", "no-such-inquiry");
    expect(unknown).toMatchObject({
      code: 1,
      stdout: "No failed delivery for no-such-inquiry: nothing queued.\n",
    });
  });

  it("needs exactly one of --id and --failed", async () => {
    for (const args of [["retry"], ["retry", "--id", "x", "--failed"]]) {
      const r = await run(...args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        /^Give either --id ID or --failed\.\n\nUsage: npm run inquiries -- retry/,
      );
    }
  });
});
