import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { SALES_NOTICE } from "../mail/outbox";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { capturedLog } from "../test-support/log";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { startReceiver } from "../webhook/test-receiver";
import { slackSink } from "./alert-sink";
import { startDeliveryAlerts } from "./alerts";

describe("the operators' alert channel", () => {
  it("retries a message the channel refuses, and posts it once it takes it", async () => {
    const channel = await startReceiver(0, (_, n) => ({ status: n < 2 ? 503 : 200 }));
    const { log, lines } = capturedLog();
    const sink = slackSink(channel.url, { retryDelayMs: () => 20, log });
    expect(await sink.send("inquiry 42: late")).toBe(true);
    expect(channel.received.map((h) => h.status)).toEqual([503, 503, 200]);
    expect(JSON.parse(channel.received[2]!.body)).toEqual({ text: "inquiry 42: late" });
    expect(lines).toEqual([]);
    await channel.close();
  });

  it("says at level error when a message cannot be posted at all, without the channel's secret URL", async () => {
    const channel = await startReceiver(0, () => ({ status: 500 }));
    const url = `${channel.url}/T000/B000/secret-path`;
    const { log, lines } = capturedLog();
    const sink = slackSink(url, { attempts: 3, retryDelayMs: () => 20, log });
    expect(await sink.send("inquiry 42: late")).toBe(false);
    expect(channel.received).toHaveLength(3);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        event: "alert_not_sent",
        alert: "inquiry 42: late",
        err: expect.objectContaining({ message: "HTTP 500" }),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("secret-path");
    await channel.close();
  });

  it("gives up waiting between retries when the server stops, and says so", async () => {
    const channel = await startReceiver(0, () => ({ status: 500 }));
    const { log, lines } = capturedLog();
    const sink = slackSink(channel.url, { retryDelayMs: () => 60_000, log });
    const sent = sink.send("inquiry 42: failed");
    await new Promise((r) => setTimeout(r, 200));
    sink.close();
    expect(await sent).toBe(false);
    expect(lines).toEqual([expect.objectContaining({ level: "error", event: "alert_not_sent" })]);
    await channel.close();
  });
});

describe.each(storeNames)("delivery alerts with several instances (%s)", (engine) => {
  let store: TestStore;
  let db: Db;

  beforeEach(async () => {
    store = await createStore(engine);
    db = await store.open();
  });
  afterEach(async () => {
    await db.close();
    await store.cleanup();
  });

  it("alerts each late notice once, however many instances check at the same moment", async () => {
    const { app } = testApp(db);
    for (let i = 0; i < 3; i++) await postJson(app, "/api/contact", validInquiry());
    const channel = await startReceiver();
    const later = () => new Date(Date.now() + 3_600_000);
    const instances = Array.from({ length: 3 }, () => {
      const { log, lines } = capturedLog();
      const alerts = startDeliveryAlerts({
        db,
        watches: [{ queue: "mail", kind: SALES_NOTICE, label: "sales notice" }],
        alertAfterMs: 900_000,
        sink: slackSink(channel.url, { log }),
        clock: later,
        intervalMs: 3_600_000,
        log,
      });
      return { alerts, lines };
    });
    const results = await Promise.all(instances.map((i) => i.alerts.check()));
    const alerted = results.flat().flatMap((a) => a.inquiryIds);
    expect(alerted).toHaveLength(3);
    expect(new Set(alerted).size).toBe(3);
    // Once more: nothing new.
    expect((await instances[0]!.alerts.check()).flat()).toEqual([]);
    await Promise.all(instances.map((i) => i.alerts.stop()));
    const ids = channel.received.flatMap(
      (h) => (JSON.parse(h.body) as { text: string }).text.match(/[0-9a-f-]{36}/g) ?? [],
    );
    expect(ids.sort()).toEqual([...alerted].sort());
    await channel.close();
  });
});
