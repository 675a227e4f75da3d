import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { updateHealthGauges } from "../health/gauges";
import type { Readiness } from "../health/readiness";
import { startOutboxWorker } from "../mail/outbox";
import { permanentRefusal } from "../mail/refusal";
import { createTransport } from "../mail/transport";
import {
  deliveriesOverdue,
  deliveryAlerts,
  outboxOverdueByKind,
  readiness,
} from "../metrics/registry";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { capturedLog } from "../test-support/log";
import { type RcptAnswer, startSmtp } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { deliveryWatches } from "../watches";
import { startReceiver } from "../webhook/test-receiver";
import { slackSink } from "./alert-sink";
import { startDeliveryAlerts } from "./alerts";

const SALES = "sales@h2.test";
const NO_SUCH_USER = (address: string) => ({
  code: 550,
  text: `5.1.1 <${address}>: Recipient address rejected: User unknown`,
});

const gauge = async (
  metric: { get(): Promise<{ values: { labels: object; value: number }[] }> },
  labels: Record<string, string>,
) =>
  (await metric.get()).values.find((v) =>
    Object.entries(labels).every(
      ([k, value]) => (v.labels as Record<string, unknown>)[k] === value,
    ),
  )?.value;
const alertsRaised = async (reason: string) =>
  (await gauge(deliveryAlerts, { queue: "mail", reason })) ?? 0;

describe("which SMTP errors end a message's retries", () => {
  const smtpError = (responseCode: number | undefined, command: string) =>
    Object.assign(new Error(`${responseCode} no`), { responseCode, command });

  it("a 5xx to the message's sender, recipient or content; not a 4xx, a refused login or a lost connection", () => {
    expect(permanentRefusal(smtpError(550, "RCPT TO"))).toBe(550);
    expect(permanentRefusal(smtpError(554, "DATA"))).toBe(554);
    expect(permanentRefusal(smtpError(553, "MAIL FROM"))).toBe(553);
    expect(permanentRefusal(smtpError(451, "RCPT TO"))).toBeUndefined();
    expect(permanentRefusal(smtpError(421, "DATA"))).toBeUndefined();
    expect(permanentRefusal(smtpError(535, "AUTH PLAIN"))).toBeUndefined();
    expect(permanentRefusal(smtpError(554, "CONN"))).toBeUndefined();
    expect(permanentRefusal(smtpError(undefined, "CONN"))).toBeUndefined();
    expect(permanentRefusal("550")).toBeUndefined();
  });
});

describe.each(storeNames)("a refused message, and what pages (%s)", (engine) => {
  let store: TestStore;
  let db: Db;
  const open: { close(): unknown }[] = [];

  beforeEach(async () => {
    store = await createStore(engine);
    db = await store.open();
  });
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
    await db.close();
    await store.cleanup();
  });

  /** A real SMTP server answering RCPT TO as `refuse` says, and a worker sending to it. */
  async function mailVia(refuse: RcptAnswer) {
    const smtp = await startSmtp(0, { refuse });
    open.push(smtp);
    const transport = createTransport({
      smtpUrl: smtp.url,
      dataDir: store.dataDir,
      from: "H2 <no-reply@h2.test>",
      domain: "h2.test",
    });
    open.push(transport);
    const { log, lines } = capturedLog();
    let failedCalls = 0;
    const worker = startOutboxWorker(db, transport, {
      intervalMs: 3_600_000,
      log,
      onFailed: () => failedCalls++,
    });
    open.push({ close: () => worker.stop() });
    return { smtp, worker, lines, failedCalls: () => failedCalls };
  }

  function alertsFor(sinkUrl?: string) {
    const { log, lines } = capturedLog();
    const alerts = startDeliveryAlerts({
      db,
      watches: deliveryWatches({ webhook: false }),
      alertAfterMs: 900_000,
      sink: sinkUrl ? slackSink(sinkUrl, { log }) : undefined,
      intervalMs: 3_600_000,
      log,
    });
    open.push({ close: () => alerts.stop() });
    return { alerts, lines };
  }

  const rows = (inquiryId: string) =>
    db.kysely
      .selectFrom("outbox")
      .select(["id", "kind", "status", "attempts", "last_error", "next_attempt_at"])
      .where("inquiry_id", "=", inquiryId)
      .orderBy("kind")
      .execute();

  async function post(app: ReturnType<typeof testApp>["app"], email: string) {
    const res = await postJson(app, "/api/contact", { ...validInquiry(), email });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  /** As if every undelivered message had been queued `seconds` ago. */
  const age = (seconds: number) => {
    const at = new Date(Date.now() - seconds * 1000).toISOString();
    return db.kysely
      .updateTable("outbox")
      .set({ created_at: at, next_attempt_at: at })
      .where("status", "in", ["pending", "sending", "failed"])
      .execute();
  };

  const ready = async (app: ReturnType<typeof testApp>["app"]) => {
    const res = await app.request("/readyz");
    return { status: res.status, body: (await res.json()) as Readiness };
  };

  it("a visitor's address refused (550) fails its confirmation at once, pages no one and leaves the instance ready", async () => {
    const visitor = "no-such-person@acme.io";
    const { smtp, worker, lines, failedCalls } = await mailVia((to) =>
      to === visitor ? NO_SUCH_USER(to) : undefined,
    );
    const { app } = testApp(db, { ALERT_AFTER_SECONDS: "900" });
    const id = await post(app, visitor);
    await worker.drain();

    const [confirmation, notice] = await rows(id);
    expect(confirmation).toMatchObject({ kind: "confirmation", status: "failed", attempts: 1 });
    expect(confirmation!.last_error).toContain("550");
    expect(notice).toMatchObject({ kind: "sales-notice", status: "sent" });
    expect(smtp.refused).toEqual([{ address: visitor, code: 550 }]);
    expect(smtp.received.map((m) => m.to)).toEqual([[SALES]]);
    expect(failedCalls()).toBe(1);

    // One line, at error: the message's id, kind and the server's code, never the address.
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        queue: "mail",
        kind: "confirmation",
        id: confirmation!.id,
        attempt: 1,
        smtp: 550,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(visitor);

    // Nothing pages: no delivery alert, nothing overdue, and an hour on the instance is ready.
    const failedBefore = await alertsRaised("failed");
    const { alerts } = alertsFor();
    expect(await alerts.check()).toEqual([]);
    expect(await alertsRaised("failed")).toBe(failedBefore);
    expect(await gauge(deliveriesOverdue, { queue: "mail" })).toBe(0);
    await age(3600);
    const r = await ready(app);
    expect(r.status).toBe(200);
    expect(r.body.checks.mail).toMatchObject({
      ok: true,
      failed: 1,
      sales: { late: 0, failed: 0, oldest_due_seconds: 0 },
      kinds: { confirmation: { late: 0, failed: 1 } },
    });

    // …and the operator still sees it, by kind.
    await updateHealthGauges(async () => (await ready(app)).body);
    expect(await gauge(readiness, { check: "mail" })).toBe(1);
    expect(
      await gauge(outboxOverdueByKind, { queue: "mail", kind: "confirmation", reason: "failed" }),
    ).toBe(1);
  });

  it("a late sales notice makes the instance unready; a late confirmation alone does not", async () => {
    const { app } = testApp(db, { ALERT_AFTER_SECONDS: "900" });
    const id = await post(app, "ann@acme.io");
    await age(1200);
    let r = await ready(app);
    expect(r.status).toBe(503);
    expect(r.body.checks.mail).toMatchObject({ ok: false, late: 2, sales: { late: 1 } });

    await db.kysely
      .updateTable("outbox")
      .set({ status: "sent" })
      .where("inquiry_id", "=", id)
      .where("kind", "=", "sales-notice")
      .execute();
    r = await ready(app);
    expect(r.status).toBe(200);
    expect(r.body.checks.mail).toMatchObject({
      ok: true,
      late: 1,
      sales: { late: 0 },
      kinds: { confirmation: { late: 1, failed: 0 } },
    });
    expect(r.body.checks.mail.oldest_due_seconds).toBeGreaterThanOrEqual(1200);
  });

  it("a sales notice refused (5xx) ends at once, with the alert", async () => {
    const { smtp, worker, failedCalls } = await mailVia((to) =>
      to === SALES ? { code: 554, text: "5.7.1 Message rejected as spam" } : undefined,
    );
    const channel = await startReceiver();
    open.push(channel);
    const { app } = testApp(db, { ALERT_AFTER_SECONDS: "900" });
    const id = await post(app, "ann@acme.io");
    await worker.drain();
    const [confirmation, notice] = await rows(id);
    expect(notice).toMatchObject({ kind: "sales-notice", status: "failed", attempts: 1 });
    expect(confirmation).toMatchObject({ status: "sent" });
    expect(smtp.refused).toEqual([{ address: SALES, code: 554 }]);
    expect(failedCalls()).toBe(1);

    const before = await alertsRaised("failed");
    const { alerts, lines } = alertsFor(channel.url);
    expect(await alerts.check()).toEqual([{ queue: "mail", reason: "failed", inquiryIds: [id] }]);
    expect(await alertsRaised("failed")).toBe(before + 1);
    expect(await gauge(deliveriesOverdue, { queue: "mail" })).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: "error", event: "delivery_alert", reason: "failed" }),
    ]);
    await alerts.stop();
    const [slack] = channel.received.map((h) => (JSON.parse(h.body) as { text: string }).text);
    expect(slack).toContain("1 sales notice given up on");
    expect(slack).toContain("554");
    expect(slack).toContain('dismiss ID --why "…"');
  });

  it("a 4xx (come back later) or a lost connection is retried, not ended", async () => {
    const { worker } = await mailVia((to) =>
      to === SALES ? { code: 451, text: "4.7.1 Greylisted, try again later" } : undefined,
    );
    const { app } = testApp(db);
    const id = await post(app, "ann@acme.io");
    await worker.drain();
    const [, notice] = await rows(id);
    expect(notice).toMatchObject({ status: "pending", attempts: 1 });
    expect(notice!.last_error).toContain("451");
    expect(Date.parse(notice!.next_attempt_at)).toBeGreaterThan(Date.now());

    // Nothing listens on the port: every message waits for its next attempt.
    const probe = await startSmtp();
    await probe.close();
    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${probe.port}`,
      dataDir: store.dataDir,
      from: "H2 <no-reply@h2.test>",
      domain: "h2.test",
    });
    open.push(transport);
    const { log } = capturedLog();
    const offline = startOutboxWorker(db, transport, { intervalMs: 3_600_000, log });
    open.push({ close: () => offline.stop() });
    const other = await post(app, "bo@acme.io");
    await offline.drain();
    expect(await rows(other)).toMatchObject([
      { status: "pending", attempts: 1 },
      { status: "pending", attempts: 1 },
    ]);
  });
});
