import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { CONTACT_BODY_LIMIT } from "./routes";

describe.each(storeNames)("POST /api/contact on %s", (engine) => {
  let store: TestStore;
  let db: Db;
  let app: ReturnType<typeof testApp>["app"];

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    app = testApp(db).app;
  });
  afterAll(async () => {
    await db.close().catch(() => {});
    await store.cleanup();
  });

  const outboxFor = (id: string) =>
    db.kysely.selectFrom("outbox").selectAll().where("inquiry_id", "=", id).execute();

  it("stores a valid inquiry with its metadata and queues both e-mails (201)", async () => {
    const body = validInquiry();
    const res = await postJson(app, "/api/contact", body, { "user-agent": "vitest" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await db.kysely
      .selectFrom("inquiries")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: body.name,
      email: body.email,
      company: body.company,
      message: body.message,
      marketing_consent: 1,
      source: "/contact",
      spam_verdict: "ok",
      user_agent: "vitest",
    });
    expect(Date.now() - Date.parse(row.received_at)).toBeLessThan(60_000);
    const mail = await outboxFor(id);
    expect(mail.map((m) => m.kind).sort()).toEqual(["confirmation", "sales-notice"]);
    const sales = mail.find((m) => m.kind === "sales-notice")!;
    expect(sales.to_address).toBe("sales@h2.test");
    expect(sales.reply_to).toBe(body.email);
    expect(mail.find((m) => m.kind === "confirmation")!.to_address).toBe(body.email);
  });

  const subscription = (email: string) =>
    db.kysely.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).execute();

  it("ticking the insights box subscribes the sender: the confirmation carries the unsubscribe link, no second e-mail", async () => {
    const email = "Consent@Northwind.io";
    const res = await postJson(app, "/api/contact", { ...validInquiry(), email });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [sub, ...more] = await subscription("consent@northwind.io");
    expect(more).toEqual([]);
    expect(sub!.status).toBe("subscribed");
    const mail = await outboxFor(id);
    expect(mail.map((m) => m.kind).sort()).toEqual(["confirmation", "sales-notice"]);
    const confirmation = mail.find((m) => m.kind === "confirmation")!;
    expect(confirmation.text_body).toContain(`/api/newsletter/unsubscribe?token=${sub!.token}`);
    expect(confirmation.html_body).toContain(`/api/newsletter/unsubscribe?token=${sub!.token}`);
    // A transactional message, not list mail.
    expect(confirmation.list_unsubscribe).toBeNull();
    const welcome = await db.kysely
      .selectFrom("outbox")
      .select("id")
      .where("to_address", "=", "consent@northwind.io")
      .where("kind", "=", "newsletter-welcome")
      .execute();
    expect(welcome).toEqual([]);

    // Ticked again after unsubscribing: subscribed again, still one row; the inquiry is kept.
    await db.kysely
      .updateTable("newsletter_subscribers")
      .set({ status: "unsubscribed" })
      .where("id", "=", sub!.id)
      .execute();
    const again = await postJson(app, "/api/contact", { ...validInquiry(), email });
    expect(again.status).toBe(201);
    expect(await subscription("consent@northwind.io")).toMatchObject([
      { id: sub!.id, token: sub!.token, status: "subscribed" },
    ]);
    // Already subscribed (say, from the blog): the inquiry is stored all the same.
    const third = await postJson(app, "/api/contact", { ...validInquiry(), email });
    expect(third.status).toBe(201);
    expect(await subscription("consent@northwind.io")).toHaveLength(1);
  });

  it("without the box ticked, or for spam, subscribes no one and the confirmation has no unsubscribe link", async () => {
    const plain = await postJson(app, "/api/contact", {
      ...validInquiry(),
      email: "noconsent@northwind.io",
      marketing_consent: false,
    });
    const { id } = (await plain.json()) as { id: string };
    expect(await subscription("noconsent@northwind.io")).toEqual([]);
    const confirmation = (await outboxFor(id)).find((m) => m.kind === "confirmation")!;
    expect(confirmation.text_body).not.toContain("unsubscribe");
    const spam = await postJson(app, "/api/contact", {
      ...validInquiry(),
      email: "bot@northwind.io",
      website: "https://spam.example",
    });
    expect(spam.status).toBe(201);
    expect(await subscription("bot@northwind.io")).toEqual([]);
  });

  it("answers a replayed idempotency key with the first answer and stores nothing new", async () => {
    const body = validInquiry();
    const first = await postJson(app, "/api/contact", body);
    const again = await Promise.all([1, 2, 3].map(() => postJson(app, "/api/contact", body)));
    const id = ((await first.json()) as { id: string }).id;
    for (const res of again) {
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ id });
    }
    const rows = await db.kysely
      .selectFrom("inquiries")
      .select("id")
      .where("idempotency_key", "=", body.idempotency_key)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await outboxFor(id)).toHaveLength(2);
  });

  it("answers 422 with the spec's message per field", async () => {
    const res = await postJson(app, "/api/contact", {
      ...validInquiry(),
      name: "A",
      email: "someone@Gmail.com",
      company: "",
      message: "short",
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please use a business email address",
      company: "Company name is required",
      message: "Message must be at least 10 characters",
    });
  });

  it("rejects unknown fields and over-long values with 422", async () => {
    const extra = await postJson(app, "/api/contact", { ...validInquiry(), role: "admin" });
    expect(extra.status).toBe(422);
    const long = await postJson(app, "/api/contact", { ...validInquiry(), name: "x".repeat(101) });
    expect(long.status).toBe(422);
  });

  it("answers 400 for malformed JSON, 415 for another type, 413 over the limit", async () => {
    expect((await postJson(app, "/api/contact", "{not json")).status).toBe(400);
    const form = await app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(form.status).toBe(415);
    const huge = await postJson(app, "/api/contact", {
      ...validInquiry(),
      message: "x".repeat(CONTACT_BODY_LIMIT),
    });
    expect(huge.status).toBe(413);
  });

  it("answers 403 for a cross-site Origin and accepts its own", async () => {
    const cross = await postJson(app, "/api/contact", validInquiry(), {
      origin: "https://evil.example",
    });
    expect(cross.status).toBe(403);
    const fetchSite = await postJson(app, "/api/contact", validInquiry(), {
      "sec-fetch-site": "cross-site",
    });
    expect(fetchSite.status).toBe(403);
    const own = await postJson(app, "/api/contact", validInquiry(), {
      origin: "http://localhost",
      host: "localhost",
    });
    expect(own.status).toBe(201);
  });

  it.each([
    ["honeypot_filled", { website: "http://spam.example" }],
    ["honeypot_missing", { website: undefined }],
    ["too_fast", { elapsed_ms: 200 }],
  ])("stores a %s submission flagged, answers 201 and mails nobody", async (verdict, patch) => {
    const res = await postJson(app, "/api/contact", { ...validInquiry(), ...patch });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await db.kysely
      .selectFrom("inquiries")
      .select("spam_verdict")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.spam_verdict).toBe(verdict);
    expect(await outboxFor(id)).toHaveLength(0);
  });

  it("limits one client with 429 and Retry-After", async () => {
    const limited = testApp(db, { RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "600" }).app;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res = await postJson(limited, "/api/contact", validInquiry(), { "x-test": "flood" });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get("retry-after");
    }
    expect(statuses.slice(0, 3).every((s) => s === 201 || s === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(600);
  });

  it("answers 503 with Retry-After when storage is down, and nothing claims success", async () => {
    const broken = await store.open();
    const { app: downApp } = testApp(broken);
    await broken.close();
    const res = await postJson(downApp, "/api/contact", validInquiry());
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(((await res.json()) as { error: string }).error).toMatch(/try again/);
  });
});
