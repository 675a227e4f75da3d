import { sql } from "kysely";
import { afterAll, describe, expect, it, vi } from "vitest";
import { log } from "../log";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { recordFigure } from "../test-support/figures";
import { exited, startServerProcess } from "../test-support/process";
import { createStore, TEST_DATABASE_URL, urlWithSchema } from "../test-support/stores";
import { startTcpProxy } from "../test-support/tcp-proxy";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe("SQLite: disk full and read-only", () => {
  it("answers 503 with a log line when the database cannot grow, and recovers", async () => {
    const store = await createStore("sqlite");
    const db = await store.open();
    cleanups.push(async () => {
      await db.close();
      await store.cleanup();
    });
    const { app } = testApp(db);
    expect((await postJson(app, "/api/contact", validInquiry())).status).toBe(201);
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    // The file may not grow by a single page: what a full disk looks like to SQLite.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db.kysely);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db.kysely);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(
        (await postJson(app, "/api/contact", { ...validInquiry(), message: "x".repeat(4000) }))
          .status,
      );
    }
    recordFigure("SQLite disk full", {
      "201": statuses.filter((s) => s === 201).length,
      "503": statuses.filter((s) => s === 503).length,
      "after space returns": "201",
    });
    expect(statuses).toContain(503);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ method: "POST", path: "/api/contact", err: expect.any(Object) }),
      "storage error",
    );
    await sql.raw("pragma max_page_count = 1073741823").execute(db.kysely);
    expect((await postJson(app, "/api/contact", validInquiry())).status).toBe(201);

    // Read-only: every write refused, every answer a clear 503.
    await sql.raw("pragma query_only = on").execute(db.kysely);
    const ro = await postJson(app, "/api/contact", validInquiry());
    expect(ro.status).toBe(503);
    expect(ro.headers.get("retry-after")).toBe("30");
    await sql.raw("pragma query_only = off").execute(db.kysely);
    errors.mockRestore();
  });

  it("boots on an unwritable data folder, serves 503 for inquiries and keeps running", async () => {
    // /sys is read-only for everyone, root included.
    const server = await startServerProcess({ DATA_DIR: "/sys/h2-data" });
    cleanups.push(async () => {
      server.child.kill("SIGTERM");
      await exited(server.child);
    });
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validInquiry()),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
    }
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toMatch(
      /"err":\{[^}]*\/sys\/h2-data[^}]*\}.*"msg":"storage: unavailable"/,
    );
  });
});

describe.runIf(TEST_DATABASE_URL)("PostgreSQL goes away under load and comes back", () => {
  it("answers 503 with Retry-After during the outage, never hangs, resumes, loses nothing acknowledged", async () => {
    const store = await createStore("postgres");
    const pgPort = Number(new URL(TEST_DATABASE_URL!).port || 5432);
    const proxy = await startTcpProxy(pgPort);
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

    const acknowledged: string[] = [];
    const log: { at: number; status: number }[] = [];
    let hung = 0;
    let running = true;
    const t0 = Date.now();
    const client = async () => {
      while (running) {
        try {
          const res = await fetch(`${server.url}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(validInquiry()),
            signal: AbortSignal.timeout(10_000),
          });
          log.push({ at: Date.now() - t0, status: res.status });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
          else {
            expect(res.status).toBe(503);
            expect(res.headers.get("retry-after")).toBe("30");
            await res.body?.cancel();
            await new Promise((r) => setTimeout(r, 50));
          }
        } catch (err) {
          if ((err as Error).name === "TimeoutError") hung++;
          else {
            running = false;
            return;
          }
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await new Promise((r) => setTimeout(r, 1500));
    const outageAt = Date.now() - t0;
    await proxy.outage();
    await new Promise((r) => setTimeout(r, 3000));
    const restoredAt = Date.now() - t0;
    await proxy.restore();
    await new Promise((r) => setTimeout(r, 4000));
    running = false;
    await Promise.all(clients);

    if (server.child.exitCode !== null) console.log(server.output());
    expect(server.child.exitCode).toBeNull();
    expect(hung).toBe(0);
    expect(log.filter((l) => l.at < outageAt && l.status === 201).length).toBeGreaterThan(0);
    expect(
      log.filter((l) => l.at > outageAt && l.at < restoredAt && l.status === 503).length,
    ).toBeGreaterThan(0);
    // Service resumed by itself: the last second is all successes.
    const tail = log.filter((l) => l.at > restoredAt + 3000);
    expect(tail.length).toBeGreaterThan(0);
    expect(tail.every((l) => l.status === 201)).toBe(true);

    const db = await store.open();
    const stored = new Set(
      (await db.kysely.selectFrom("inquiries").select("id").execute()).map((r) => r.id),
    );
    await db.close();
    recordFigure("PostgreSQL outage 3 s under load", {
      answers: log.length,
      acknowledged: acknowledged.length,
      "acknowledged and stored": acknowledged.filter((id) => stored.has(id)).length,
      "503": log.filter((l) => l.status === 503).length,
      "hung > 10 s": hung,
    });
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    console.log(
      `pg outage: ${log.length} answers, ${acknowledged.length} acknowledged and stored, ${log.filter((l) => l.status === 503).length} × 503`,
    );
  }, 60_000);
});
