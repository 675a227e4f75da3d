import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Db } from "../db/connect";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { deliverToSmtp } from "../test-support/deliver";
import { silentLog } from "../test-support/log";
import { mimePart, waitUntil } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import type { InquiryWebhook } from "../webhook/payload";
import { slackMessage } from "../webhook/slack";
import { startReceiver } from "../webhook/test-receiver";
import { startWebhookWorker } from "../webhook/worker";

const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const LINE =
  "LinkedIn · campaign q4-cto · landed on /dedicated-team · sent from /contact after 4 pages";
const ATTRIBUTION = {
  landing_page: "/dedicated-team",
  referrer_host: "www.linkedin.com",
  utm_source: "linkedin",
  utm_medium: "social",
  utm_campaign: "q4-cto",
  pages_seen: 4,
};
const GPC = { "sec-gpc": "1" };
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe.each(storeNames)("attribution through the API on %s", (engine) => {
  let store: TestStore;
  let db: Db;
  let t: ReturnType<typeof testApp>;
  /** Every answer the suite got, for the no-cookie check at the end. */
  const answers: { what: string; res: Response }[] = [];
  const keep = (what: string, res: Response) => {
    answers.push({ what, res });
    return res;
  };

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    // Beacons come from many visitors: each gets an address of its own (X-Forwarded-For).
    t = testApp(db, { TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await t.views.stop();
    await db.close();
    await store.cleanup();
  });

  const inquiry = (id: string) =>
    db.kysely.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  const postInquiry = async (body: object, headers: Record<string, string> = {}) => {
    const res = keep("contact", await postJson(t.app, "/api/contact", body, headers));
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  const formPost = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.request("/api/contact", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,*/*;q=0.8",
        origin: "http://localhost",
        host: "localhost",
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });

  const formFields = (email: string) => ({
    name: "Maya Fernandes",
    email,
    phone: "",
    company: "Northwind Logistics",
    message: "We'd like a dedicated team of six engineers for our routing platform.",
    website: "",
    source: "/dedicated-team",
  });

  let visitor = 1;
  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.request("/api/views", {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": CHROME,
        "sec-fetch-site": "same-origin",
        origin: "http://localhost",
        host: "localhost",
        "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  const viewRows = async () => {
    await t.views.flush();
    return db.kysely.selectFrom("page_views").selectAll().orderBy("path").execute();
  };

  it("stores a JSON inquiry's attribution beside its form page", async () => {
    const id = await postInquiry({ ...validInquiry(), attribution: ATTRIBUTION });
    expect(await inquiry(id)).toMatchObject({ source: "/contact", ...ATTRIBUTION, utm_term: null });
  });

  it("cuts hostile attribution and stores the inquiry anyway", async () => {
    const hostile = {
      landing_page: `/${"a".repeat(10_000)}`,
      referrer_host: "<script>alert(1)</script>",
      utm_source: "evil\r\nBcc: victim@example.com",
      utm_campaign: { $gt: "" },
      utm_term: ["x"],
      pages_seen: "999999999",
      __proto__: { polluted: true },
      extra: "x".repeat(5000),
    };
    const id = await postInquiry({ ...validInquiry(), attribution: hostile });
    const row = await inquiry(id);
    expect(row.landing_page).toHaveLength(200);
    expect(row).toMatchObject({
      referrer_host: null,
      utm_source: "evilBcc: victim@example.com",
      utm_campaign: null,
      utm_term: null,
      pages_seen: 1000,
    });
    for (const junk of [null, "text", 42, [1, 2], { pages_seen: Number.NaN }]) {
      const other = await postInquiry({ ...validInquiry(), attribution: junk });
      expect((await inquiry(other)).utm_source).toBeNull();
    }
  });

  it("keeps the body limit: an oversized attribution is refused as any oversized body is", async () => {
    const res = await postJson(t.app, "/api/contact", {
      ...validInquiry(),
      attribution: { utm_term: "x".repeat(20_000) },
    });
    expect(res.status).toBe(413);
  });

  it("a post without script keeps the campaign its Referer carries when it landed on the form's page", async () => {
    const res = keep(
      "contact form",
      await formPost(formFields("maya-utm@northwind.io"), {
        referer: "http://localhost/dedicated-team?utm_source=linkedin&utm_campaign=q4-cto",
      }),
    );
    expect(res.status).toBe(200);
    const row = await db.kysely
      .selectFrom("inquiries")
      .selectAll()
      .where("email", "=", "maya-utm@northwind.io")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: "/dedicated-team",
      landing_page: "/dedicated-team",
      utm_source: "linkedin",
      utm_campaign: "q4-cto",
      referrer_host: null,
      pages_seen: null,
    });
  });

  it("a post without script takes nothing from another site's Referer, or another page's", async () => {
    for (const [email, referer] of [
      ["maya-x@northwind.io", "https://evil.example/dedicated-team?utm_campaign=fake"],
      ["maya-y@northwind.io", "http://localhost/blog?utm_campaign=elsewhere"],
    ] as const) {
      expect((await formPost(formFields(email), { referer })).status).toBe(200);
      const row = await db.kysely
        .selectFrom("inquiries")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        source: "/dedicated-team",
        utm_campaign: null,
        landing_page: null,
      });
    }
  });

  it("Sec-GPC: 1 stores no attribution (the form page stays, as before)", async () => {
    const id = await postInquiry({ ...validInquiry(), attribution: ATTRIBUTION }, GPC);
    const row = await inquiry(id);
    expect(row.source).toBe("/contact");
    for (const key of Object.keys(ATTRIBUTION)) expect(row[key as keyof typeof row]).toBeNull();
    expect(
      (
        await formPost(formFields("maya-gpc@northwind.io"), {
          ...GPC,
          referer: "http://localhost/dedicated-team?utm_campaign=q4-cto",
        })
      ).status,
    ).toBe(200);
    const form = await db.kysely
      .selectFrom("inquiries")
      .selectAll()
      .where("email", "=", "maya-gpc@northwind.io")
      .executeTakeFirstOrThrow();
    expect(form.utm_campaign).toBeNull();
  });

  it("a sign-up keeps its attribution and its page; with Sec-GPC neither", async () => {
    const signup = async (email: string, headers: Record<string, string> = {}) => {
      const res = keep(
        "newsletter",
        await postJson(
          t.app,
          "/api/newsletter",
          { email, attribution: ATTRIBUTION },
          {
            referer: "http://localhost/blog/some-post",
            host: "localhost",
            ...headers,
          },
        ),
      );
      expect(res.status).toBe(201);
      return db.kysely
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
    };
    expect(await signup("reader@acme.io")).toMatchObject({
      source: "/blog/some-post",
      ...ATTRIBUTION,
    });
    expect(await signup("private@acme.io", GPC)).toMatchObject({
      source: null,
      utm_campaign: null,
      landing_page: null,
    });
    const junk = keep(
      "newsletter",
      await postJson(t.app, "/api/newsletter", {
        email: "junk@acme.io",
        attribution: "x".repeat(1000),
      }),
    );
    expect(junk.status).toBe(201);
  });

  it("the sales notice says where the inquiry came from in one line", async () => {
    // Only this inquiry's mail: what earlier tests queued is marked sent first.
    await db.kysely.updateTable("outbox").set({ status: "sent" }).execute();
    const delivery = await deliverToSmtp(db, store.dataDir);
    const { smtp } = delivery;
    try {
      await postInquiry({ ...validInquiry(), email: "notice@acme.io", attribution: ATTRIBUTION });
      await waitUntil(() => smtp.received.some((m) => m.to.includes("sales@h2.test")));
    } finally {
      await delivery.stop();
    }
    const notice = smtp.received.find((m) => m.to.includes("sales@h2.test"))!;
    expect(mimePart(notice.raw, "text/plain")).toContain(`Origin: ${LINE}`);
    expect(mimePart(notice.raw, "text/html")).toContain(LINE);
  });

  it("the signed webhook carries an attribution object; every field it had before is unchanged", async () => {
    const receiver = await startReceiver();
    const hooked = testApp(db, { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
    await db.kysely.updateTable("webhook_outbox").set({ status: "delivered" }).execute();
    const worker = startWebhookWorker(
      db,
      { url: receiver.url, format: "json", secret: SECRET },
      { intervalMs: 20, log: silentLog },
    );
    const body = { ...validInquiry(), attribution: ATTRIBUTION };
    try {
      const res = await postJson(hooked.app, "/api/contact", body);
      expect(res.status).toBe(201);
      await waitUntil(() => receiver.received.length > 0);
    } finally {
      await worker.stop();
      await receiver.close();
      await hooked.views.stop();
    }
    const hook = receiver.received[0]!;
    const event = new Webhook(SECRET).verify(hook.body, {
      "webhook-id": String(hook.headers["webhook-id"]),
      "webhook-timestamp": String(hook.headers["webhook-timestamp"]),
      "webhook-signature": String(hook.headers["webhook-signature"]),
    }) as InquiryWebhook;
    expect(Object.keys(event.data)).toEqual([
      "id",
      "received_at",
      "name",
      "email",
      "phone",
      "company",
      "message",
      "marketing_consent",
      "source",
      "spam_verdict",
      "possible_spam",
      "attribution",
    ]);
    expect(event.data).toMatchObject({
      name: body.name,
      email: body.email,
      source: "/contact",
      spam_verdict: "ok",
      possible_spam: false,
      marketing_consent: body.marketing_consent,
    });
    expect(event.data.attribution).toEqual({
      landing_page: "/dedicated-team",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "q4-cto",
      utm_term: null,
      utm_content: null,
      pages_seen: 4,
      summary: LINE,
    });
    // The Slack message is made from the same payload: it shows the source.
    expect(JSON.stringify(slackMessage(event).blocks)).toContain(`*Origin*\\n${LINE}`);
  });

  it("counts a burst of 5,000 beacons in a few rows, written in one flush", async () => {
    await db.kysely.deleteFrom("page_views").execute();
    const paths = ["/", "/dedicated-team", "/blog", "/contact", "/about"];
    const sent = [];
    for (let i = 0; i < 5000; i++) {
      const landing = i % 5 === 0;
      sent.push(
        beacon({
          path: paths[i % 5],
          referrer_host: i % 2 ? "www.linkedin.com" : "",
          utm_source: i % 2 ? "linkedin" : "",
          utm_campaign: i % 2 ? "q4-cto" : "",
          landing,
        }),
      );
    }
    const res = await Promise.all(sent);
    expect(new Set(res.map((r) => r.status))).toEqual(new Set([204]));
    keep("views", res[0]!);
    expect(t.views.waiting).toBe(10);
    expect(await db.kysely.selectFrom("page_views").selectAll().execute()).toEqual([]);
    const rows = await viewRows();
    expect(rows).toHaveLength(10);
    expect(rows.reduce((n, r) => n + Number(r.views), 0)).toBe(5000);
    // Landings were every fifth beacon: all on "/", half of them from LinkedIn.
    const home = rows.filter((r) => r.path === "/");
    expect(home.reduce((n, r) => n + Number(r.landings), 0)).toBe(1000);
    expect(rows.filter((r) => r.path !== "/").every((r) => Number(r.landings) === 0)).toBe(true);
    // A second burst adds to the same rows.
    await Promise.all([beacon({ path: "/blog", landing: false }), beacon({ path: "/blog" })]);
    const again = await viewRows();
    expect(again).toHaveLength(10);
    expect(again.reduce((n, r) => n + Number(r.views), 0)).toBe(5002);
  });

  it("drops, with 204 and nothing counted: Sec-GPC, bots, other sites, junk and oversized bodies", async () => {
    await db.kysely.deleteFrom("page_views").execute();
    const view = { path: "/blog", landing: true };
    const dropped = [
      await beacon(view, GPC),
      await beacon(view, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      await beacon(view, { "user-agent": "curl/8.5.0" }),
      await beacon(view, { "user-agent": "" }),
      await beacon(view, { "sec-fetch-site": "cross-site", origin: "https://evil.example" }),
      await beacon("not json"),
      await beacon("[1,2]"),
      await beacon({ path: "https://evil.example/" }),
      await beacon({ path: "" }),
      await beacon({ ...view, padding: "x".repeat(3000) }),
      await beacon(view, { "content-type": "application/x-www-form-urlencoded" }),
    ];
    for (const res of dropped) {
      expect(res.status).toBe(204);
      expect(await res.text()).toBe("");
      keep("views (dropped)", res);
    }
    expect(await viewRows()).toEqual([]);
    // The same beacon, from a browser without GPC, is counted; application/json is accepted too.
    const counted = await beacon(view, { "content-type": "application/json" });
    expect(counted.status).toBe(204);
    expect(counted.headers.get("cache-control")).toBe("no-store");
    expect(await viewRows()).toMatchObject([{ path: "/blog", views: 1, landings: 1 }]);
  });

  it("cleans what a beacon says: a host only, no query, a capped path", async () => {
    await db.kysely.deleteFrom("page_views").execute();
    await beacon({
      path: `/blog?utm_source=x&email=a@b.c#top`,
      referrer_host: "https://www.google.com/search?q=private+words",
      utm_source: "Google",
      utm_campaign: "\u0000spring\r\n",
    });
    await beacon({ path: `/${"p".repeat(1500)}` });
    await beacon({ path: "/about", referrer_host: "localhost" });
    const rows = await viewRows();
    expect(
      rows.map((r) => [
        r.path.length > 100 ? r.path.length : r.path,
        r.referrer_host,
        r.utm_source,
        r.utm_campaign,
      ]),
    ).toEqual([
      ["/about", "", "", ""],
      ["/blog", "www.google.com", "google", "spring"],
      [200, "", "", ""],
    ]);
  });

  it("rate-limits one client's beacons without touching the contact form's limit", async () => {
    await db.kysely.deleteFrom("page_views").execute();
    // All 201 beacons in one minute's window: one that ends midway would give a fresh budget.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-03T10:00:00.000Z") });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const limited = testApp(db, { RATE_LIMIT_MAX: "2", TRUST_PROXY: "true" });
    const send = (ip: string) =>
      limited.app.request("/api/views", {
        method: "POST",
        headers: { "content-type": "text/plain", "user-agent": CHROME, "x-forwarded-for": ip },
        body: JSON.stringify({ path: "/flood" }),
      });
    for (let i = 0; i < 200; i++) expect((await send("203.0.113.9")).status).toBe(204);
    await send("203.0.113.10");
    await limited.views.stop();
    const [row] = await db.kysely.selectFrom("page_views").selectAll().execute();
    expect(Number(row!.views)).toBe(121);
    // The form's own budget (2 here) is untouched by 200 beacons from that address.
    const form = await postJson(limited.app, "/api/contact", validInquiry(), {
      "x-forwarded-for": "203.0.113.9",
    });
    expect(form.status).toBe(201);
  });

  it("no API answer sets a cookie (contact, newsletter, views, health, errors)", async () => {
    keep("health", await t.app.request("/api/health"));
    keep("not found", await t.app.request("/api/nothing"));
    keep("invalid", await postJson(t.app, "/api/contact", { name: "x" }));
    const kinds = new Set(answers.map((a) => a.what));
    for (const kind of ["contact", "contact form", "newsletter", "views", "health"]) {
      expect(kinds).toContain(kind);
    }
    for (const { what, res } of answers) {
      expect(res.headers.get("set-cookie"), what).toBeNull();
      expect(res.headers.getSetCookie(), what).toEqual([]);
    }
  });
});
