import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { ContactRequest } from "@lib/contact-schema";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saveInquiry } from "../contact/repository";
import type { Db } from "../db/connect";
import { messageOf } from "../mail/outbox";
import { createTransport } from "../mail/transport";
import { validInquiry } from "../test-support/app";
import { exited, freePort, type ServerProcess, startServerProcess } from "../test-support/process";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { dueForErasure, keepInquiry } from "./inquiries";
import { enforcePrivacy } from "./timer";

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
const deps = {
  salesEmail: "sales@h2.test",
  unsubscribeUrl: (t: string) => `https://h2.test/u/${t}`,
  webhook: true,
};

async function inquiryOf(db: Db, email: string, received: Date) {
  const req = { ...validInquiry(), email, marketing_consent: false } as ContactRequest;
  return (await saveInquiry(db, req, { ...deps, verdict: "ok", now: received })).id;
}

/** Marks an inquiry's messages sent and its webhook delivered, at `at`. */
async function delivered(db: Db, id: string, at: Date) {
  const when = at.toISOString();
  await db.kysely
    .updateTable("outbox")
    .set({ status: "sent", sent_at: when })
    .where("inquiry_id", "=", id)
    .execute();
  await db.kysely
    .updateTable("webhook_outbox")
    .set({ status: "delivered", finished_at: when })
    .where("inquiry_id", "=", id)
    .execute();
}

describe("the running server's timer", () => {
  let store: TestStore;
  let server: ServerProcess | undefined;
  const ids = { old: "", kept: "", month: "", week: "" };
  beforeAll(async () => {
    store = await createStore("sqlite");
    const db = await store.open();
    ids.old = await inquiryOf(db, "old@past.example", daysAgo(800));
    ids.kept = await inquiryOf(db, "client@past.example", daysAgo(800));
    await keepInquiry(db, ids.kept, { by: "owner", why: "a client" });
    ids.month = await inquiryOf(db, "month@recent.example", daysAgo(40));
    await delivered(db, ids.month, daysAgo(40));
    ids.week = await inquiryOf(db, "week@recent.example", daysAgo(8));
    await delivered(db, ids.week, daysAgo(7));
    await db.close();
  });
  afterAll(async () => {
    if (server) {
      server.child.kill("SIGTERM");
      await exited(server.child);
    }
    await store.cleanup();
  });

  it("erases an inquiry older than INQUIRY_RETENTION_DAYS, keeps one kept on purpose, and reduces bodies delivered more than DELIVERED_BODY_DAYS ago, rows kept", {
    timeout: 60_000,
  }, async () => {
    const metricsPort = await freePort();
    const started = Date.now() / 1000;
    server = await startServerProcess({
      DATA_DIR: store.dataDir,
      METRICS_PORT: String(metricsPort),
    });
    const db = await store.open();
    try {
      await vi.waitFor(
        async () => {
          const left = await db.kysely.selectFrom("inquiries").select("id").execute();
          expect(left.map((r) => r.id)).not.toContain(ids.old);
        },
        { timeout: 45_000, interval: 250 },
      );
      const inquiries = (await db.kysely.selectFrom("inquiries").select("id").execute()).map(
        (r) => r.id,
      );
      expect(inquiries.sort()).toEqual([ids.kept, ids.month, ids.week].sort());
      const old = await db.kysely
        .selectFrom("outbox")
        .select("id")
        .where("inquiry_id", "=", ids.old)
        .execute();
      expect(old).toEqual([]);
      const hooks = await db.kysely
        .selectFrom("webhook_outbox")
        .select("id")
        .where("inquiry_id", "=", ids.old)
        .execute();
      expect(hooks).toEqual([]);

      const month = await db.kysely
        .selectFrom("outbox")
        .selectAll()
        .where("inquiry_id", "=", ids.month)
        .execute();
      expect(month).toHaveLength(2);
      for (const m of month) {
        expect(m).toMatchObject({
          status: "sent",
          subject_email: "",
          subject: "",
          text_body: "",
          html_body: "",
          render: null,
          reply_to: null,
          attempts: 0,
        });
        expect(m.sent_at).not.toBeNull();
        expect(JSON.stringify(m)).not.toContain("month@recent.example");
      }
      const week = await db.kysely
        .selectFrom("outbox")
        .selectAll()
        .where("inquiry_id", "=", ids.week)
        .execute();
      for (const m of week) expect(m.render).toContain("week@recent.example");
      // The pass that did it is what Prometheus sees (H2PrivacyRetentionStalled reads its age).
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const last = metrics.match(/^h2_privacy_retention_last_success_timestamp_seconds (\S+)$/m);
      expect(Number(last?.[1])).toBeGreaterThanOrEqual(started);
    } finally {
      await db.close();
    }
  });
});

describe.each(storeNames)("retention on %s", (name) => {
  let store: TestStore;
  let db: Db;
  beforeAll(async () => {
    store = await createStore(name);
    db = await store.open();
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  it("reduces a delivered webhook's payload to its type, times and id and deletes the messages' .eml copies, rows kept; runs again changing nothing", async () => {
    const id = await inquiryOf(db, "hook@recent.example", daysAgo(45));
    const transport = createTransport({
      dataDir: store.dataDir,
      from: "h2@h2.test",
      domain: "h2.test",
    });
    for (const row of await db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("inquiry_id", "=", id)
      .execute()) {
      await transport.send(messageOf(row));
    }
    transport.close();
    await delivered(db, id, daysAgo(31));
    const settings = {
      inquiryDays: 730,
      deliveredBodyDays: 30,
      mailDir: join(store.dataDir, "mail"),
      rateLimitWindowSeconds: 600,
    };
    expect(readdirSync(settings.mailDir)).toHaveLength(2);
    const first = await enforcePrivacy(db, settings);
    expect(first.mailFiles).toBe(2);
    expect(readdirSync(settings.mailDir)).toEqual([]);
    expect(first).toMatchObject({ reducedMessages: 2, reducedWebhooks: 1, inquiries: 0 });
    const hook = await db.kysely
      .selectFrom("webhook_outbox")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(hook).toMatchObject({ status: "delivered", subject_email: "", attempts: 0 });
    expect(JSON.parse(hook.payload)).toEqual({
      type: "inquiry.received",
      timestamp: expect.any(String),
      data: { id },
      reduced: true,
    });
    expect(await enforcePrivacy(db, settings)).toMatchObject({
      reducedMessages: 0,
      reducedWebhooks: 0,
    });
  });

  it("lists what goes next, overdue first, and leaves out what is kept", async () => {
    const soon = await inquiryOf(db, "soon@past.example", daysAgo(720));
    const kept = await inquiryOf(db, "kept@past.example", daysAgo(725));
    await keepInquiry(db, kept, { by: "owner", why: "a client" });
    const due = await dueForErasure(db, 730, { withinDays: 30 });
    expect(due.map((d) => d.id)).toEqual([soon]);
    expect(Date.parse(due[0]!.erase_at)).toBeGreaterThan(Date.now());
    expect(await keepInquiry(db, kept, { undo: true })).toBe(true);
    expect((await dueForErasure(db, 730, { withinDays: 30 })).map((d) => d.id)).toEqual([
      kept,
      soon,
    ]);
  });

  it("sweeps rate-limit keys and salts of old windows whatever the traffic", async () => {
    const old = new Date(Date.now() - 3 * 600_000).toISOString();
    await db.kysely
      .insertInto("rate_limit_salts")
      .values({ window_start: old, salt: "s" })
      .execute();
    await db.kysely
      .insertInto("rate_limits")
      .values({ key: "contact:x", window_start: old, count: 1 })
      .execute();
    const r = await enforcePrivacy(db, {
      inquiryDays: 730,
      deliveredBodyDays: 30,
      mailDir: store.dataDir,
      rateLimitWindowSeconds: 600,
    });
    expect(r.salts).toBe(1);
    expect(await db.kysely.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
  });
});
