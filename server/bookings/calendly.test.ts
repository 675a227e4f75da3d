import { createHmac, randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { bookingWebhooks } from "../metrics/registry";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { deliverToSmtp } from "../test-support/deliver";
import { silentLog } from "../test-support/log";
import { mimePart, waitUntil } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import type { BookingWebhook } from "../webhook/payload";
import { startReceiver } from "../webhook/test-receiver";
import { startWebhookWorker } from "../webhook/worker";
import { CALENDLY_TOLERANCE_SECONDS, checkCalendlySignature } from "./calendly-event";

const SIGNING_KEY = "calendly-signing-key-of-the-firm-0123456789";
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const EVENTS = "https://api.calendly.com/scheduled_events";

/** The header as Calendly writes it: the signed time, and the HMAC of "<t>.<body>". */
function signature(body: string, { key = SIGNING_KEY, at = Date.now() } = {}) {
  const t = Math.floor(at / 1000);
  const v1 = createHmac("sha256", key).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

const inviteeUri = (event: string, invitee: string) => `${EVENTS}/${event}/invitees/${invitee}`;

/** A delivery as Calendly sends it (the fields the site reads, and some it does not). */
function calendlyDelivery(
  event: string,
  over: {
    eventId?: string;
    inviteeId?: string;
    start?: string;
    inquiry?: string | null;
    channel?: string | null;
    email?: string;
    rescheduled?: boolean;
    oldInvitee?: string | null;
    newInvitee?: string | null;
  } = {},
) {
  const eventId = over.eventId ?? "GBGBDCAADAEDCRZ2";
  const start = over.start ?? "2026-12-08T14:00:00.000000Z";
  const canceled = event === "invitee.canceled";
  return JSON.stringify({
    created_at: "2026-12-03T10:00:00.000000Z",
    created_by: "https://api.calendly.com/users/AAAAAAAAAAAAAAAA",
    event,
    payload: {
      cancel_url: "https://calendly.com/cancellations/AAAAAAAAAAAAAAAA",
      created_at: "2026-12-03T09:59:58.327602Z",
      email: over.email ?? "ada@analytical.example",
      event: `${EVENTS}/${eventId}`,
      first_name: null,
      last_name: null,
      name: "Ada Lovelace",
      new_invitee: over.newInvitee ?? null,
      old_invitee: over.oldInvitee ?? null,
      questions_and_answers: [
        { question: "What should we talk about?", answer: "Four backend engineers", position: 0 },
      ],
      reschedule_url: "https://calendly.com/reschedulings/AAAAAAAAAAAAAAAA",
      rescheduled: over.rescheduled ?? false,
      scheduled_event: {
        uri: `${EVENTS}/${eventId}`,
        name: "Discovery call",
        status: canceled ? "canceled" : "active",
        start_time: start,
        end_time: new Date(new Date(start).getTime() + 30 * 60_000).toISOString(),
        event_type: "https://api.calendly.com/event_types/AAAAAAAAAAAAAAAA",
        location: { type: "google_conference" },
      },
      status: canceled ? "canceled" : "active",
      text_reminder_number: null,
      timezone: "Europe/London",
      tracking: {
        utm_campaign: null,
        utm_source: over.channel === undefined ? "linkedin" : over.channel,
        utm_medium: null,
        utm_content: over.inquiry ?? null,
        utm_term: null,
        salesforce_uuid: null,
      },
      uri: inviteeUri(eventId, over.inviteeId ?? "AAAAAAAAAAAAAAAA"),
      ...(canceled
        ? {
            cancellation: {
              canceled_by: "Ada Lovelace",
              reason: over.rescheduled ? null : "Something came up",
              canceler_type: "invitee",
            },
          }
        : {}),
    },
  });
}

const refusedCount = async () =>
  (await bookingWebhooks.get()).values.find((v) => v.labels.outcome === "refused")?.value ?? 0;

describe("Calendly's signature", () => {
  const body = calendlyDelivery("invitee.created");
  const at = Date.parse("2026-12-03T10:00:00Z");
  const check = (header: string | undefined, nowMs = at) =>
    checkCalendlySignature(Buffer.from(body), header, SIGNING_KEY, new Date(nowMs));

  it("holds within three minutes of the signed time either way, and is stale past them", () => {
    const header = signature(body, { at });
    const limit = CALENDLY_TOLERANCE_SECONDS * 1000;
    expect(check(header)).toBe("valid");
    expect(check(header, at + limit)).toBe("valid");
    expect(check(header, at - limit)).toBe("valid");
    expect(check(header, at + limit + 1000)).toBe("stale");
    expect(check(header, at - limit - 1000)).toBe("stale");
  });

  it("is bad when missing, malformed, under another key, over another body or another time", () => {
    const header = signature(body, { at });
    const v1 = header.split("v1=")[1]!;
    expect(check(undefined)).toBe("bad");
    expect(check("")).toBe("bad");
    expect(check(`v1=${v1}`)).toBe("bad");
    expect(check(`t=${at / 1000}`)).toBe("bad");
    expect(check(`t=${at / 1000},v1=zz`)).toBe("bad");
    expect(check(`t=${at / 1000}, v1 ${v1}`)).toBe("bad");
    expect(check(signature(body, { at, key: "another-key-entirely-0000" }))).toBe("bad");
    expect(check(signature(calendlyDelivery("invitee.canceled"), { at }))).toBe("bad");
    // The time is signed too: moving it forward to slip past the window breaks the signature.
    expect(check(`t=${at / 1000 + 1},v1=${v1}`)).toBe("bad");
    // One good v1 among others is enough (a key being rotated signs with both).
    expect(check(`t=${at / 1000},v1=${"0".repeat(64)},v1=${v1}`)).toBe("valid");
  });
});

describe.each(storeNames)("POST /api/bookings/calendly on %s", (name) => {
  let store: TestStore;
  let db: Db;
  let t: ReturnType<typeof testApp>;
  let inquiryId: string;
  const deliver = (body: string, header: string | null = signature(body)) =>
    t.app.request("/api/bookings/calendly", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(header === null ? {} : { "calendly-webhook-signature": header }),
      },
      body,
    });
  const bookings = () => db.kysely.selectFrom("bookings").selectAll().orderBy("uid").execute();
  const notices = () =>
    db.kysely.selectFrom("outbox").selectAll().where("kind", "=", "booking-notice").execute();
  const said = async () => (await notices()).map((n) => n.text_body.split("\n")[0]).sort();

  beforeAll(async () => {
    store = await createStore(name);
    db = await store.open();
    t = testApp(db, {
      CALENDLY_WEBHOOK_SIGNING_KEY: SIGNING_KEY,
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

  it("stores a signed invitee.created once against the inquiry the link named, however often it is sent", async () => {
    const body = calendlyDelivery("invitee.created", { inquiry: inquiryId.toUpperCase() });
    const first = await deliver(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ stored: true });
    // Calendly signs each attempt anew: the same body under a later signature is a retry.
    const again = await deliver(body, signature(body, { at: Date.now() + 1000 }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ stored: false, duplicate: true });
    const rows = await bookings();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      uid: inviteeUri("GBGBDCAADAEDCRZ2", "AAAAAAAAAAAAAAAA"),
      inquiry_id: inquiryId,
      name: "Ada Lovelace",
      email: "ada@analytical.example",
      status: "booked",
      start_at: "2026-12-08T14:00:00.000Z",
      end_at: "2026-12-08T14:30:00.000Z",
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
    const events = hooks.map((h) => JSON.parse(h.payload) as BookingWebhook);
    expect(events.map((e) => e.type).sort()).toEqual(["booking.created", "inquiry.received"]);
    const created = events.find((e) => e.type === "booking.created")!;
    expect(created.data).toMatchObject({
      booking_uid: inviteeUri("GBGBDCAADAEDCRZ2", "AAAAAAAAAAAAAAAA"),
      status: "booked",
      inquiry_id: inquiryId,
      channel: "linkedin",
    });
  });

  it("keeps only tracking the link could have carried, and then ties the call by address", async () => {
    const body = calendlyDelivery("invitee.created", {
      inquiry: "not-an-inquiry",
      channel: "Spring Sale!",
      email: "ADA@analytical.example",
    });
    expect((await deliver(body)).status).toBe(200);
    const [row] = await bookings();
    expect(row).toMatchObject({ inquiry_id: inquiryId, channel: null });
  });

  it("moves a rescheduled call in its own row, whichever half of the pair comes first, then cancels it", async () => {
    const oldUri = inviteeUri("GBGBDCAADAEDCRZ2", "AAAAAAAAAAAAAAAA");
    const newUri = inviteeUri("HCHCEDBBEBFEDSA3", "BBBBBBBBBBBBBBBB");
    await deliver(calendlyDelivery("invitee.created", { inquiry: inquiryId }));
    // Calendly tells a move as the old time cancelled (rescheduled) and the new one created.
    const cancelHalf = calendlyDelivery("invitee.canceled", {
      rescheduled: true,
      newInvitee: newUri,
    });
    const createHalf = calendlyDelivery("invitee.created", {
      eventId: "HCHCEDBBEBFEDSA3",
      inviteeId: "BBBBBBBBBBBBBBBB",
      start: "2026-12-09T09:30:00.000000Z",
      inquiry: inquiryId,
      oldInvitee: oldUri,
    });
    const ignored = await deliver(cancelHalf);
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toEqual({ ignored: "invitee.canceled (rescheduled)" });
    expect((await bookings()).map((r) => r.status)).toEqual(["booked"]);
    expect((await deliver(createHalf)).status).toBe(200);
    expect((await deliver(createHalf)).status).toBe(200);
    expect((await deliver(cancelHalf)).status).toBe(200);
    let rows = await bookings();
    expect(rows.map((r) => [r.uid, r.status, r.start_at, r.inquiry_id])).toEqual([
      [newUri, "rescheduled", "2026-12-09T09:30:00.000Z", inquiryId],
    ]);
    const cancelled = calendlyDelivery("invitee.canceled", {
      eventId: "HCHCEDBBEBFEDSA3",
      inviteeId: "BBBBBBBBBBBBBBBB",
      start: "2026-12-09T09:30:00.000000Z",
      inquiry: inquiryId,
    });
    expect((await deliver(cancelled)).status).toBe(200);
    expect(await (await deliver(cancelled)).json()).toEqual({ stored: false, duplicate: true });
    rows = await bookings();
    expect(rows.map((r) => [r.uid, r.status])).toEqual([[newUri, "cancelled"]]);
    expect(await said()).toEqual(
      [
        `Ada Lovelace booked Tue 8 Dec 14:00 Europe/London — inquiry ${inquiryId}`,
        `Ada Lovelace moved their call to Wed 9 Dec 09:30 Europe/London — inquiry ${inquiryId}`,
        `Ada Lovelace cancelled the call of Wed 9 Dec 09:30 Europe/London — inquiry ${inquiryId}`,
      ].sort(),
    );
  });

  it("moves the call as well when the new time is told before the old one is cancelled", async () => {
    const oldUri = inviteeUri("GBGBDCAADAEDCRZ2", "AAAAAAAAAAAAAAAA");
    const newUri = inviteeUri("HCHCEDBBEBFEDSA3", "BBBBBBBBBBBBBBBB");
    await deliver(calendlyDelivery("invitee.created", { inquiry: inquiryId }));
    const created = calendlyDelivery("invitee.created", {
      eventId: "HCHCEDBBEBFEDSA3",
      inviteeId: "BBBBBBBBBBBBBBBB",
      start: "2026-12-09T09:30:00.000000Z",
      oldInvitee: oldUri,
    });
    expect((await deliver(created)).status).toBe(200);
    const cancelHalf = calendlyDelivery("invitee.canceled", {
      rescheduled: true,
      newInvitee: newUri,
    });
    expect((await deliver(cancelHalf)).status).toBe(200);
    const rows = await bookings();
    expect(rows.map((r) => [r.uid, r.status, r.inquiry_id])).toEqual([
      [newUri, "rescheduled", inquiryId],
    ]);
    expect(await said()).toHaveLength(2);
  });

  it("refuses a bad signature, an old one, another body's, a malformed body and 100 KB, storing nothing", async () => {
    const before = await refusedCount();
    const body = calendlyDelivery("invitee.created", { inquiry: inquiryId });
    const other = calendlyDelivery("invitee.created", { inviteeId: "CCCCCCCCCCCCCCCC" });
    // Each body sent with the header given, or (null) none, or ("signed") its own, fresh.
    const cases: [string, string | null, number][] = [
      [body, null, 401],
      [body, "v1=abc", 401],
      [body, signature(body, { key: "another-signing-key-entirely" }), 401],
      // A delivery captured and sent again after the window: its own, valid signature.
      [body, signature(body, { at: Date.now() - (CALENDLY_TOLERANCE_SECONDS + 60) * 1000 }), 401],
      // A fresh signature of another body, replayed over this one.
      [body, signature(other), 401],
      [JSON.stringify({ event: "invitee.created", payload: { uri: "x" } }), "signed", 400],
      ["{not json", "signed", 400],
      [JSON.stringify({ event: "invitee.created", pad: "x".repeat(100_000) }), "signed", 413],
    ];
    for (const [sent, header, status] of cases) {
      const res = await deliver(sent, header === "signed" ? signature(sent) : header);
      expect(res.status, `${sent.slice(0, 40)} / ${header}`).toBe(status);
    }
    const stale = await deliver(
      body,
      signature(body, { at: Date.now() - (CALENDLY_TOLERANCE_SECONDS + 60) * 1000 }),
    );
    expect(await stale.json()).toEqual({ error: "Signed too long ago" });
    expect(await bookings()).toEqual([]);
    expect(await notices()).toEqual([]);
    expect((await refusedCount()) - before).toBe(cases.length + 1);
  });

  it("answers Calendly's other events without storing anything", async () => {
    const noShow = JSON.stringify({
      event: "invitee_no_show.created",
      payload: { invitee: inviteeUri("GBGBDCAADAEDCRZ2", "AAAAAAAAAAAAAAAA") },
    });
    const res = await deliver(noShow);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ignored: "invitee_no_show.created" });
    expect(await bookings()).toEqual([]);
  });
});

describe("without CALENDLY_WEBHOOK_SIGNING_KEY", () => {
  it("has no Calendly route: 404, nothing read, while the Cal.com route stands on its own secret", async () => {
    const store = await createStore("sqlite");
    const db = await store.open();
    const t = testApp(db, { CAL_WEBHOOK_SECRET: "cal-secret-of-the-firm-0123456789" });
    try {
      const body = calendlyDelivery("invitee.created");
      const res = await t.app.request("/api/bookings/calendly", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "calendly-webhook-signature": signature(body),
        },
        body,
      });
      expect(res.status).toBe(404);
      expect(await db.kysely.selectFrom("bookings").selectAll().execute()).toEqual([]);
    } finally {
      await t.views.stop();
      await db.close();
      await store.cleanup();
    }
  });
});

describe("a Calendly booking reaches sales and the CRM", () => {
  it("delivers the notice over SMTP and a signed booking.created event to the webhook", async () => {
    const store = await createStore("sqlite");
    const db = await store.open();
    const receiver = await startReceiver();
    const t = testApp(db, {
      CALENDLY_WEBHOOK_SIGNING_KEY: SIGNING_KEY,
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
      const body = calendlyDelivery("invitee.created");
      const res = await t.app.request("/api/bookings/calendly", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "calendly-webhook-signature": signature(body),
        },
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
        booking_uid: inviteeUri("GBGBDCAADAEDCRZ2", "AAAAAAAAAAAAAAAA"),
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
