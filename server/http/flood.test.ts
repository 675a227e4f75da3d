import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { recordFigure } from "../test-support/figures";
import { exited, type ServerProcess, startServerProcess } from "../test-support/process";
import { createStore, TEST_DATABASE_URL, type TestStore } from "../test-support/stores";

describe("one client floods the contact endpoint (SQLite, one instance)", () => {
  let store: TestStore;
  let db: Db;
  beforeAll(async () => {
    store = await createStore("sqlite");
    db = await store.open();
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  it("the flooder gets 429s while another client's submissions all succeed", async () => {
    const { app } = testApp(db, { RATE_LIMIT_MAX: "5", TRUST_PROXY: "true" });
    const flooder = { "x-forwarded-for": "203.0.113.7" };
    const neighbour = { "x-forwarded-for": "198.51.100.23" };
    const flood: number[] = [];
    const calm: number[] = [];
    for (let i = 0; i < 200; i++) {
      flood.push((await postJson(app, "/api/contact", validInquiry(), flooder)).status);
      if (i % 50 === 25)
        calm.push((await postJson(app, "/api/contact", validInquiry(), neighbour)).status);
    }
    recordFigure("flood, one instance", {
      "flooder 201": flood.filter((s) => s === 201).length,
      "flooder 429": flood.filter((s) => s === 429).length,
      "neighbour 201": calm.filter((s) => s === 201).length,
      "neighbour sent": calm.length,
    });
    expect(flood.filter((s) => s === 201)).toHaveLength(5);
    expect(flood.filter((s) => s === 429)).toHaveLength(195);
    expect(calm).toEqual([201, 201, 201, 201]);
  });
});

describe.runIf(TEST_DATABASE_URL)(
  "the rate limit holds across two instances sharing PostgreSQL",
  () => {
    let store: TestStore;
    let servers: ServerProcess[] = [];
    beforeAll(async () => {
      store = await createStore("postgres");
      const env = {
        DATABASE_URL: store.databaseUrl!,
        DATA_DIR: store.dataDir,
        RATE_LIMIT_MAX: "10",
        TRUST_PROXY: "true",
      };
      servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      // Two Node processes start here: on a loaded machine that alone can pass the default 10 s.
    }, 60_000);
    afterAll(async () => {
      for (const s of servers) {
        s.child.kill("SIGTERM");
        await exited(s.child);
      }
      await store.cleanup();
    });

    it("a flooder alternating between instances gets 10 accepted in all", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await fetch(`${servers[i % 2]!.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
          body: JSON.stringify(validInquiry()),
        });
        statuses.push(res.status);
      }
      recordFigure("flood, two instances on PostgreSQL", {
        "flooder 201": statuses.filter((s) => s === 201).length,
        "flooder 429": statuses.filter((s) => s === 429).length,
      });
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      const other = await fetch(`${servers[1]!.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.99" },
        body: JSON.stringify(validInquiry()),
      });
      expect(other.status).toBe(201);
      // What the instances stored leads back to neither address (server/rate-limit/limiter.ts).
      const db = await store.open();
      const keys = (await db.kysely.selectFrom("rate_limits").select("key").execute()).map(
        (r) => r.key,
      );
      await db.close();
      expect(keys).toHaveLength(2);
      const plain = (ip: string) =>
        createHash("sha256").update(ip).digest("base64url").slice(0, 22);
      for (const key of keys) {
        expect(key).not.toContain(plain("203.0.113.9"));
        expect(key).not.toContain(plain("198.51.100.99"));
      }
    });
  },
);
