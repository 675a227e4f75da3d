import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validInquiry } from "./test-support/app";
import { recordFigure } from "./test-support/figures";
import { exited, startServerProcess } from "./test-support/process";
import { startSmtp, waitUntil } from "./test-support/smtp";
import { createStore, type TestStore } from "./test-support/stores";

describe("SIGTERM", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createStore("sqlite");
  });
  afterAll(async () => {
    await store.cleanup();
  });

  it("stops accepting, finishes the in-flight request and the message being sent, exits 0", async () => {
    // An SMTP server that takes 1.5 s to accept each message.
    const smtp = await startSmtp(0, { dataDelayMs: 1500 });
    const server = await startServerProcess({ DATA_DIR: store.dataDir, SMTP_URL: smtp.url });
    const url = new URL(server.url);

    // 1. A submission whose mail is then in the worker's hands.
    const first = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validInquiry()),
    });
    expect(first.status).toBe(201);
    await waitUntil(() => smtp.dataStarted > 0, 10_000);

    // 2. A request in flight: headers and half the body sent before the signal.
    const body = JSON.stringify(validInquiry());
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: "/api/contact",
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 40));
      setTimeout(() => req.end(body.slice(40)), 400);
    });
    await new Promise((r) => setTimeout(r, 100));
    server.child.kill("SIGTERM");

    // 3. New connections are refused once the listener is closed.
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    const inFlightStatus = await inFlight;
    const exitCode = await exited(server.child);
    recordFigure("SIGTERM during a request and a send", {
      "in-flight answer": inFlightStatus,
      "exit code": exitCode ?? "signal",
      "messages delivered": smtp.received.length,
    });
    expect(inFlightStatus).toBe(201);
    expect(exitCode).toBe(0);
    expect(smtp.received.length).toBeGreaterThanOrEqual(1); // the message in hand was finished
    await smtp.close();

    const db = await store.open();
    const rows = await db.kysely.selectFrom("outbox").select(["status"]).execute();
    await db.close();
    // Whatever was not sent stays queued for the next start; nothing is stuck mid-send.
    expect(rows.every((r) => r.status === "sent" || r.status === "pending")).toBe(true);
    expect(rows.filter((r) => r.status === "sent").length).toBe(smtp.received.length);
    expect(server.output()).toMatch(/SIGTERM: finishing in-flight requests and mail/);
  }, 60_000);

  it("writes the page views still counted in memory before it exits", async () => {
    const views = await createStore("sqlite");
    const server = await startServerProcess({ DATA_DIR: views.dataDir });
    const beacon = (path: string, landing: boolean) =>
      fetch(`${server.url}/api/views`, {
        method: "POST",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "user-agent":
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
        },
        body: JSON.stringify({ path, landing, utm_source: "linkedin" }),
      });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => beacon(i % 3 ? "/blog" : "/", i % 3 === 0)),
    );
    expect(answers.every((r) => r.status === 204)).toBe(true);
    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
    const db = await views.open();
    const rows = await db.kysely.selectFrom("page_views").selectAll().orderBy("path").execute();
    await db.close();
    await views.cleanup();
    expect(rows.map((r) => [r.path, Number(r.views), Number(r.landings), r.utm_source])).toEqual([
      ["/", 10, 10, "linkedin"],
      ["/blog", 20, 0, "linkedin"],
    ]);
  }, 60_000);
});
