import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { testApp } from "../test-support/app";
import { createStore, type TestStore } from "../test-support/stores";
import { CSP_REPORT_LIMIT } from "./routes";

const report = JSON.stringify({
  "csp-report": {
    "document-uri": "https://www.h2consulting.example/contact",
    "violated-directive": "script-src-elem",
    "blocked-uri": "inline",
  },
});

describe("POST /api/csp-report", () => {
  let store: TestStore;
  let db: Db;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    store = await createStore("sqlite");
    db = await store.open();
    const { app } = testApp(db);
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeAllConnections" in server) server.closeAllConnections();
    });
    await db.close();
    await store.cleanup();
  });

  const post = (body: string, type = "application/csp-report") =>
    fetch(`http://127.0.0.1:${port}/api/csp-report`, {
      method: "POST",
      headers: { "content-type": type },
      body,
    });

  it("stores a report and answers 204", async () => {
    expect((await post(report)).status).toBe(204);
    const rows = await db.kysely.selectFrom("csp_reports").selectAll().execute();
    expect(rows.map((r) => r.violated_directive)).toContain("script-src-elem");
  });

  it("refuses what is not a report: 415 for another type, 400 for bad JSON", async () => {
    expect((await post(report, "text/plain")).status).toBe(415);
    expect((await post("{not json")).status).toBe(400);
  });

  it("answers 413 from Content-Length alone", async () => {
    expect((await post(" ".repeat(CSP_REPORT_LIMIT + 1))).status).toBe(413);
  });

  it("answers 413 to a chunked body while it is still coming, having read little more than the limit", async () => {
    // Chunked (no Content-Length), 1 KB a millisecond until the answer comes (or 4 MB, the end
    // a reader that waits for it would need).
    let written = 0;
    let answered = false;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/csp-report",
          headers: { "content-type": "application/csp-report" },
        },
        (res) => {
          answered = true;
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on("error", (err) => {
        if (!answered) reject(err);
      });
      const chunk = Buffer.alloc(1024, " ");
      (async () => {
        while (!answered && !req.destroyed && written < 4 * 1024 * 1024) {
          if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
          written += chunk.length;
          if (written % (64 * 1024) === 0) await new Promise((r) => setTimeout(r, 1));
        }
        if (!answered) req.end();
      })().catch(() => {});
    });
    expect(status).toBe(413);
    expect(written).toBeLessThan(1024 * 1024);
  }, 10_000);

  it("answers 413 to an oversize body given as a web stream (app.request)", async () => {
    const { app } = testApp(db);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 4 * 1024 * 1024) return controller.close();
        pulled += 1024;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const res = await app.request("/api/csp-report", {
      method: "POST",
      headers: { "content-type": "application/csp-report" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(64 * 1024);
  });
});
