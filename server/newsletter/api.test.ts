import { consentWording, newsletterCopy } from "@content/form-copy";
import { site } from "@content/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { confirmLinks } from "../shared/subscriptions";
import { postBrowserForm, postJson, testApp } from "../test-support/app";
import { deliverToSmtp } from "../test-support/deliver";
import { controlValue, parseHtml } from "../test-support/html";
import { mimePart, waitUntil } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { confirm, subscribe } from "./repository";
import { eraseUnconfirmed } from "./sweep";

type App = ReturnType<typeof testApp>["app"];

const postForm = (app: App, fields: Record<string, string>, headers?: Record<string, string>) =>
  postBrowserForm(app, "/api/newsletter", fields, headers);

describe.each(storeNames)("newsletter API on %s", (engine) => {
  let store: TestStore;
  let db: Db;
  let app: ReturnType<typeof testApp>["app"];

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    app = testApp(db).app;
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  const mailsOf = (email: string, kind: string) =>
    db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("to_address", "=", email)
      .where("kind", "=", kind)
      .execute();
  const welcomeMails = (email: string) => mailsOf(email, "newsletter-welcome");
  const confirmMails = (email: string) => mailsOf(email, "newsletter-confirm");

  const subscriber = (email: string) =>
    db.kysely
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();

  /** The confirming link's path and query, from the newest e-mail that asks to confirm. */
  async function confirmLink(email: string) {
    const mails = await confirmMails(email);
    const text = mails.at(-1)?.text_body ?? "";
    const found = /https?:\/\/[^/\s]+(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(text);
    expect(found, "the e-mail carries the confirming link").toBeTruthy();
    return found![1]!;
  }
  const pressConfirm = (url: string) =>
    app.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    });
  const heading = async (res: Response) =>
    parseHtml(await res.text()).querySelector("h1")?.textContent;

  it("signs an address up as pending: its first e-mail asks to confirm, nothing more is sent", async () => {
    const res = await postJson(app, "/api/newsletter", { email: "  Reader@Acme.io " });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe(
      newsletterCopy.answers.pending,
    );
    expect(newsletterCopy.answers.pending).toMatch(/Check your inbox to confirm/);
    const row = await subscriber("reader@acme.io");
    expect(row).toMatchObject({ status: "pending", confirmed_at: null });
    const [ask, ...more] = await confirmMails("reader@acme.io");
    expect(more).toEqual([]);
    expect(ask!.subject).toBe(`Confirm your subscription to ${site.brand} insights`);
    // Not list mail yet: no unsubscribe header on a message that asks.
    expect(ask!.list_unsubscribe).toBeNull();
    expect(await welcomeMails("reader@acme.io")).toEqual([]);
    // Only the key's hash is stored, never the key the link carries.
    const link = await confirmLink("reader@acme.io");
    const key = new URL(link, "http://x").searchParams.get("token")!;
    expect(JSON.stringify(row)).not.toContain(key);
    // Sent again at once (twice pressed, or someone typing another's address over and over):
    // the same answer, and nothing is sent twice.
    const twice = await postJson(app, "/api/newsletter", { email: "reader@acme.io" });
    expect(twice.status).toBe(200);
    expect(((await twice.json()) as { message: string }).message).toMatch(
      /Check your inbox to confirm/,
    );
    expect(await confirmMails("reader@acme.io")).toHaveLength(1);
    // Ten minutes on: a new link (the old one stops working), still one row.
    await subscribe(db, "reader@acme.io", confirmLinks({}), new Date(Date.now() + 11 * 60_000));
    expect(await confirmMails("reader@acme.io")).toHaveLength(2);
    expect((await app.request(link)).status).toBe(404);
    const rows = await db.kysely
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("email", "=", "reader@acme.io")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("is not subscribed until the confirming POST: the link's GET (a mail scanner) changes nothing", async () => {
    await postJson(app, "/api/newsletter", { email: "confirms@acme.io" });
    const url = await confirmLink("confirms@acme.io");
    for (let i = 0; i < 3; i++) {
      const ask = await app.request(url);
      expect(ask.status).toBe(200);
      const doc = parseHtml(await ask.text());
      expect(doc.querySelector("h1")?.textContent).toBe("Confirm your subscription");
      expect(doc.querySelector("main")?.textContent).toContain("confirms@acme.io");
      const button = doc.querySelector("main form");
      expect([button?.getAttribute("method"), button?.getAttribute("action")]).toEqual([
        "post",
        url,
      ]);
      expect(button?.querySelector("button")?.textContent).toBe("Confirm subscription");
    }
    // A HEAD, as some scanners send, changes nothing either.
    await app.request(url, { method: "HEAD" });
    expect(await subscriber("confirms@acme.io")).toMatchObject({
      status: "pending",
      confirmed_at: null,
    });
    expect(await welcomeMails("confirms@acme.io")).toEqual([]);

    const res = await pressConfirm(url);
    expect(res.status).toBe(200);
    expect(await heading(res)).toBe("You're subscribed");
    const row = await subscriber("confirms@acme.io");
    expect(row.status).toBe("subscribed");
    expect(row.confirmed_at).toBeTruthy();
    // The welcome follows the confirmation, with its unsubscribe link and one-click header.
    const [welcome, ...more] = await welcomeMails("confirms@acme.io");
    expect(more).toEqual([]);
    expect(welcome!.text_body).toContain(`/api/newsletter/unsubscribe?token=${row.token}`);
    expect(welcome!.list_unsubscribe).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    // Pressed again, or opened again: it says so, confirms nothing twice, nothing to press.
    expect(await heading(await pressConfirm(url))).toBe("You're subscribed");
    const again = parseHtml(await (await app.request(url)).text());
    expect(again.querySelector("h1")?.textContent).toBe("You're subscribed");
    expect(again.querySelector("main form")).toBeNull();
    expect(await welcomeMails("confirms@acme.io")).toHaveLength(1);
    // Signing up once subscribed changes nothing and says so.
    const repeat = await postJson(app, "/api/newsletter", { email: "Confirms@acme.io" });
    expect(repeat.status).toBe(200);
    expect(((await repeat.json()) as { message: string }).message).toBe(
      newsletterCopy.answers.already,
    );
    expect(await confirmMails("confirms@acme.io")).toHaveLength(1);
  });

  it("keeps the proof: the consent's wording and version, its page and both times", async () => {
    const res = await postJson(
      app,
      "/api/newsletter",
      { email: "proof@acme.io" },
      {
        referer: "http://localhost/blog/agile-transformation?utm_source=x",
        host: "localhost",
        "sec-gpc": "1",
      },
    );
    expect(res.status).toBe(201);
    const pending = await subscriber("proof@acme.io");
    expect(pending).toMatchObject({
      consent_text: consentWording.newsletter.text,
      consent_version: consentWording.newsletter.version,
      consent_page: "/blog/agile-transformation",
      // Sec-GPC: 1 keeps no attribution, but the page of the consent is its proof.
      source: null,
      confirmed_at: null,
    });
    expect(pending.consent_text).toContain(newsletterCopy.pitch);
    expect(Date.parse(pending.signed_up_at!)).toBeGreaterThan(0);
    expect(Date.parse(pending.confirm_expires_at!) - Date.parse(pending.signed_up_at!)).toBe(
      72 * 3_600_000,
    );
    await pressConfirm(await confirmLink("proof@acme.io"));
    const confirmed = await subscriber("proof@acme.io");
    expect(confirmed).toMatchObject({
      status: "subscribed",
      consent_text: consentWording.newsletter.text,
      consent_version: consentWording.newsletter.version,
      consent_page: "/blog/agile-transformation",
      signed_up_at: pending.signed_up_at,
    });
    expect(confirmed.confirmed_at! >= confirmed.signed_up_at!).toBe(true);
  });

  it("a link past 72 hours says it has expired, with the way to sign up again, and confirms nothing", async () => {
    const email = "late@acme.io";
    await subscribe(db, email, confirmLinks({}), new Date(Date.now() - 73 * 3_600_000));
    const url = await confirmLink(email);
    for (const method of ["GET", "POST"]) {
      const res = await app.request(url, { method });
      expect(res.status).toBe(410);
      const doc = parseHtml(await res.text());
      expect(doc.querySelector("h1")?.textContent).toBe("This link has expired");
      expect(doc.querySelector("main")?.textContent).toContain("72 hours");
      expect(doc.querySelector("main form")).toBeNull();
      expect(doc.querySelector('main a[href="/blog#newsletter-heading"]')?.textContent).toBe(
        "Sign up again on our blog",
      );
    }
    expect(await subscriber(email)).toMatchObject({ status: "pending", confirmed_at: null });
    expect(await welcomeMails(email)).toEqual([]);
    // Signing up again sends a new link that works.
    await postJson(app, "/api/newsletter", { email });
    expect(await heading(await pressConfirm(await confirmLink(email)))).toBe("You're subscribed");
  });

  it("erases sign-ups never confirmed after 7 days, with the e-mails that asked, and keeps the rest", async () => {
    const day = 86_400_000;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * day);
    await subscribe(db, "stale@acme.io", confirmLinks({}), ago(8));
    await subscribe(db, "recent@acme.io", confirmLinks({}), ago(6));
    await subscribe(db, "kept@acme.io", confirmLinks({}), ago(8));
    await confirm(
      db,
      new URL(await confirmLink("kept@acme.io"), "http://x").searchParams.get("token")!,
      () => "u",
      ago(8),
    );
    expect(await confirmMails("stale@acme.io")).toHaveLength(1);
    expect(await eraseUnconfirmed(db, now)).toBe(1);
    const left = await db.kysely
      .selectFrom("newsletter_subscribers")
      .select(["email", "status"])
      .where("email", "in", ["stale@acme.io", "recent@acme.io", "kept@acme.io"])
      .orderBy("email")
      .execute();
    expect(left).toEqual([
      { email: "kept@acme.io", status: "subscribed" },
      { email: "recent@acme.io", status: "pending" },
    ]);
    expect(await confirmMails("stale@acme.io")).toEqual([]);
    expect(await confirmMails("recent@acme.io")).toHaveLength(1);
    const anywhere = await db.kysely
      .selectFrom("outbox")
      .select("id")
      .where("subject_email", "=", "stale@acme.io")
      .execute();
    expect(anywhere).toEqual([]);
    expect(await eraseUnconfirmed(db, now)).toBe(0);
  });

  it("the e-mail that asks is delivered over real SMTP, and its link confirms", async () => {
    const { smtp, stop } = await deliverToSmtp(db, store.dataDir);
    try {
      const site = testApp(db, { SITE_ORIGIN: "https://h2.test" }).app;
      expect((await postJson(site, "/api/newsletter", { email: "smtp@acme.io" })).status).toBe(201);
      await waitUntil(() => smtp.received.some((m) => m.to.includes("smtp@acme.io")));
      const mail = smtp.received.find((m) => m.to.includes("smtp@acme.io"))!;
      expect(mail.headers.get("subject")).toMatch(/^Confirm your subscription/);
      expect(mail.headers.has("list-unsubscribe")).toBe(false);
      const text = mimePart(mail.raw, "text/plain");
      const html = mimePart(mail.raw, "text/html");
      const link = /https:\/\/h2\.test(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(text)?.[1];
      expect(link).toBeTruthy();
      expect(html).toContain(`https://h2.test${link!.replace(/&/g, "&amp;")}`);
      expect(text).toMatch(/It works until \d{1,2} \w+ \d{4}, \d\d:\d\d UTC/);
      expect(await heading(await site.request(link!))).toBe("Confirm your subscription");
      expect((await subscriber("smtp@acme.io")).status).toBe("pending");
      const done = await site.request(link!, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(await heading(done)).toBe("You're subscribed");
      expect((await subscriber("smtp@acme.io")).status).toBe("subscribed");
      // Then the welcome, list mail with its one-click unsubscribe.
      await waitUntil(() => smtp.received.filter((m) => m.to.includes("smtp@acme.io")).length >= 2);
      const welcome = smtp.received.filter((m) => m.to.includes("smtp@acme.io"))[1]!;
      expect(welcome.headers.get("list-unsubscribe")).toMatch(
        /^<https:\/\/h2\.test\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/,
      );
    } finally {
      await stop();
    }
  });

  it("opening the e-mail's link only asks (a mail scanner opening it unsubscribes no one); the button unsubscribes", async () => {
    await postJson(app, "/api/newsletter", { email: "leaver@acme.io" });
    await pressConfirm(await confirmLink("leaver@acme.io"));
    const row = await subscriber("leaver@acme.io");
    const url = `/api/newsletter/unsubscribe?token=${row.token}`;
    const ask = await app.request(url);
    expect(ask.status).toBe(200);
    const html = await ask.text();
    expect(html).toContain("Unsubscribe from our newsletter?</h1>");
    expect(html).toContain("leaver@acme.io");
    const button = parseHtml(html).querySelector("main form");
    expect([button?.getAttribute("method"), button?.getAttribute("action")]).toEqual(["post", url]);
    expect(button?.querySelector("button")?.textContent).toBe("Unsubscribe");
    expect((await subscriber("leaver@acme.io")).status).toBe("subscribed");

    const res = await app.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect(parseHtml(await res.text()).querySelector("h1")?.textContent).toBe(
      "You're unsubscribed",
    );
    expect((await subscriber("leaver@acme.io")).status).toBe("unsubscribed");
    // The link opened again says so, with nothing left to press.
    const again = await (await app.request(url)).text();
    expect(parseHtml(again).querySelector("h1")?.textContent).toBe("You're unsubscribed");
    expect(parseHtml(again).querySelector("main form")).toBeNull();
    // The old confirming link does not bring the address back.
    const old = await confirmLink("leaver@acme.io");
    expect((await pressConfirm(old)).status).toBe(404);
    expect((await subscriber("leaver@acme.io")).status).toBe("unsubscribed");

    // Back: a new sign-up, asked to confirm again.
    const back = await postJson(app, "/api/newsletter", { email: "leaver@acme.io" });
    expect(back.status).toBe(201);
    expect((await subscriber("leaver@acme.io")).status).toBe("pending");
    expect(await confirmMails("leaver@acme.io")).toHaveLength(2);
  });

  it("takes a mail client's one-click unsubscribe (RFC 8058), whatever its origin", async () => {
    await postJson(app, "/api/newsletter", { email: "oneclick@acme.io" });
    await pressConfirm(await confirmLink("oneclick@acme.io"));
    const row = await subscriber("oneclick@acme.io");
    const [mail] = await welcomeMails("oneclick@acme.io");
    expect(mail!.list_unsubscribe).toMatch(
      new RegExp(`/api/newsletter/unsubscribe\\?token=${row.token}$`),
    );
    const res = await app.request(`/api/newsletter/unsubscribe?token=${row.token}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.example",
      },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect((await subscriber("oneclick@acme.io")).status).toBe("unsubscribed");
  });

  it("refuses unknown or malformed unsubscribe tokens, on the link and on the button", async () => {
    for (const method of ["GET", "POST"]) {
      expect((await app.request("/api/newsletter/unsubscribe?token=x", { method })).status).toBe(
        400,
      );
      expect((await app.request("/api/newsletter/unsubscribe", { method })).status).toBe(400);
      const unknown = await app.request(`/api/newsletter/unsubscribe?token=${"a".repeat(32)}`, {
        method,
      });
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain("Link not recognized</h1>");
    }
    for (const method of ["GET", "POST"]) {
      for (const token of ["x", "a".repeat(32)]) {
        const res = await app.request(`/api/newsletter/confirm?token=${token}`, { method });
        expect(res.status).toBe(404);
        expect(await heading(res)).toBe("Link not recognized");
      }
    }
  });

  it.each([{ email: "not-an-address" }, { email: 42 }, {}, { email: "a@b.io", extra: 1 }])(
    "answers 422 with a field message for %j",
    async (body) => {
      const res = await postJson(app, "/api/newsletter", body);
      expect(res.status).toBe(422);
      const json = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(json.error).toBeTruthy();
    },
  );

  it("answers 400, 415 and 403 like the contact endpoint", async () => {
    expect((await postJson(app, "/api/newsletter", "{")).status).toBe(400);
    expect((await app.request("/api/newsletter", { method: "POST", body: "email=x" })).status).toBe(
      415,
    );
    expect(
      (
        await postJson(
          app,
          "/api/newsletter",
          { email: "x@acme.io" },
          { origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
  });

  it("answers the link and the button with a 503 page and Retry-After when storage is down", async () => {
    const broken = await store.open();
    const { app: downApp } = testApp(broken);
    await broken.close();
    for (const method of ["GET", "POST"]) {
      for (const action of ["unsubscribe", "confirm"]) {
        const res = await downApp.request(`/api/newsletter/${action}?token=${"b".repeat(32)}`, {
          method,
        });
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("30");
        expect(await res.text()).toContain("Please try again</h1>");
      }
    }
  });
  describe("the form posted without script", () => {
    it("signs up and answers 303 to the thank-you page; once confirmed, sending again changes nothing", async () => {
      const res = await postForm(app, { email: " Plain@Acme.io " });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/newsletter/thank-you");
      expect((await subscriber("plain@acme.io")).status).toBe("pending");
      expect(await confirmMails("plain@acme.io")).toHaveLength(1);
      await pressConfirm(await confirmLink("plain@acme.io"));
      const again = await postForm(app, { email: "plain@acme.io" });
      expect(again.status).toBe(303);
      expect(again.headers.get("location")).toBe("/newsletter/thank-you");
      expect(await confirmMails("plain@acme.io")).toHaveLength(1);
      expect(await welcomeMails("plain@acme.io")).toHaveLength(1);
    });

    it("answers a bad address with the form again: the message beside it, the address kept and escaped (422)", async () => {
      const res = await postForm(app, { email: 'a@b"><script>x</script>' });
      expect(res.status).toBe(422);
      expect(res.headers.get("content-type")).toContain("text/html");
      const doc = parseHtml(await res.text());
      const slot = doc.getElementById("newsletter-email-error");
      expect(slot?.textContent).toBe("Please enter a valid email address");
      expect(slot?.hidden).toBe(false);
      expect(doc.querySelector('[role=alert] a[href="#newsletter-email"]')?.textContent).toBe(
        "Please enter a valid email address",
      );
      expect(controlValue(doc, "newsletter-email")).toBe('a@b"><script>x</script>');
      expect(doc.querySelectorAll("script")).toHaveLength(0);
      const form = doc.querySelector("form");
      expect(form?.getAttribute("action")).toBe("/api/newsletter");
      expect(form?.getAttribute("aria-label")).toBe("Newsletter signup");
      expect(form?.noValidate).toBe(true);
      const input = doc.getElementById("newsletter-email") as HTMLInputElement;
      expect([input.type, input.name, input.maxLength]).toEqual(["email", "email", 254]);
    });

    it("applies the rate limit, with a 429 page that keeps the address", async () => {
      const limited = testApp(db, { RATE_LIMIT_MAX: "1", TRUST_PROXY: "true" }).app;
      const client = { "x-forwarded-for": "198.51.100.9" };
      expect((await postForm(limited, { email: "first@acme.io" }, client)).status).toBe(303);
      const res = await postForm(limited, { email: "second@acme.io" }, client);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await res.text();
      expect(html).toContain("Too many requests.");
      expect(controlValue(parseHtml(html), "newsletter-email")).toBe("second@acme.io");
    });

    it("answers a storage failure with a 503 page that keeps the address", async () => {
      const broken = await store.open();
      const { app: downApp } = testApp(broken);
      await broken.close();
      const res = await postForm(downApp, { email: "later@acme.io" });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.text()).toContain('value="later@acme.io"');
    });

    it("refuses a cross-site post and answers JSON to a client that asks for it", async () => {
      const cross = await postForm(app, { email: "x@acme.io" }, { origin: "https://evil.example" });
      expect(cross.status).toBe(403);
      expect(cross.headers.get("content-type")).toContain("text/html");
      const json = await postForm(app, { email: "json@acme.io" }, { accept: "application/json" });
      expect(json.status).toBe(201);
      expect(((await json.json()) as { message: string }).message).toMatch(/confirm/);
    });
  });
});
