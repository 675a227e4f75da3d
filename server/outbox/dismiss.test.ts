import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import type { Readiness } from "../health/readiness";
import { queueRecoveryDigest } from "../mail/digest";
import { claimDue } from "../mail/outbox";
import { deliveriesOverdue } from "../metrics/registry";
import { inquiryReport } from "../report/inquiries";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { silentLog } from "../test-support/log";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { deliveryWatches } from "../watches";
import { startDeliveryAlerts } from "./alerts";
import { dismissDelivery, listDismissed } from "./dismiss";
import { release, settleFailure } from "./queue";
import { requeueFailed } from "./requeue";

const WEBHOOK = {
  WEBHOOK_URL: "http://127.0.0.1:9/hook",
  WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
  ALERT_AFTER_SECONDS: "900",
};
const overdue = async (queue: string) =>
  (await deliveriesOverdue.get()).values.find((v) => v.labels.queue === queue)?.value;

describe.each(storeNames)("dismissing a delivery that will never succeed (%s)", (engine) => {
  let store: TestStore;
  let db: Db;
  let app: ReturnType<typeof testApp>["app"];
  const stops: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    store = await createStore(engine);
    db = await store.open();
    app = testApp(db, WEBHOOK).app;
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await db.close();
    await store.cleanup();
  });

  function alerts() {
    const a = startDeliveryAlerts({
      db,
      watches: deliveryWatches({ webhook: true }),
      alertAfterMs: 900_000,
      intervalMs: 3_600_000,
      log: silentLog,
    });
    stops.push(() => a.stop());
    return a;
  }

  async function inquiry() {
    const res = await postJson(app, "/api/contact", validInquiry());
    const { id } = (await res.json()) as { id: string };
    const mail = await db.kysely
      .selectFrom("outbox")
      .select(["id", "kind"])
      .where("inquiry_id", "=", id)
      .execute();
    const idOf = (kind: string) => mail.find((m) => m.kind === kind)!.id;
    return { id, confirmation: idOf("confirmation"), notice: idOf("sales-notice") };
  }

  const fail = (table: "outbox" | "webhook_outbox", id: string) =>
    db.kysely
      .updateTable(table)
      .set({ status: "failed", attempts: 1, last_error: "550 5.1.1 user unknown" })
      .where("id", "=", id)
      .execute();

  const ready = async () => {
    const res = await app.request("/readyz");
    return { status: res.status, body: (await res.json()) as Readiness };
  };

  const status = (table: "outbox" | "webhook_outbox", id: string) =>
    db.kysely
      .selectFrom(table)
      .select(["status", "dismissed_at", "dismissed_by", "dismissed_why"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("ends a failed sales notice: no longer failed or overdue, its alert cleared, never sent or retried", async () => {
    const { id, notice } = await inquiry();
    await db.kysely.updateTable("webhook_outbox").set({ status: "delivered" }).execute();
    await fail("outbox", notice);
    const check = alerts();
    expect(await check.check()).toEqual([{ queue: "mail", reason: "failed", inquiryIds: [id] }]);
    expect(await overdue("mail")).toBe(1);
    expect((await ready()).body.checks.mail).toMatchObject({ failed: 1, sales: { failed: 1 } });

    const at = new Date("2026-12-01T10:00:00.000Z");
    const result = await dismissDelivery(db, notice, {
      by: "ops-anna",
      why: "sales mailbox retired",
      now: at,
    });
    expect(result).toMatchObject({
      outcome: "dismissed",
      delivery: { queue: "mail", id: notice, kind: "sales-notice", inquiryId: id },
    });
    expect(await status("outbox", notice)).toEqual({
      status: "dismissed",
      dismissed_at: at.toISOString(),
      dismissed_by: "ops-anna",
      dismissed_why: "sales mailbox retired",
    });

    await check.check();
    expect(await overdue("mail")).toBe(0);
    const r = await ready();
    expect(r.status).toBe(200);
    expect(r.body.checks.mail).toMatchObject({ failed: 0, sales: { failed: 0 } });
    expect(r.body.checks.mail.kinds).not.toHaveProperty("sales-notice");

    // Not taken up again: neither by the queue nor by retry --failed.
    await db.kysely
      .updateTable("outbox")
      .set({ status: "sent" })
      .where("id", "!=", notice)
      .execute();
    expect(await claimDue(db, 10, new Date(Date.now() + 86_400_000))).toEqual([]);
    expect(await requeueFailed(db, { all: true })).toEqual({ mail: 0, webhook: 0 });
    expect((await status("outbox", notice)).status).toBe("dismissed");

    // The report moves it from "could not be sent" to the dismissed, with who and why.
    const report = await inquiryReport(db, { by: "page" });
    expect(report.mailFailures).toEqual([]);
    expect(report.dismissed).toMatchObject([
      {
        queue: "mail",
        id: notice,
        kind: "sales-notice",
        dismissed_by: "ops-anna",
        dismissed_why: "sales mailbox retired",
      },
    ]);
  });

  it("ends a webhook delivery still being retried, and the late one stops making the instance unready", async () => {
    const { id } = await inquiry();
    await db.kysely.updateTable("outbox").set({ status: "sent" }).execute();
    const long = new Date(Date.now() - 1200_000).toISOString();
    await db.kysely
      .updateTable("webhook_outbox")
      .set({ created_at: long, next_attempt_at: long, attempts: 4 })
      .execute();
    expect((await ready()).status).toBe(503);
    alerts();

    // The inquiry's id names its one undelivered delivery (the webhook's id is the inquiry's).
    const result = await dismissDelivery(db, id, { by: "ops", why: "CRM decommissioned" });
    expect(result).toMatchObject({ outcome: "dismissed", delivery: { queue: "webhook", id } });
    expect((await ready()).status).toBe(200);
    expect(await listDismissed(db)).toMatchObject([{ queue: "webhook", kind: "webhook", id }]);
  });

  it("asks for one when an inquiry has several undelivered, and leaves one being sent to its attempt", async () => {
    const { id, confirmation, notice } = await inquiry();
    const several = await dismissDelivery(db, id, { by: "ops", why: "x" });
    expect(several.outcome).toBe("several");
    if (several.outcome === "several")
      expect(several.deliveries.map((d) => d.kind).sort()).toEqual([
        "confirmation",
        "sales-notice",
        "webhook",
      ]);
    const webhookOnly = await dismissDelivery(db, id, { by: "ops", why: "x", queue: "webhook" });
    expect(webhookOnly.outcome).toBe("dismissed");

    // Claimed by a worker, its lease running: not dismissed under it.
    const claimed = await claimDue(db, 10);
    expect(claimed.map((c) => c.id).sort()).toEqual([confirmation, notice].sort());
    const busy = await dismissDelivery(db, confirmation, { by: "ops", why: "x" });
    expect(busy).toMatchObject({ outcome: "sending", delivery: { id: confirmation } });
    expect((await status("outbox", confirmation)).status).toBe("sending");

    // Its lease run out (a worker stalled): dismissed, and the late attempt's end keeps it so.
    await db.kysely
      .updateTable("outbox")
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", confirmation)
      .execute();
    expect((await dismissDelivery(db, confirmation, { by: "ops", why: "x" })).outcome).toBe(
      "dismissed",
    );
    await settleFailure(db, "mail", { id: confirmation, attempts: 1 }, { error: "451 later" });
    await release(db, "mail", [confirmation]);
    expect((await status("outbox", confirmation)).status).toBe("dismissed");

    // Delivered already: nothing to dismiss. Unknown: nothing at all.
    await db.kysely
      .updateTable("outbox")
      .set({ status: "sent" })
      .where("id", "=", notice)
      .execute();
    expect(await dismissDelivery(db, notice, { by: "ops", why: "x" })).toMatchObject({
      outcome: "none",
      done: [{ id: notice, status: "sent" }],
    });
    expect(await dismissDelivery(db, "no-such-id", { by: "ops", why: "x" })).toEqual({
      outcome: "none",
      done: [],
    });
  });

  it("a dismissed notice that was alerted reaches sales in the recovery digest as never delivered", async () => {
    const { id, notice } = await inquiry();
    const alertedAt = new Date(Date.now() - 60_000).toISOString();
    await db.kysely
      .updateTable("outbox")
      .set({ status: "failed", alerted_failed_at: alertedAt })
      .where("id", "=", notice)
      .execute();
    await dismissDelivery(db, notice, { by: "ops", why: "never" });
    expect(
      await queueRecoveryDigest(db, { salesEmail: "sales@h2.test", mailSentAt: new Date() }),
    ).toBe(1);
    const digest = await db.kysely
      .selectFrom("outbox")
      .select("render")
      .where("kind", "=", "delivery-digest")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(digest.render!).entries).toEqual([
      expect.objectContaining({ inquiryId: id, notice: "failed" }),
    ]);
  });
});
