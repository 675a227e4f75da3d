import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { exited, type ServerProcess, startServerProcess } from "../test-support/process";
import {
  createStore,
  storeNames,
  TEST_DATABASE_URL,
  type TestStore,
  urlWithSchema,
} from "../test-support/stores";
import { startTcpProxy } from "../test-support/tcp-proxy";
import type { Readiness } from "./readiness";

const WEBHOOK = {
  WEBHOOK_URL: "http://127.0.0.1:9/hook",
  WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
};

describe.each(storeNames)("/livez and /readyz on %s", (engine) => {
  let store: TestStore;
  let db: Db;
  let app: ReturnType<typeof testApp>["app"];

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    app = testApp(db, { ...WEBHOOK, ALERT_AFTER_SECONDS: "900" }).app;
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  const ready = async () => {
    const res = await app.request("/readyz");
    return { status: res.status, body: (await res.json()) as Readiness, res };
  };
  /** Moves every undelivered row of a queue back in time, as if it had waited that long. */
  const age = async (table: "outbox" | "webhook_outbox", seconds: number) => {
    const at = new Date(Date.now() - seconds * 1000).toISOString();
    await db.kysely
      .updateTable(table)
      .set({ created_at: at, next_attempt_at: at })
      .where("status", "in", ["pending", "sending"])
      .execute();
  };

  it("is live and ready on a fresh store, each check named, never cached", async () => {
    const live = await app.request("/livez");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ ok: true });
    const { status, body, res } = await ready();
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.ok).toBe(true);
    expect(body.checks.database).toEqual({ ok: true, ms: expect.any(Number) });
    expect(body.checks.migrations).toEqual({ ok: true });
    for (const q of ["mail", "webhook"] as const)
      expect(body.checks[q]).toEqual({
        ok: true,
        oldest_due_seconds: 0,
        pending: 0,
        late: 0,
        failed: 0,
        sales: { oldest_due_seconds: 0, late: 0, failed: 0 },
        kinds: {},
      });
    // The older address answers what /readyz answers.
    const health = await app.request("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      ...body,
      checks: { ...body.checks, database: expect.anything() },
    });
  });

  it("stays ready while queued mail is younger than the threshold, not once it is older", async () => {
    const inquiry = validInquiry();
    expect((await postJson(app, "/api/contact", inquiry)).status).toBe(201);
    let r = await ready();
    expect(r.status).toBe(200);
    expect(r.body.checks.mail).toMatchObject({ ok: true, pending: 2, late: 0 });
    expect(r.body.checks.webhook).toMatchObject({ ok: true, pending: 1, late: 0 });

    await age("outbox", 1200);
    r = await ready();
    expect(r.status).toBe(503);
    expect(r.body.ok).toBe(false);
    expect(r.body.checks.database.ok).toBe(true);
    expect(r.body.checks.mail).toMatchObject({ ok: false, pending: 2, late: 2, failed: 0 });
    expect(r.body.checks.mail.oldest_due_seconds).toBeGreaterThanOrEqual(1200);
    expect(r.body.checks.mail.oldest_due_seconds).toBeLessThan(1260);
    expect(r.body.checks.webhook.ok).toBe(true);
    // Counts and ages only: nothing the visitor wrote.
    const text = JSON.stringify(r.body);
    for (const value of [inquiry.email, inquiry.name, inquiry.company, inquiry.phone])
      expect(text).not.toContain(value);

    await age("webhook_outbox", 1200);
    expect((await ready()).body.checks.webhook).toMatchObject({ ok: false, late: 1 });
  });

  it("counts failed deliveries as detail, and a row waiting out a retry as still due", async () => {
    await db.kysely.updateTable("outbox").set({ status: "sent" }).execute();
    await db.kysely.updateTable("webhook_outbox").set({ status: "failed" }).execute();
    let r = await ready();
    expect(r.status).toBe(200);
    expect(r.body.checks.mail).toMatchObject({ ok: true, pending: 0, oldest_due_seconds: 0 });
    expect(r.body.checks.webhook).toMatchObject({ ok: true, pending: 0, failed: 1 });

    // Queued 20 minutes ago, tried, its next attempt an hour away: still undelivered, still late.
    expect((await postJson(app, "/api/contact", validInquiry())).status).toBe(201);
    const queued = new Date(Date.now() - 1200_000).toISOString();
    await db.kysely
      .updateTable("outbox")
      .set({
        created_at: queued,
        attempts: 3,
        next_attempt_at: new Date(Date.now() + 3600_000).toISOString(),
      })
      .where("status", "=", "pending")
      .execute();
    r = await ready();
    expect(r.status).toBe(503);
    expect(r.body.checks.mail).toMatchObject({ ok: false, late: 2 });
    // A message not yet due (no attempt made, its first one later) is not waiting at all.
    await db.kysely
      .updateTable("outbox")
      .set({ attempts: 0 })
      .where("status", "=", "pending")
      .execute();
    r = await ready();
    expect(r.status).toBe(200);
    expect(r.body.checks.mail).toMatchObject({
      ok: true,
      pending: 2,
      late: 0,
      oldest_due_seconds: 0,
    });
    await db.kysely.updateTable("outbox").set({ status: "sent" }).execute();
  });

  it("is not ready when a migration this code knows is not applied", async () => {
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc`.execute(db.kysely);
    const last = rows[0]!.name;
    await sql`delete from kysely_migration where name = ${last}`.execute(db.kysely);
    try {
      const r = await ready();
      expect(r.status).toBe(503);
      expect(r.body.checks.migrations).toEqual({ ok: false, pending: 1 });
      expect((await app.request("/livez")).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last}, ${new Date().toISOString()})`.execute(
        db.kysely,
      );
    }
    expect((await ready()).status).toBe(200);
  });
});

/** Polls both probes every 100 ms, recording when each answer changed. */
function watchProbes(server: ServerProcess) {
  const seen: { at: number; end: number; path: string; status: number; body?: string }[] = [];
  let running = true;
  let lastRefusal = "";
  const poll = async (path: string) => {
    while (running) {
      const at = Date.now();
      let status = 0;
      let body: string | undefined;
      try {
        const res = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(5000) });
        status = res.status;
        if (status === 503 && path === "/readyz") body = lastRefusal = await res.text();
        else await res.body?.cancel();
      } catch {}
      seen.push({ at, end: Date.now(), path, status, body });
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const done = Promise.all([poll("/livez"), poll("/readyz")]);
  return {
    seen,
    lastRefusal: () => lastRefusal,
    /** When /readyz first answered `status` after `since`. */
    firstReady: (status: number, since: number) =>
      seen.find((s) => s.path === "/readyz" && s.at >= since && s.status === status)?.at,
    async stop() {
      running = false;
      await done;
    },
  };
}

describe("the database goes away", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it.runIf(TEST_DATABASE_URL)(
    "PostgreSQL: /readyz is 503 during an outage and 200 again after it, /livez 200 throughout",
    async () => {
      const store = await createStore("postgres");
      const proxy = await startTcpProxy(Number(new URL(TEST_DATABASE_URL!).port || 5432));
      const schema = new URL(store.databaseUrl!).searchParams.get("options")!.split("=")[1]!;
      const viaProxy = new URL(TEST_DATABASE_URL!);
      viaProxy.port = String(proxy.port);
      const server = await startServerProcess({
        DATABASE_URL: urlWithSchema(viaProxy.toString(), schema),
        DATA_DIR: store.dataDir,
      });
      cleanups.push(async () => {
        server.child.kill("SIGTERM");
        await exited(server.child);
        proxy.close();
        await store.cleanup();
      });
      const probes = watchProbes(server);
      // Ready first (the store may take a retry to open on a busy shared server), then a second more.
      const start = Date.now();
      while (!probes.firstReady(200, start) && Date.now() - start < 15_000)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1000));
      const outage = Date.now();
      await proxy.outage();
      // The outage lasts until readiness has said so, and a second more: how soon it says so is
      // a speed, not something a busy machine should fail this test on.
      while (!probes.firstReady(503, outage) && Date.now() - outage < 20_000)
        await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1000));
      const restored = Date.now();
      await proxy.restore();
      await new Promise((r) => setTimeout(r, 4000));
      await probes.stop();

      // Judged from the first 200: until the store opens, a 503 is the right answer.
      const readyAt = probes.firstReady(200, start);
      expect(readyAt, "ready before the outage").toBeDefined();
      const before = probes.seen.filter(
        (s) => s.path === "/readyz" && s.at >= readyAt! && s.at < outage,
      );
      expect(before.length).toBeGreaterThan(0);
      // A check that took longer than its second on a busy machine is a right answer too (a
      // database that slow is one to take traffic from); any other refusal is not.
      expect(
        before
          .filter((s) => s.status !== 200 && !s.body?.includes('"error":"timeout"'))
          .map((s) => s.body ?? s.status),
        "answers while ready",
      ).toEqual([]);
      const down = probes.firstReady(503, outage);
      expect(down, "a 503 during the outage").toBeDefined();
      expect(down!).toBeLessThan(restored);
      // Every answer during the outage came, and none was a 200 after the first 503 (a probe
      // still on its way as the database returned may rightly be one).
      const during = probes.seen.filter(
        (s) => s.path === "/readyz" && s.at >= down! && s.end < restored,
      );
      expect(during.every((s) => s.status === 503)).toBe(true);
      const up = probes.firstReady(200, restored);
      expect(up, `a 200 after the database returned (last: ${probes.lastRefusal()})`).toBeDefined();
      const live = probes.seen.filter((s) => s.path === "/livez");
      expect(
        live.some((s) => s.at >= outage && s.end < restored),
        "live probes in the outage",
      ).toBe(true);
      expect(live.every((s) => s.status === 200)).toBe(true);
      expect(server.child.exitCode).toBeNull();
    },
    60_000,
  );

  it("SQLite: an unusable data folder is live but not ready, and says the database is why", async () => {
    // /sys is read-only for everyone, root included: the store never opens.
    const server = await startServerProcess({ DATA_DIR: "/sys/h2-data" });
    cleanups.push(async () => {
      server.child.kill("SIGTERM");
      await exited(server.child);
    });
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as Readiness;
    expect(body.checks.database).toEqual({ ok: false, error: "unavailable" });
    expect(body.checks.mail.ok).toBe(false);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
  });
});
