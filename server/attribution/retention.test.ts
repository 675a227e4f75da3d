import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { messageOf } from "../mail/outbox";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { enforceRetention } from "./retention";

const ATTRIBUTION = {
  landing_page: "/dedicated-team",
  referrer_host: "www.linkedin.com",
  utm_source: "linkedin",
  utm_campaign: "q4-cto",
  pages_seen: 4,
};
const SETTINGS = { attributionDays: 30, viewsDailyDays: 14 };
const DAY = 86_400_000;

describe.each(storeNames)("retention on %s", (engine) => {
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

  async function inquiryAt(email: string, receivedAt: Date) {
    const { app, views } = testApp(db, {
      WEBHOOK_URL: "https://hooks.example.com/x",
      WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
    });
    const res = await postJson(app, "/api/contact", {
      ...validInquiry(),
      marketing_consent: true,
      email,
      attribution: ATTRIBUTION,
    });
    await views.stop();
    const { id } = (await res.json()) as { id: string };
    const at = receivedAt.toISOString();
    await db.kysely
      .updateTable("inquiries")
      .set({ received_at: at })
      .where("id", "=", id)
      .execute();
    await db.kysely
      .updateTable("outbox")
      .set({ created_at: at })
      .where("inquiry_id", "=", id)
      .execute();
    await db.kysely
      .updateTable("webhook_outbox")
      .set({ created_at: at })
      .where("inquiry_id", "=", id)
      .execute();
    return id;
  }

  it("erases attribution older than its days from inquiries, sign-ups and their queued copies; keeps the inquiry and newer attribution", async () => {
    const now = new Date("2026-06-01T12:00:00.000Z");
    const old = await inquiryAt("old@acme.io", new Date(now.getTime() - 31 * DAY));
    const fresh = await inquiryAt("fresh@acme.io", new Date(now.getTime() - 29 * DAY));
    // The old one ticked the consent box: its subscription carries the attribution too.
    await db.kysely
      .updateTable("newsletter_subscribers")
      .set({ updated_at: new Date(now.getTime() - 31 * DAY).toISOString() })
      .where("email", "=", "old@acme.io")
      .execute();

    const result = await enforceRetention(db, SETTINGS, now);
    expect(result).toMatchObject({ inquiries: 1, signups: 1 });
    expect(result.copies).toBe(3); // the confirmation, the sales notice and the webhook payload

    const rows = await db.kysely.selectFrom("inquiries").selectAll().orderBy("email").execute();
    const [fresher, older] = rows;
    expect(older).toMatchObject({ id: old, source: "/contact", name: "Priya Shah" });
    for (const key of [...Object.keys(ATTRIBUTION), "utm_medium", "utm_term", "utm_content"]) {
      expect(older![key as keyof typeof older]).toBeNull();
    }
    expect(fresher).toMatchObject({ id: fresh, ...ATTRIBUTION });
    const sub = await db.kysely
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", "old@acme.io")
      .executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ status: "pending", utm_campaign: null, source: null });

    const mail = (
      await db.kysely.selectFrom("outbox").selectAll().where("inquiry_id", "=", old).execute()
    ).map(messageOf);
    const notice = mail.find((m) => m.kind === "sales-notice")!;
    expect(notice.text_body).not.toContain("q4-cto");
    expect(notice.text_body).toContain("Origin: Direct · sent from /contact");
    const hook = await db.kysely
      .selectFrom("webhook_outbox")
      .selectAll()
      .where("inquiry_id", "=", old)
      .executeTakeFirstOrThrow();
    expect(hook.payload).not.toContain("linkedin");
    expect(JSON.parse(hook.payload).data.attribution).toMatchObject({ utm_campaign: null });
    const freshHook = await db.kysely
      .selectFrom("webhook_outbox")
      .selectAll()
      .where("inquiry_id", "=", fresh)
      .executeTakeFirstOrThrow();
    expect(freshHook.payload).toContain("q4-cto");

    // Again: nothing left to do.
    expect(await enforceRetention(db, SETTINGS, now)).toEqual({
      inquiries: 0,
      signups: 0,
      requests: 0,
      copies: 0,
      rolledUp: 0,
    });
  });

  it("rolls daily view counts older than its days up into weekly rows, keeping every count", async () => {
    const row = (day: string, path: string, views: number, landings: number, source = "") => ({
      day,
      path,
      referrer_host: source ? "www.linkedin.com" : "",
      utm_source: source,
      utm_campaign: "",
      views,
      landings,
    });
    await db.kysely
      .insertInto("page_views")
      .values([
        // The week of Monday 2026-05-04: three days of /blog, two of them from LinkedIn.
        row("2026-05-04", "/blog", 10, 2),
        row("2026-05-06", "/blog", 5, 1),
        row("2026-05-10", "/blog", 7, 3, "linkedin"),
        row("2026-05-08", "/contact", 4, 0),
        // The next week.
        row("2026-05-12", "/blog", 1, 1),
        // Recent: stays daily.
        row("2026-05-28", "/blog", 9, 4),
        row("2026-05-29", "/blog", 8, 3),
      ])
      .execute();
    const now = new Date("2026-06-01T12:00:00.000Z");
    expect((await enforceRetention(db, SETTINGS, now)).rolledUp).toBe(5);
    const rows = await db.kysely
      .selectFrom("page_views")
      .select(["day", "path", "utm_source", "views", "landings"])
      .orderBy("day")
      .orderBy("path")
      .orderBy("utm_source")
      .execute();
    expect(
      rows.map((r) => ({ ...r, views: Number(r.views), landings: Number(r.landings) })),
    ).toEqual([
      { day: "2026-05-04", path: "/blog", utm_source: "", views: 15, landings: 3 },
      { day: "2026-05-04", path: "/blog", utm_source: "linkedin", views: 7, landings: 3 },
      { day: "2026-05-04", path: "/contact", utm_source: "", views: 4, landings: 0 },
      { day: "2026-05-11", path: "/blog", utm_source: "", views: 1, landings: 1 },
      { day: "2026-05-28", path: "/blog", utm_source: "", views: 9, landings: 4 },
      { day: "2026-05-29", path: "/blog", utm_source: "", views: 8, landings: 3 },
    ]);
    // Weekly rows are already rolled up: a second run changes nothing.
    expect((await enforceRetention(db, SETTINGS, now)).rolledUp).toBe(0);
  });

  it("erase removes a person's attribution with their inquiry", async () => {
    const { eraseByEmail } = await import("../contact/repository");
    await inquiryAt("gone@acme.io", new Date());
    await eraseByEmail(db, "GONE@acme.io");
    expect(
      await db.kysely
        .selectFrom("inquiries")
        .select("id")
        .where("utm_campaign", "=", "q4-cto")
        .execute(),
    ).toEqual([]);
    expect(
      await db.kysely
        .selectFrom("newsletter_subscribers")
        .select("id")
        .where("email", "=", "gone@acme.io")
        .execute(),
    ).toEqual([]);
  });
});
