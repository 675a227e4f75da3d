import { consentWording, contactCopy } from "@content/form-copy";
import { site } from "@content/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { messageOf } from "../mail/outbox";
import { postBrowserForm, postJson, testApp, validInquiry } from "../test-support/app";
import { controlValue, parseHtml } from "../test-support/html";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { CONTACT_BODY_LIMIT, CONTACT_FORM_LIMIT } from "./routes";

type App = ReturnType<typeof testApp>["app"];

/** What the prerendered form posts without script: no fill time, no idempotency key. */
const formInquiry = (email = `maya-${crypto.randomUUID().slice(0, 8)}@northwind.io`) => ({
  name: "Maya Fernandes",
  email,
  phone: "",
  company: "Northwind Logistics",
  message: "We'd like a dedicated team of six engineers for our routing platform.",
  website: "",
  source: "/dedicated-team",
});

const postForm = (app: App, fields: Record<string, string>, headers?: Record<string, string>) =>
  postBrowserForm(app, "/api/contact", fields, headers);

/**
 * The thank-you page the server draws for a post without script, as a visitor reads it: its
 * heading, whether it says they subscribed, and where its booking link goes.
 */
async function thanksPage(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.has("location")).toBe(false);
  const doc = parseHtml(await res.text());
  const book = [...doc.querySelectorAll("a")].find((a) =>
    a.textContent?.includes(contactCopy.book),
  );
  return {
    heading: doc.querySelector("h1")?.textContent,
    subscribed: doc.querySelector("main")?.textContent?.includes(contactCopy.subscribed) ?? false,
    book: book ? new URL(book.href) : undefined,
  };
}

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

  /** An inquiry's queued mail, each message as it will be sent (rendered from its recipe). */
  const outboxFor = async (id: string) =>
    (await db.kysely.selectFrom("outbox").selectAll().where("inquiry_id", "=", id).execute()).map(
      messageOf,
    );

  it("stores a valid inquiry with its metadata and queues both e-mails (201)", async () => {
    const body = { ...validInquiry(), marketing_consent: true };
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

  it("ticking the insights box signs the sender up, pending: a second e-mail asks to confirm, with the box's words kept", async () => {
    const email = "Consent@Northwind.io";
    const res = await postJson(app, "/api/contact", {
      ...validInquiry(),
      email,
      marketing_consent: true,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [sub, ...more] = await subscription("consent@northwind.io");
    expect(more).toEqual([]);
    // Double opt-in: pending, with what was agreed to, where, and when.
    expect(sub).toMatchObject({
      status: "pending",
      consent_text: consentWording.contact.text,
      consent_version: consentWording.contact.version,
      consent_page: "/contact",
      confirmed_at: null,
    });
    const asks = await db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("to_address", "=", "consent@northwind.io")
      .where("kind", "=", "newsletter-confirm")
      .execute();
    expect(asks).toHaveLength(1);
    expect(asks[0]!.text_body).toMatch(/\/api\/newsletter\/confirm\?token=[\w-]{16,}/);
    const mail = await outboxFor(id);
    expect(mail.map((m) => m.kind).sort()).toEqual(["confirmation", "sales-notice"]);
    const confirmation = mail.find((m) => m.kind === "confirmation")!;
    // Not subscribed yet: the confirmation says a second e-mail asks, and has no way out of
    // a subscription that does not exist.
    expect(confirmation.text_body).toContain("a second e-mail asks you to confirm");
    expect(confirmation.html_body).toContain("a second e-mail asks you to confirm");
    expect(confirmation.text_body).not.toContain("/api/newsletter/unsubscribe");
    // A transactional message, not list mail.
    expect(confirmation.list_unsubscribe).toBeNull();
    const welcome = await db.kysely
      .selectFrom("outbox")
      .select("id")
      .where("to_address", "=", "consent@northwind.io")
      .where("kind", "=", "newsletter-welcome")
      .execute();
    expect(welcome).toEqual([]);

    // Ticked again after unsubscribing: signed up again, still one row; the inquiry is kept.
    await db.kysely
      .updateTable("newsletter_subscribers")
      .set({ status: "unsubscribed" })
      .where("id", "=", sub!.id)
      .execute();
    const again = await postJson(app, "/api/contact", {
      ...validInquiry(),
      email,
      marketing_consent: true,
    });
    expect(again.status).toBe(201);
    expect(await subscription("consent@northwind.io")).toMatchObject([
      { id: sub!.id, token: sub!.token, status: "pending" },
    ]);
    // Already subscribed (say, from the blog): the inquiry is stored all the same.
    const third = await postJson(app, "/api/contact", {
      ...validInquiry(),
      email,
      marketing_consent: true,
    });
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

  it("stores one inquiry when the same key arrives several times at once", async () => {
    // Together they share one commit (SQLite) or race their transactions (PostgreSQL): the
    // insert itself must see the others' row, with no look-up first to lean on.
    const body = validInquiry();
    const answers = await Promise.all([1, 2, 3, 4].map(() => postJson(app, "/api/contact", body)));
    const ids = new Set<string>();
    for (const res of answers) {
      expect(res.status).toBe(201);
      ids.add(((await res.json()) as { id: string }).id);
    }
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const rows = await db.kysely
      .selectFrom("inquiries")
      .select("id")
      .where("idempotency_key", "=", body.idempotency_key)
      .execute();
    expect(rows).toEqual([{ id }]);
    expect(await outboxFor(id!)).toHaveLength(2);
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
    const text = await app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "name=x",
    });
    expect(text.status).toBe(415);
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

  // Possible spam ("too fast") still reaches sales, marked: possible-spam.test.ts.
  it.each([
    ["honeypot_filled", { website: "http://spam.example" }],
    ["honeypot_missing", { website: undefined }],
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
  const inquiryByEmail = (email: string) =>
    db.kysely.selectFrom("inquiries").selectAll().where("email", "=", email).execute();

  describe("a form posted without script", () => {
    it("answers with the thank-you page, stores it as genuine with no fill time, and queues both e-mails", async () => {
      const fields = formInquiry();
      const page = await thanksPage(await postForm(app, fields));
      expect(page.heading).toBe(contactCopy.thanksTitle);
      expect(page.subscribed).toBe(false);
      const [row, ...more] = await inquiryByEmail(fields.email);
      expect(more).toEqual([]);
      // No fill time is unknown, not "too fast": a person sent this.
      expect(row).toMatchObject({
        name: fields.name,
        phone: null,
        message: fields.message,
        marketing_consent: 0,
        source: "/dedicated-team",
        spam_verdict: "ok",
      });
      expect((await outboxFor(row!.id)).map((m) => m.kind).sort()).toEqual([
        "confirmation",
        "sales-notice",
      ]);
      expect(await subscription(fields.email)).toEqual([]);
      // The step after: the scheduler, with what they just typed and the inquiry it follows.
      expect(page.book?.origin + page.book!.pathname).toBe(site.schedulingUrl);
      expect(Object.fromEntries(page.book!.searchParams)).toEqual({
        name: fields.name,
        email: fields.email,
        "metadata[inquiry]": row!.id,
        "metadata[channel]": "direct",
      });
    });

    it("passes the visit's channel to the scheduler, and none for a visitor who asked not to be tracked", async () => {
      // Without script, the campaign is the one in the form page's own address.
      const referer = { referer: "http://localhost/dedicated-team?utm_source=LinkedIn" };
      const tracked = await thanksPage(await postForm(app, formInquiry(), referer));
      expect(tracked.book?.searchParams.get("metadata[channel]")).toBe("linkedin");
      const gpc = await thanksPage(
        await postForm(app, formInquiry(), { ...referer, "sec-gpc": "1" }),
      );
      expect(gpc.book?.searchParams.has("metadata[channel]")).toBe(false);
      expect(gpc.book?.searchParams.has("metadata[inquiry]")).toBe(true);
    });

    it("with the insights box ticked, signs up and lands on the page that says so", async () => {
      const fields = { ...formInquiry(), marketing_consent: "on" };
      const page = await thanksPage(await postForm(app, fields));
      expect(page.subscribed).toBe(true);
      expect(await subscription(fields.email)).toMatchObject([{ status: "pending" }]);
      expect(await inquiryByEmail(fields.email)).toMatchObject([{ marketing_consent: 1 }]);
    });

    it("takes multipart too (a form with enctype), and refuses files", async () => {
      const fields = formInquiry();
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      const res = await app.request("/api/contact", { method: "POST", body });
      expect(res.status).toBe(200);
      expect(await inquiryByEmail(fields.email)).toHaveLength(1);
      body.append("attachment", new Blob(["%PDF"]), "cv.pdf");
      const file = await app.request("/api/contact", { method: "POST", body });
      expect(file.status).toBe(415);
      expect(file.headers.get("content-type")).toContain("text/html");
    });

    it("stores one inquiry when the same form is sent twice (a double click, or Back and Send)", async () => {
      const fields = formInquiry();
      const answers = await Promise.all([postForm(app, fields), postForm(app, fields)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const again = await thanksPage(await postForm(app, fields));
      const rows = await inquiryByEmail(fields.email);
      expect(rows).toHaveLength(1);
      // A reload posts again: the same page, tied to the same inquiry.
      expect(again.book?.searchParams.get("metadata[inquiry]")).toBe(rows[0]!.id);
      expect(await outboxFor(rows[0]!.id)).toHaveLength(2);
      // Different words are a different inquiry.
      await postForm(app, { ...fields, message: `${fields.message} Also QA.` });
      expect(await inquiryByEmail(fields.email)).toHaveLength(2);
    });

    it.each([
      ["honeypot_filled", { website: "https://spam.example" }],
      ["honeypot_missing", { website: undefined }],
    ])(
      "stores a %s post flagged and mails nobody; the bot sees the usual redirect",
      async (verdict, patch) => {
        const fields: Record<string, string | undefined> = {
          ...formInquiry(),
          marketing_consent: "on",
          ...patch,
        };
        const sent = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
        const page = await thanksPage(await postForm(app, sent as Record<string, string>));
        expect(page.heading).toBe(contactCopy.thanksTitle);
        const [row] = await inquiryByEmail(fields.email!);
        expect(row!.spam_verdict).toBe(verdict);
        expect(await outboxFor(row!.id)).toEqual([]);
        expect(await subscription(fields.email!)).toEqual([]);
      },
    );

    it("answers invalid input with the form again: the spec's messages, every value kept and escaped (422)", async () => {
      const fields = {
        ...formInquiry(),
        name: "A ",
        email: "someone@Gmail.com",
        company: "X",
        message: '<script>alert("hi")</script> & "quotes"',
        phone: "+44 <b>20</b>",
        marketing_consent: "on",
      };
      const res = await postForm(app, fields);
      expect(res.status).toBe(422);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control") ?? "").not.toContain("no-store");
      const html = await res.text();
      const messages = {
        name: "Name must be at least 2 characters",
        email: "Please use a business email address",
        phone: "Please enter a valid phone number",
        company: "Company name is required",
      };
      const doc = parseHtml(html);
      // Beside each field, and at the top as a link to it.
      for (const [field, message] of Object.entries(messages)) {
        const slot = doc.getElementById(`contact-${field}-error`);
        expect(slot?.textContent).toBe(message);
        expect(slot?.hidden).toBe(false);
        expect(doc.getElementById(`contact-${field}`)?.getAttribute("aria-describedby")).toBe(
          slot?.id,
        );
        expect(doc.querySelector(`[role=alert] a[href="#contact-${field}"]`)?.textContent).toBe(
          message,
        );
      }
      expect(doc.getElementById("contact-message-error")?.hidden).toBe(true);
      const form = doc.querySelector("form");
      expect(form?.getAttribute("method")).toBe("post");
      expect(form?.getAttribute("action")).toBe("/api/contact");
      expect(form?.getAttribute("aria-label")).toBe("Contact form");
      expect(form?.noValidate).toBe(true);
      expect(controlValue(doc, "contact-name")).toBe("A ");
      expect(controlValue(doc, "contact-email")).toBe("someone@Gmail.com");
      expect(controlValue(doc, "contact-phone")).toBe("+44 <b>20</b>");
      expect(controlValue(doc, "contact-message")).toBe('<script>alert("hi")</script> & "quotes"');
      expect(doc.querySelectorAll("script, b")).toHaveLength(0);
      expect(doc.querySelector<HTMLInputElement>('[name="marketing_consent"]')?.checked).toBe(true);
      expect(doc.querySelector<HTMLInputElement>('[name="source"]')?.value).toBe("/dedicated-team");
      const name = doc.getElementById("contact-name") as HTMLInputElement;
      expect([name.required, name.minLength, name.maxLength]).toEqual([true, 2, 100]);
      // Inside the site: its header, footer and stylesheet.
      expect(doc.querySelector("header a[aria-label='H2 home']")).not.toBeNull();
      expect(doc.querySelector("footer")).not.toBeNull();
      expect(await inquiryByEmail(fields.email)).toEqual([]);
    });

    it("refuses prototype keys and unknown fields as a damaged form (422), storing nothing", async () => {
      const fields = formInquiry();
      const body = `${new URLSearchParams(fields)}&__proto__=x&constructor=y&role=admin`;
      const res = await app.request("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      expect(res.status).toBe(422);
      expect(await res.text()).toContain("Part of the form did not arrive as sent.");
      expect(await inquiryByEmail(fields.email)).toEqual([]);
    });

    it("applies the rate limit: the 429 page has Retry-After and the inquiry as typed", async () => {
      // Its own client address: on PostgreSQL the other tests' posts count in the same store.
      const limited = testApp(db, {
        RATE_LIMIT_MAX: "2",
        RATE_LIMIT_WINDOW_SECONDS: "600",
        TRUST_PROXY: "true",
      }).app;
      const client = { "x-forwarded-for": "203.0.113.7" };
      const statuses: number[] = [];
      for (let i = 0; i < 2; i++)
        statuses.push((await postForm(limited, formInquiry(), client)).status);
      const fields = {
        ...formInquiry(),
        message: "Still keen: a team of six <engineers> for routing.",
      };
      const res = await postForm(limited, fields, client);
      expect(statuses).toEqual([200, 200]);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await res.text();
      expect(html).toContain("Too many requests. Please wait a few minutes and try again.");
      expect(controlValue(parseHtml(html), "contact-message")).toContain(
        "a team of six <engineers> for routing.",
      );
      expect(await inquiryByEmail(fields.email)).toEqual([]);
    });

    it("answers a storage failure with a 503 page that keeps the inquiry", async () => {
      const broken = await store.open();
      const { app: downApp } = testApp(broken);
      await broken.close();
      const fields = formInquiry();
      const res = await postForm(downApp, fields);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      const html = await res.text();
      const doc = parseHtml(html);
      expect(doc.querySelector("h1 + p")?.textContent).toContain("We couldn't save that just now.");
      expect(controlValue(doc, "contact-email")).toBe(fields.email);
      expect(controlValue(doc, "contact-message")).toBe(fields.message);
    });

    it("refuses a cross-site form post (403) and one past the size limit (413), as pages", async () => {
      const fields = formInquiry();
      const cross = await postForm(app, fields, { origin: "https://evil.example" });
      expect(cross.status).toBe(403);
      expect(cross.headers.get("content-type")).toContain("text/html");
      const fetchSite = await postForm(app, fields, { origin: "", "sec-fetch-site": "cross-site" });
      expect(fetchSite.status).toBe(403);
      const huge = await postForm(app, { ...fields, message: "x".repeat(CONTACT_FORM_LIMIT) });
      expect(huge.status).toBe(413);
      expect(await huge.text()).toContain("Back button");
      expect(await inquiryByEmail(fields.email)).toEqual([]);
    });

    it("takes the longest inquiry the form allows, in a non-Latin script", async () => {
      const fields = {
        ...formInquiry(),
        name: "प".repeat(100),
        company: "ক".repeat(120),
        message: "த".repeat(5000),
      };
      const res = await postForm(app, fields);
      expect(res.status).toBe(200);
      expect(await inquiryByEmail(fields.email)).toHaveLength(1);
    });

    it("answers JSON to a form post from a client that asks for JSON", async () => {
      const fields = formInquiry();
      const res = await postForm(app, fields, { accept: "application/json" });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(await inquiryByEmail(fields.email)).toMatchObject([{ id }]);
      const bad = await postForm(app, { ...fields, name: "A" }, { accept: "application/json" });
      expect(bad.status).toBe(422);
      expect(((await bad.json()) as { fields: object }).fields).toEqual({
        name: "Name must be at least 2 characters",
      });
    });
  });

  it("a JSON inquiry without a fill time is unknown, not too fast: stored as genuine", async () => {
    const { elapsed_ms: _e, ...body } = validInquiry();
    const res = await postJson(app, "/api/contact", body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await db.kysely
      .selectFrom("inquiries")
      .select("spam_verdict")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.spam_verdict).toBe("ok");
  });
});
