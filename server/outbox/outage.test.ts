import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { queueRecoveryDigest } from "../mail/digest";
import { SALES_NOTICE, startOutboxWorker } from "../mail/outbox";
import { createTransport } from "../mail/transport";
import { deliveriesOverdue, deliveryAlerts } from "../metrics/registry";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { capturedLog, silentLog } from "../test-support/log";
import { mimePart, startSmtp } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { startReceiver } from "../webhook/test-receiver";
import { startWebhookWorker } from "../webhook/worker";
import { slackSink } from "./alert-sink";
import { startDeliveryAlerts, type Watch } from "./alerts";
import { requeueFailed } from "./requeue";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ALERT_AFTER_MS = 15 * MINUTE;
const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

/** A port nothing listens on: the outage (the same port serves again when it ends). */
async function deadPort() {
  const probe = await startSmtp();
  await probe.close();
  return probe.port;
}

/** A header as read (RFC 2047 encoded words decoded). */
const decoded = (header = "") =>
  header.replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, q: string) =>
    Buffer.from(
      q
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) =>
          String.fromCharCode(Number.parseInt(h, 16)),
        ),
      "latin1",
    ).toString("utf8"),
  );

const alertCount = async (queue: string, reason: string) =>
  (await deliveryAlerts.get()).values.find(
    (v) => v.labels.queue === queue && v.labels.reason === reason,
  )?.value ?? 0;
const overdue = async (queue: string) =>
  (await deliveriesOverdue.get()).values.find((v) => v.labels.queue === queue)?.value;

describe.each(storeNames)("an outage of days, alerted and recovered (%s)", (engine) => {
  let store: TestStore;
  let db: Db;
  const open: { close(): unknown }[] = [];
  /** The clock the workers and the check read; the test moves it. */
  let now = Date.now();
  const clock = () => new Date(now);

  beforeEach(async () => {
    store = await createStore(engine);
    db = await store.open();
    now = Date.now();
  });
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
    await db.close();
    await store.cleanup();
  });

  /** The operators' Slack channel, on loopback. */
  async function operators() {
    const channel = await startReceiver();
    open.push(channel);
    const texts = () => channel.received.map((h) => (JSON.parse(h.body) as { text: string }).text);
    return { channel, texts };
  }

  function alertsOn(watches: Watch[], url: string, afterCheck?: (at: Date) => Promise<unknown>) {
    const { log, lines } = capturedLog();
    const alerts = startDeliveryAlerts({
      db,
      watches,
      alertAfterMs: ALERT_AFTER_MS,
      sink: slackSink(url, { retryDelayMs: () => 50, log }),
      clock,
      intervalMs: 3_600_000,
      log,
      afterCheck,
    });
    open.push({ close: () => alerts.stop() });
    return { alerts, lines };
  }

  /** The earliest next attempt of the queue's waiting rows. */
  async function nextDue(table: "outbox" | "webhook_outbox") {
    const row = await db.kysely
      .selectFrom(table)
      .select("next_attempt_at")
      .where("status", "=", "pending")
      .orderBy("next_attempt_at")
      .executeTakeFirst();
    return row ? Date.parse(row.next_attempt_at) : undefined;
  }

  /** Everything due now handled (a drain in flight when asked may have started before the clock moved). */
  async function drained(worker: { drain(): Promise<number> }) {
    await worker.drain();
    await worker.drain();
  }

  async function until(check: () => boolean | Promise<boolean>) {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
  }

  it("keeps the sales notice pending through 2 days of SMTP refusing, alerts once past the threshold, then delivers it and one digest", async () => {
    const port = await deadPort();
    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: store.dataDir,
      from: "H2 <no-reply@h2.test>",
      domain: "h2.test",
    });
    open.push(transport);
    const worker = startOutboxWorker(db, transport, {
      intervalMs: 3_600_000,
      clock,
      log: silentLog,
    });
    open.push({ close: () => worker.stop() });
    const { channel, texts } = await operators();
    const { alerts, lines } = alertsOn(
      [{ queue: "mail", kind: SALES_NOTICE, label: "sales notice" }],
      channel.url,
      async (at) => {
        if (
          await queueRecoveryDigest(db, {
            salesEmail: "sales@h2.test",
            mailSentAt: worker.lastSentAt(),
            now: at,
          })
        )
          worker.wake();
      },
    );
    const lateBefore = await alertCount("mail", "late");

    const { app } = testApp(db);
    const visitor = { ...validInquiry(), name: "Ines Okafor", email: "ines@okafor.io" };
    const res = await postJson(app, "/api/contact", visitor);
    const { id } = (await res.json()) as { id: string };
    const notice = () =>
      db.kysely
        .selectFrom("outbox")
        .selectAll()
        .where("inquiry_id", "=", id)
        .where("kind", "=", SALES_NOTICE)
        .executeTakeFirstOrThrow();
    const queuedAt = Date.parse((await notice()).created_at);
    now = queuedAt;

    // The first 20 minutes, checked every 30 s as the server does: the alert comes with the
    // first check past 15 minutes, not before.
    let alertedAfter: number | undefined;
    while (now < queuedAt + 20 * MINUTE) {
      now += 30_000;
      await drained(worker);
      await alerts.check();
      await until(() => channel.received.length > 0 || now - queuedAt < ALERT_AFTER_MS);
      if (channel.received.length && alertedAfter === undefined) alertedAfter = now - queuedAt;
    }
    expect(alertedAfter).toBe(ALERT_AFTER_MS);

    // Then 2 days of SMTP refusing: every attempt the schedule makes fails.
    while (now < queuedAt + 2 * DAY) {
      now = Math.max(now + 1, (await nextDue("outbox")) ?? now + MINUTE);
      await drained(worker);
      await alerts.check();
    }
    const waiting = await notice();
    expect(waiting.status).toBe("pending");
    expect(waiting.attempts).toBeGreaterThan(50);
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    // Alerted once: one message naming the inquiry by id, nothing of what the visitor wrote.
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toContain(id);
    expect(texts()[0]).toMatch(/sales notice still undelivered 15 min/);
    for (const secret of [
      visitor.name,
      visitor.email,
      visitor.company,
      visitor.message,
      visitor.phone,
    ]) {
      expect(JSON.stringify(channel.received)).not.toContain(secret);
      expect(JSON.stringify(lines)).not.toContain(secret);
    }
    expect((await alertCount("mail", "late")) - lateBefore).toBe(1);
    expect(await overdue("mail")).toBe(1);
    expect(lines.filter((l) => l.event === "delivery_alert")).toEqual([
      expect.objectContaining({ level: "error", queue: "mail", reason: "late", inquiryIds: [id] }),
    ]);

    // SMTP is back: the notice goes at its next attempt, then one digest lists it.
    const smtp = await startSmtp(port);
    open.push(smtp);
    now = (await nextDue("outbox"))!;
    await drained(worker);
    await alerts.check();
    await drained(worker);
    await alerts.check();
    await drained(worker);
    const toSales = smtp.received.filter((m) => m.to.includes("sales@h2.test"));
    expect(toSales.map((m) => decoded(m.headers.get("subject")))).toEqual([
      expect.stringMatching(/^New inquiry: Ines Okafor/),
      expect.stringMatching(/^1 inquiry whose notice was late or never arrived/),
    ]);
    const digest = mimePart(toSales[1]!.raw, "text/plain");
    expect(digest).toContain(id);
    expect(digest).toContain("Ines Okafor");
    expect(digest).toContain("ines@okafor.io");
    expect(digest).toMatch(/Notice delivered late/);
    expect((await notice()).status).toBe("sent");
    expect(await overdue("mail")).toBe(0);
    expect(texts()).toHaveLength(1);
  });

  it("alerts a sales notice given up on, and the digest carries that inquiry in full", async () => {
    const port = await deadPort();
    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: store.dataDir,
      from: "H2 <no-reply@h2.test>",
      domain: "h2.test",
    });
    open.push(transport);
    const { channel, texts } = await operators();
    let wakeAlerts = () => {};
    const worker = startOutboxWorker(db, transport, {
      intervalMs: 3_600_000,
      clock,
      log: silentLog,
      schedule: { maxAttempts: 2, delayMs: () => MINUTE },
      onFailed: () => wakeAlerts(),
    });
    open.push({ close: () => worker.stop() });
    const { alerts } = alertsOn(
      [{ queue: "mail", kind: SALES_NOTICE, label: "sales notice" }],
      channel.url,
      (at) =>
        queueRecoveryDigest(db, {
          salesEmail: "sales@h2.test",
          mailSentAt: worker.lastSentAt(),
          now: at,
        }),
    );
    wakeAlerts = () => alerts.nudge();
    const failedBefore = await alertCount("mail", "failed");

    const { app } = testApp(db);
    const res = await postJson(app, "/api/contact", validInquiry());
    const { id } = (await res.json()) as { id: string };
    now = Date.now();
    await drained(worker);
    now += MINUTE;
    await drained(worker);
    // The failure hook checks at once: no waiting for the next tick.
    await until(() => channel.received.length > 0);
    expect(texts()).toEqual([
      expect.stringMatching(
        new RegExp(`sales notice given up on \\(inquiry ${id}\\).*retry --failed`),
      ),
    ]);
    expect((await alertCount("mail", "failed")) - failedBefore).toBe(1);
    // The Slack post can land before the nudged check has counted the overdue rows.
    await alerts.check();
    expect(await overdue("mail")).toBe(1);

    const smtp = await startSmtp(port);
    open.push(smtp);
    // Mail works again (a message to someone else goes out), so sales gets the digest.
    await db.kysely
      .updateTable("outbox")
      .set({ status: "pending", next_attempt_at: new Date(now).toISOString() })
      .where("inquiry_id", "=", id)
      .where("kind", "=", "confirmation")
      .execute();
    await drained(worker);
    await alerts.check();
    await drained(worker);
    const digests = smtp.received.filter((m) =>
      /never arrived/.test(decoded(m.headers.get("subject"))),
    );
    expect(digests).toHaveLength(1);
    const text = mimePart(digests[0]!.raw, "text/plain");
    expect(text).toMatch(/Notice never delivered \(given up after 2 attempts\)/);
    expect(text).toContain(validInquiry().message);
    expect(text).toContain(validInquiry().email);
    // Listed once: a later check queues no second digest.
    await alerts.check();
    await drained(worker);
    expect(
      smtp.received.filter((m) => /never arrived/.test(decoded(m.headers.get("subject")))),
    ).toHaveLength(1);
  });

  it("alerts a webhook delivery late past the threshold, then given up on after 3 days; retry puts it back and it is delivered", async () => {
    const port = await deadPort();
    const url = `http://127.0.0.1:${port}/hooks/inquiries`;
    const { channel, texts } = await operators();
    let wakeAlerts = () => {};
    const worker = startWebhookWorker(
      db,
      { url, format: "json", secret: SECRET },
      { intervalMs: 3_600_000, clock, log: silentLog, onFailed: () => wakeAlerts() },
    );
    open.push({ close: () => worker.stop() });
    const { alerts, lines } = alertsOn(
      [{ queue: "webhook", label: "webhook delivery" }],
      channel.url,
    );
    wakeAlerts = () => alerts.nudge();
    const lateBefore = await alertCount("webhook", "late");
    const failedBefore = await alertCount("webhook", "failed");

    const { app } = testApp(db, { WEBHOOK_URL: url, WEBHOOK_SECRET: SECRET });
    const res = await postJson(app, "/api/contact", validInquiry());
    const { id } = (await res.json()) as { id: string };
    const delivery = () =>
      db.kysely
        .selectFrom("webhook_outbox")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const queuedAt = Date.parse((await delivery()).created_at);
    now = queuedAt;
    await drained(worker);
    now = queuedAt + ALERT_AFTER_MS - 1000;
    await alerts.check();
    expect(channel.received).toHaveLength(0);
    now = queuedAt + ALERT_AFTER_MS;
    await alerts.check();
    await until(() => channel.received.length > 0);
    expect(texts()).toEqual([
      expect.stringMatching(
        new RegExp(
          `1 webhook delivery still undelivered 15 min after queueing \\(inquiry ${id}\\)`,
        ),
      ),
    ]);
    expect((await alertCount("webhook", "late")) - lateBefore).toBe(1);
    expect(await overdue("webhook")).toBe(1);

    // The receiver stays down: every attempt of the schedule fails, the last after 3 days.
    while ((await delivery()).status !== "failed") {
      now = Math.max(now + 1, (await nextDue("webhook_outbox")) ?? now + MINUTE);
      await drained(worker);
    }
    const failed = await delivery();
    expect(now - queuedAt).toBeGreaterThanOrEqual(3 * DAY);
    expect(failed.attempts).toBe(82);
    expect(failed.last_error).toMatch(/^gave up after 82 attempts: ECONNREFUSED/);
    await until(() => channel.received.length > 1);
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toMatch(new RegExp(`1 webhook delivery given up on \\(inquiry ${id}\\)`));
    expect((await alertCount("webhook", "failed")) - failedBefore).toBe(1);
    expect(lines.filter((l) => l.event === "delivery_alert").map((l) => l.reason)).toEqual([
      "late",
      "failed",
    ]);
    await alerts.check();
    expect(await overdue("webhook")).toBe(1);

    // The receiver is back; the operator puts the delivery back in the queue.
    const hooks = await startReceiver(port);
    open.push(hooks);
    expect(await requeueFailed(db, { id }, clock())).toEqual({ mail: 0, webhook: 1 });
    await drained(worker);
    expect((await delivery()).status).toBe("delivered");
    expect(hooks.received).toHaveLength(1);
    await alerts.check();
    expect(await overdue("webhook")).toBe(0);
    expect(texts()).toHaveLength(2);
  });
});
