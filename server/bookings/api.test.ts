import { createHmac, randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { startOutboxWorker } from "../mail/outbox";
import { createTransport } from "../mail/transport";
import { bookingWebhooks } from "../metrics/registry";
import { slackSink } from "../outbox/alert-sink";
import { startDeliveryAlerts } from "../outbox/alerts";
import { eraseAddress } from "../shared/erasure";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { deliverToSmtp } from "../test-support/deliver";
import { silentLog } from "../test-support/log";
import { mimePart, startSmtp, waitUntil } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { deliveryWatches } from "../watches";
import type { BookingWebhook } from "../webhook/payload";
import { startReceiver } from "../webhook/test-receiver";
import { startWebhookWorker } from "../webhook/worker";

const CAL_SECRET = "cal-secret-of-the-firm-0123456789";
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString("base64")}`;

const sign = (body: string, secret = CAL_SECRET) =>
  createHmac("sha256", secret).update(body).digest("hex");

/** A delivery as Cal.com sends it (the fields the site reads, and some it does not). */
function calDelivery(
  trigger: string,
  over: {
    uid?: string;
    rescheduleUid?: string;
    start?: string;
    inquiry?: string;
    email?: string;
  } = {},
) {
  const start = over.start ?? "2026-12-08T14:00:00.000Z";
  return JSON.stringify({
    triggerEvent: trigger,
    createdAt: "2026-12-03T10:00:00.000Z",
    payload: {
      type: "discovery-call",
      title: "Discovery call between H2 and Ada Lovelace",
      startTime: start,
      endTime: new Date(new Date(start).getTime() + 30 * 60_000).toISOString(),
      uid: over.uid ?? "bk_7Hq2",
      ...(over.rescheduleUid ? { rescheduleUid: over.rescheduleUid } : {}),
      organizer: { name: "H2 sales", email: "sales@h2.test", timeZone: "Asia/Kolkata" },
      attendees: [
        {
          name: "Ada Lovelace",
          email: over.email ?? "ada@analytical.example",
          timeZone: "Europe/London",
        },
      ],
      responses: { notes: { value: "Four backend engineers by March" } },
      metadata: { ...(over.inquiry ? { inquiry: over.inquiry } : {}), channel: "linkedin" },
      status: "ACCEPTED",
    },
  });
}

describe.each(storeNames)("POST /api/bookings/cal on %s", (name) => {
  let store: TestStore;
  let db: Db;
  let t: ReturnType<typeof testApp>;
  let inquiryId: string;
  const deliver = (body: string, signature: string | null = sign(body)) =>
    t.app.request("/api/bookings/cal", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature === null ? {} : { "x-cal-signature-256": signature }),
      },
      body,
    });
  const bookings = () => db.kysely.selectFrom("bookings").selectAll().execute();
  const notices = () =>
    db.kysely.selectFrom("outbox").selectAll().where("kind", "=", "booking-notice").execute();

  beforeAll(async () => {
    store = await createStore(name);
    db = await store.open();
    t = testApp(db, {
      CAL_WEBHOOK_SECRET: CAL_SECRET,
      WEBHOOK_URL: "https://crm.example.com/hooks/h2",
      WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await t.views.stop();
    await db.close();
    await store.cleanup();
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom("bookings").execute();
    await db.kysely.deleteFrom("outbox").execute();
    await db.kysely.deleteFrom("webhook_outbox").execute();
    const res = await postJson(t.app, "/api/contact", {
      ...validInquiry(),
      email: "ada@analytical.example",
    });
    inquiryId = ((await res.json()) as { id: string }).id;
  });

  it("stores a signed BOOKING_CREATED once against the inquiry the link named, however often it is sent", async () => {
    const body = calDelivery("BOOKING_CREATED", { inquiry: inquiryId });
    const first = await deliver(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ stored: true });
    const again = await deliver(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ stored: false, duplicate: true });
    const rows = await bookings();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      uid: "bk_7Hq2",
      inquiry_id: inquiryId,
      name: "Ada Lovelace",
      email: "ada@analytical.example",
      status: "booked",
      start_at: "2026-12-08T14:00:00.000Z",
      time_zone: "Europe/London",
      channel: "linkedin",
    });
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice!.to_address).toBe("sales@h2.test");
    expect(notice!.text_body).toContain(
      `Ada Lovelace booked Tue 8 Dec 14:00 Europe/London — inquiry ${inquiryId}`,
    );
    const hooks = await db.kysely
      .selectFrom("webhook_outbox")
      .selectAll()
      .where("subject_email", "=", "ada@analytical.example")
      .execute();
    const events = hooks.map((h) => JSON.parse(h.payload) as { type: string });
    expect(events.map((e) => e.type).sort()).toEqual(["booking.created", "inquiry.received"]);
  });

  it("ties a booking made without the link to the attendee's latest inquiry by address", async () => {
    const res = await deliver(calDelivery("BOOKING_CREATED", { email: "ADA@analytical.example" }));
    expect(res.status).toBe(200);
    expect((await bookings())[0]!.inquiry_id).toBe(inquiryId);
  });

  it("moves a rescheduled call in its own row and marks a cancelled one, each said to sales once", async () => {
    await deliver(calDelivery("BOOKING_CREATED", { inquiry: inquiryId }));
    const moved = calDelivery("BOOKING_RESCHEDULED", {
      uid: "bk_9Zt4",
      rescheduleUid: "bk_7Hq2",
      start: "2026-12-09T09:30:00.000Z",
    });
    expect((await deliver(moved)).status).toBe(200);
    expect((await deliver(moved)).status).toBe(200);
    let rows = await bookings();
    expect(rows.map((r) => [r.uid, r.status, r.start_at, r.inquiry_id])).toEqual([
      ["bk_9Zt4", "rescheduled", "2026-12-09T09:30:00.000Z", inquiryId],
    ]);
    const cancelled = calDelivery("BOOKING_CANCELLED", {
      uid: "bk_9Zt4",
      start: "2026-12-09T09:30:00.000Z",
    });
    expect((await deliver(cancelled)).status).toBe(200);
    expect((await deliver(cancelled)).status).toBe(200);
    rows = await bookings();
    expect(rows.map((r) => r.status)).toEqual(["cancelled"]);
    const said = (await notices()).map((n) => n.text_body.split("\n")[0]).sort();
    expect(said).toEqual(
      [
        `Ada Lovelace booked Tue 8 Dec 14:00 Europe/London — inquiry ${inquiryId}`,
        `Ada Lovelace moved their call to Wed 9 Dec 09:30 Europe/London — inquiry ${inquiryId}`,
        `Ada Lovelace cancelled the call of Wed 9 Dec 09:30 Europe/London — inquiry ${inquiryId}`,
      ].sort(),
    );
  });

  it("refuses a bad signature, a replay of another body's signature, a malformed body and 100 KB, storing nothing", async () => {
    const refusedBefore = (await bookingWebhooks.get()).values.find(
      (v) => v.labels.outcome === "refused",
    )?.value;
    const body = calDelivery("BOOKING_CREATED", { inquiry: inquiryId });
    expect((await deliver(body, null)).status).toBe(401);
    expect((await deliver(body, sign(body, "another-secret-entirely-000"))).status).toBe(401);
    const other = calDelivery("BOOKING_CREATED", { uid: "bk_other" });
    expect((await deliver(body, sign(other))).status).toBe(401);
    expect((await deliver(body, "zz")).status).toBe(401);
    const broken = JSON.stringify({ triggerEvent: "BOOKING_CREATED", payload: { uid: "x" } });
    expect((await deliver(broken)).status).toBe(400);
    expect((await deliver("{not json")).status).toBe(400);
    const huge = JSON.stringify({ triggerEvent: "BOOKING_CREATED", pad: "x".repeat(100_000) });
    expect((await deliver(huge)).status).toBe(413);
    expect(await bookings()).toEqual([]);
    expect(await notices()).toEqual([]);
    const refusedAfter = (await bookingWebhooks.get()).values.find(
      (v) => v.labels.outcome === "refused",
    )?.value;
    expect((refusedAfter ?? 0) - (refusedBefore ?? 0)).toBe(7);
  });

  it("answers Cal.com's PING and other events without storing anything", async () => {
    const ping = JSON.stringify({ triggerEvent: "PING", payload: {} });
    const res = await deliver(ping);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ignored: "PING" });
    expect(await bookings()).toEqual([]);
  });

  it("erases a person's bookings with the rest of what is held about them", async () => {
    await deliver(calDelivery("BOOKING_CREATED", { inquiry: inquiryId }));
    const erased = await eraseAddress(db, "ada@analytical.example");
    expect(erased.bookings).toBe(1);
    expect(await bookings()).toEqual([]);
  });
});

describe("without CAL_WEBHOOK_SECRET", () => {
  it("has no booking route: 404, nothing read", async () => {
    const store = await createStore("sqlite");
    const db = await store.open();
    const t = testApp(db);
    try {
      const body = calDelivery("BOOKING_CREATED");
      const res = await t.app.request("/api/bookings/cal", {
        method: "POST",
        headers: { "content-type": "application/json", "x-cal-signature-256": sign(body) },
        body,
      });
      expect(res.status).toBe(404);
    } finally {
      await t.views.stop();
      await db.close();
      await store.cleanup();
    }
  });
});

describe("a booking reaches sales and the CRM", () => {
  it("delivers the notice over SMTP and a signed booking.created event to the webhook", async () => {
    const store = await createStore("sqlite");
    const db = await store.open();
    const receiver = await startReceiver();
    const t = testApp(db, {
      CAL_WEBHOOK_SECRET: CAL_SECRET,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET,
    });
    const mail = await deliverToSmtp(db, store.dataDir);
    const { smtp } = mail;
    const hooks = startWebhookWorker(
      db,
      { url: receiver.url, format: "json", secret: WEBHOOK_SECRET },
      { intervalMs: 20, log: silentLog },
    );
    try {
      const body = calDelivery("BOOKING_CREATED");
      const res = await t.app.request("/api/bookings/cal", {
        method: "POST",
        headers: { "content-type": "application/json", "x-cal-signature-256": sign(body) },
        body,
      });
      expect(res.status).toBe(200);
      await waitUntil(() =>
        smtp.received.some((m) => m.headers.get("subject")?.startsWith("Call booked")),
      );
      await waitUntil(() => receiver.received.length > 0);
      const notice = smtp.received.find((m) =>
        m.headers.get("subject")?.startsWith("Call booked"),
      )!;
      expect(notice.to).toContain("sales@h2.test");
      expect(mimePart(notice.raw, "text/plain")).toContain(
        "Ada Lovelace booked Tue 8 Dec 14:00 Europe/London — no inquiry found for this address",
      );
      const hook = receiver.received[0]!;
      const event = new Webhook(WEBHOOK_SECRET).verify(hook.body, {
        "webhook-id": String(hook.headers["webhook-id"]),
        "webhook-timestamp": String(hook.headers["webhook-timestamp"]),
        "webhook-signature": String(hook.headers["webhook-signature"]),
      }) as BookingWebhook;
      expect(event.type).toBe("booking.created");
      expect(event.data).toMatchObject({
        booking_uid: "bk_7Hq2",
        status: "booked",
        email: "ada@analytical.example",
        inquiry_id: null,
        channel: "linkedin",
      });
    } finally {
      await mail.stop();
      await hooks.stop();
      await receiver.close();
      await t.views.stop();
      await db.close();
      await store.cleanup();
    }
  });
});

describe("a booking while the mail server is down", () => {
  it("is acknowledged and stored at once; its notice waits, then reaches sales when SMTP is back", async () => {
    const store = await createStore("sqlite");
    const db = await store.open();
    // A port where nothing answers yet: the SMTP server comes up there later.
    const probe = await startSmtp();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const t = testApp(db, { CAL_WEBHOOK_SECRET: CAL_SECRET });
    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: store.dataDir,
      from: "H2 <no-reply@h2.test>",
      domain: "h2.test",
    });
    const mail = startOutboxWorker(db, transport, {
      intervalMs: 50,
      log: silentLog,
      schedule: { maxAttempts: 100, delayMs: () => 100 },
    });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    const notice = () =>
      db.kysely
        .selectFrom("outbox")
        .select(["status", "attempts"])
        .where("kind", "=", "booking-notice")
        .executeTakeFirst();
    try {
      const body = calDelivery("BOOKING_CREATED", { uid: "bk_down" });
      const res = await t.app.request("/api/bookings/cal", {
        method: "POST",
        headers: { "content-type": "application/json", "x-cal-signature-256": sign(body) },
        body,
      });
      expect(res.status).toBe(200);
      expect(
        await db.kysely
          .selectFrom("bookings")
          .select("status")
          .where("uid", "=", "bk_down")
          .execute(),
      ).toEqual([{ status: "booked" }]);
      // Tried and refused by the network, kept for the next try.
      await waitUntil(async () => ((await notice())?.attempts ?? 0) >= 2);
      expect((await notice())?.status).not.toBe("sent");

      // Still undelivered past the threshold, it pages as an inquiry's notice does.
      const channel = await startReceiver();
      const alerts = startDeliveryAlerts({
        db,
        watches: deliveryWatches({ webhook: false }),
        alertAfterMs: 900_000,
        sink: slackSink(channel.url, { log: silentLog }),
        clock: () => new Date(Date.now() + 3_600_000),
        intervalMs: 3_600_000,
        log: silentLog,
      });
      try {
        const alerted = await alerts.check();
        expect(alerted.map((a) => [a.queue, a.reason])).toEqual([["mail", "late"]]);
      } finally {
        await alerts.stop();
        await channel.close();
      }
      const paged = channel.received.map((h) => (JSON.parse(h.body) as { text: string }).text);
      expect(paged.join()).toContain("booking notice");
      // Booked with no inquiry behind it: named by the delivery's own id, which retry and
      // dismiss take.
      const { id } = await db.kysely
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", "booking-notice")
        .executeTakeFirstOrThrow();
      expect(paged.join()).toContain(`(delivery ${id})`);

      smtp = await startSmtp(port);
      await waitUntil(async () => (await notice())?.status === "sent");
      const sent = smtp.received.filter((m) => m.headers.get("subject")?.startsWith("Call booked"));
      expect(sent).toHaveLength(1);
      expect(sent[0]!.to).toContain("sales@h2.test");
    } finally {
      await mail.stop();
      transport.close();
      await smtp?.close();
      await t.views.stop();
      await db.close();
      await store.cleanup();
    }
  });
});
