import { contactCopy } from "@content/form-copy";
import { site } from "@content/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { deliverToSmtp, TEST_FROM } from "../test-support/deliver";
import { parseHtml } from "../test-support/html";
import { silentLog } from "../test-support/log";
import { decodeQuotedPrintable, mimePart, startSmtp, waitUntil } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { headerSafe } from "./escape";
import { startOutboxWorker } from "./outbox";
import { createTransport } from "./transport";

describe.each(storeNames)("inquiry e-mail over real SMTP (%s)", (engine) => {
  let store: TestStore;
  let db: Db;

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  const deliver = () => deliverToSmtp(db, store.dataDir);

  it("delivers the confirmation and the sales notice once each, safely built", async () => {
    const { smtp, stop } = await deliver();
    const { app } = testApp(db);
    const body = {
      ...validInquiry(),
      // The insights box unticked: its own e-mail (asking to confirm) is not this test's subject.
      marketing_consent: false,
      name: "Zoë <script>alert(1)</script>",
      company: "Bcc: victim@example.com",
      message: 'Hello\r\nBcc: victim@example.com\r\n\r\n<img src=x onerror="alert(1)"> & more',
    };
    const res = await postJson(app, "/api/contact", body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await waitUntil(() => smtp.received.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    await stop();

    expect(smtp.received).toHaveLength(2);
    const confirmation = smtp.received.find((m) => m.to.includes(body.email))!;
    const sales = smtp.received.find((m) => m.to.includes("sales@h2.test"))!;
    expect(confirmation).toBeDefined();
    expect(sales).toBeDefined();
    for (const mail of smtp.received) {
      // From is always our own address, never the visitor's (DMARC).
      expect(mail.headers.get("from")).toBe("H2 <no-reply@h2.test>");
      expect(mail.from).toBe("no-reply@h2.test");
      // Visitor text never turns into a header.
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.to).not.toContain("victim@example.com");
      // Visitor markup is escaped in the HTML part.
      const html = mimePart(mail.raw, "text/html");
      expect(html).toContain("</html>");
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).not.toContain('<img src=x onerror="alert(1)">');
    }
    expect(sales.headers.get("reply-to")).toBe(body.email);
    const salesHtml = mimePart(sales.raw, "text/html");
    expect(salesHtml).toMatch(/&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    expect(salesHtml).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more");
    // The plain-text part carries the message as written.
    expect(mimePart(sales.raw, "text/plain")).toContain("Zoë <script>alert(1)</script>");
    expect(decodeQuotedPrintable(confirmation.raw)).toMatch(/within 24\s+hours/);
    // The step after, in the same breath: the scheduler with their name and address filled in,
    // tied to this inquiry, in both parts.
    const link = [...parseHtml(mimePart(confirmation.raw, "text/html")).querySelectorAll("a")].find(
      (a) => a.textContent === contactCopy.book,
    );
    const book = new URL(link!.href);
    expect(`${book.origin}${book.pathname}`).toBe(site.schedulingUrl);
    expect(book.searchParams.get("name")).toBe(body.name);
    expect(book.searchParams.get("email")).toBe(body.email);
    expect(book.searchParams.get("metadata[inquiry]")).toBe(id);
    expect(book.searchParams.get("metadata[channel]")).toMatch(/^[a-z0-9][a-z0-9._-]*$/);
    expect(mimePart(confirmation.raw, "text/plain")).toContain(`${contactCopy.book}:`);
    const sent = await db.kysely
      .selectFrom("outbox")
      .select("status")
      .where("status", "=", "sent")
      .execute();
    expect(sent.length).toBeGreaterThanOrEqual(2);
    // What was stored with the inquiry is what the messages are made from, not the messages:
    // the bodies above were rendered when sent.
    const stored = await db.kysely
      .selectFrom("outbox")
      .select(["text_body", "html_body", "render"])
      .where("inquiry_id", "=", id)
      .execute();
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row).toMatchObject({ text_body: "", html_body: "" });
      expect(JSON.parse(row.render!).inquiry.name).toBe(body.name);
    }
  });

  it("sends the newsletter welcome with List-Unsubscribe headers for a one-click POST (RFC 8058)", async () => {
    const { smtp, stop } = await deliver();
    const { app } = testApp(db, { SITE_ORIGIN: "https://h2.test" });
    expect((await postJson(app, "/api/newsletter", { email: "list@acme.io" })).status).toBe(201);
    const inquiry = { ...validInquiry(), email: "asks@acme.io", marketing_consent: false };
    expect((await postJson(app, "/api/contact", inquiry)).status).toBe(201);
    // Double opt-in: the first e-mail asks (not list mail yet); its link's POST subscribes.
    const toList = () => smtp.received.filter((m) => m.to.includes("list@acme.io"));
    await waitUntil(() => toList().length >= 1);
    expect(toList()[0]!.headers.has("list-unsubscribe")).toBe(false);
    const link = /https:\/\/h2\.test(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(
      mimePart(toList()[0]!.raw, "text/plain"),
    )![1]!;
    expect((await app.request(link, { method: "POST" })).status).toBe(200);
    await waitUntil(() => toList().length >= 2 && smtp.received.length >= 4);
    await stop();
    const { token } = await db.kysely
      .selectFrom("newsletter_subscribers")
      .select("token")
      .where("email", "=", "list@acme.io")
      .executeTakeFirstOrThrow();
    const welcome = toList()[1]!;
    expect(welcome.headers.get("list-unsubscribe")).toBe(
      `<https://h2.test/api/newsletter/unsubscribe?token=${token}>`,
    );
    expect(welcome.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // Inquiry mail is not list mail: no unsubscribe headers on it.
    const inquiryMail = smtp.received.filter((m) => !m.to.includes("list@acme.io"));
    expect(welcome.headers.get("subject")).toMatch(/^Welcome to /);
    expect(inquiryMail).toHaveLength(2);
    expect(inquiryMail.filter((m) => m.headers.has("list-unsubscribe"))).toEqual([]);
  });

  it("keeps mail through an SMTP outage and delivers it once after recovery", async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close(); // nothing listens on `port` now: the outage

    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: store.dataDir,
      from: TEST_FROM,
      domain: "h2.test",
    });
    const worker = startOutboxWorker(db, transport, { intervalMs: 50, log: silentLog });
    const { app } = testApp(db);
    const res = await postJson(app, "/api/contact", validInquiry());
    const { id } = (await res.json()) as { id: string };
    const pending = () =>
      db.kysely.selectFrom("outbox").selectAll().where("inquiry_id", "=", id).execute();

    await waitUntil(async () =>
      (await pending()).every((m) => m.attempts >= 1 && m.status === "pending"),
    );
    const failed = await pending();
    expect(failed.every((m) => m.last_error)).toBe(true);

    const smtp = await startSmtp(port);
    // Skip the backoff wait: the rows are due now.
    await db.kysely
      .updateTable("outbox")
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where("inquiry_id", "=", id)
      .execute();
    await waitUntil(() => smtp.received.length >= 2);
    await new Promise((r) => setTimeout(r, 500));
    await worker.stop();
    transport.close();
    await smtp.close();
    expect(smtp.received).toHaveLength(2);
    expect((await pending()).every((m) => m.status === "sent")).toBe(true);
  });
});

describe("header safety", () => {
  it("strips CR, LF and other control characters from header values", () => {
    expect(headerSafe("New inquiry: Eve\r\nBcc: x@y.z")).toBe("New inquiry: Eve Bcc: x@y.z");
    expect(headerSafe("a\u2028b\u0000c")).toBe("a b c");
    expect(headerSafe("x".repeat(500)).length).toBe(200);
  });
});
