import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { postBrowserForm, postJson, testApp } from "../test-support/app";
import { controlValue, parseHtml } from "../test-support/html";
import { createStore, storeNames, type TestStore } from "../test-support/stores";

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

  const welcomeMails = (email: string) =>
    db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("to_address", "=", email)
      .where("kind", "=", "newsletter-welcome")
      .execute();

  it("subscribes an address once and sends one confirmation with an unsubscribe link", async () => {
    const res = await postJson(app, "/api/newsletter", { email: "  Reader@Acme.io " });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toMatch(/subscribed/);
    const again = await postJson(app, "/api/newsletter", { email: "reader@acme.io" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toMatch(/already subscribed/);
    const rows = await db.kysely
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", "reader@acme.io")
      .execute();
    expect(rows).toHaveLength(1);
    const mails = await welcomeMails("reader@acme.io");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`/api/newsletter/unsubscribe?token=${rows[0]!.token}`);
  });

  const subscriber = (email: string) =>
    db.kysely
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();

  it("opening the e-mail's link only asks (a mail scanner opening it unsubscribes no one); the button unsubscribes", async () => {
    await postJson(app, "/api/newsletter", { email: "leaver@acme.io" });
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

    const back = await postJson(app, "/api/newsletter", { email: "leaver@acme.io" });
    expect(back.status).toBe(201);
    expect(await welcomeMails("leaver@acme.io")).toHaveLength(2);
  });

  it("takes a mail client's one-click unsubscribe (RFC 8058), whatever its origin", async () => {
    await postJson(app, "/api/newsletter", { email: "oneclick@acme.io" });
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
      const res = await downApp.request(`/api/newsletter/unsubscribe?token=${"b".repeat(32)}`, {
        method,
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect(await res.text()).toContain("Please try again</h1>");
    }
  });
  describe("the form posted without script", () => {
    it("subscribes and answers 303 to the thank-you page, once however often it is sent", async () => {
      const res = await postForm(app, { email: " Plain@Acme.io " });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/newsletter/thank-you");
      expect((await subscriber("plain@acme.io")).status).toBe("subscribed");
      const again = await postForm(app, { email: "plain@acme.io" });
      expect(again.status).toBe(303);
      expect(again.headers.get("location")).toBe("/newsletter/thank-you");
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
      expect(((await json.json()) as { message: string }).message).toMatch(/subscribed/);
    });
  });
});
