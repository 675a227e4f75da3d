import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { RETRY_SCHEDULE } from "../outbox/schedule";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { capturedLog } from "../test-support/log";
import { waitUntil } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import type { InquiryWebhook } from "./payload";
import { type Receiver, type Responder, startReceiver } from "./test-receiver";
import { startWebhookWorker, type WebhookWorkerOptions } from "./worker";

const SECRET = `whsec_${randomBytes(32).toString("base64")}`;

/** Text a hostile visitor could send: quotes, breaks, Slack markup, JSON enders, unicode. */
const HOSTILE = {
  name: 'Zoë "Q" <!channel>',
  company: "Acme & Sons <@U024BE7LH>",
  message:
    'Hi\n"quoted" \\ back\\slash </script> <!here> <https://evil.example|click me>\r\n"}]},{"x":1\u2028end 👋🏽 ﷺ & &amp; done',
};

describe.each(storeNames)("webhook delivery to a real HTTP receiver (%s)", (engine) => {
  let store: TestStore;
  let db: Db;
  const open: { close(): Promise<void> }[] = [];
  const { log, lines } = capturedLog();

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
  });
  afterEach(async () => {
    for (const o of open.splice(0).reverse()) await o.close();
    lines.length = 0;
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  async function receiver(port = 0, respond?: Responder): Promise<Receiver> {
    const r = await startReceiver(port, respond);
    open.push(r);
    return r;
  }

  /** The app posting to `url`, with a worker delivering there; both end with the test. */
  function pipeline(url: string, options: WebhookWorkerOptions = {}, format = "json") {
    const env = { WEBHOOK_URL: url, WEBHOOK_SECRET: SECRET, WEBHOOK_FORMAT: format };
    const { app } = testApp(db, env);
    const worker = startWebhookWorker(
      db,
      { url, format: format as "json" | "slack", secret: SECRET },
      { intervalMs: 20, schedule: { ...RETRY_SCHEDULE, delayMs: () => 20 }, log, ...options },
    );
    open.push({ close: () => worker.stop() });
    return app;
  }

  async function send(app: ReturnType<typeof pipeline>, patch: object = {}) {
    const res = await postJson(app, "/api/contact", { ...validInquiry(), ...patch });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  const row = (id: string) =>
    db.kysely
      .selectFrom("webhook_outbox")
      .selectAll()
      .where("inquiry_id", "=", id)
      .executeTakeFirstOrThrow();

  it("delivers each inquiry once, signed to Standard Webhooks: the reference library verifies it", async () => {
    const hooks = await receiver();
    const app = pipeline(hooks.url);
    const id = await send(app, { source: "/dedicated-team" });
    await waitUntil(async () => (await row(id)).status === "delivered");
    expect(hooks.received).toHaveLength(1);
    const [hook] = hooks.received;
    expect(hook!.headers["webhook-id"]).toBe(id);
    expect(hook!.headers["content-type"]).toBe("application/json");
    const verified = new Webhook(SECRET).verify(
      hook!.body,
      hook!.headers as Record<string, string>,
    );
    const { phone, ...rest } = validInquiry();
    expect(verified).toMatchObject({
      type: "inquiry.received",
      data: {
        id,
        name: rest.name,
        email: rest.email,
        phone,
        company: rest.company,
        message: rest.message,
        marketing_consent: rest.marketing_consent,
        source: "/dedicated-team",
        spam_verdict: "ok",
        possible_spam: false,
      },
    });
    expect((verified as InquiryWebhook).data.received_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The check can fail: another secret, or one changed byte, is refused.
    const other = new Webhook(`whsec_${randomBytes(32).toString("base64")}`);
    expect(() => other.verify(hook!.body, hook!.headers as Record<string, string>)).toThrow();
    const tampered = hook!.body.replace("Priya", "Pryia");
    expect(() =>
      new Webhook(SECRET).verify(tampered, hook!.headers as Record<string, string>),
    ).toThrow();
  });

  it("keeps a delivery while the receiver is down and delivers it once when it is back, with one webhook-id throughout", async () => {
    const probe = await startReceiver();
    const port = probe.port;
    await probe.close(); // nothing listens on `port` now: the outage
    const app = pipeline(`http://127.0.0.1:${port}/hooks/inquiries`);
    const id = await send(app);
    await waitUntil(async () => (await row(id)).attempts >= 2);
    const waiting = await row(id);
    expect(waiting.status).not.toBe("delivered");
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);

    // Back, but overloaded at first: two 503s, then it takes it.
    const hooks = await receiver(port, (_, n) => ({ status: n < 2 ? 503 : 200 }));
    await waitUntil(async () => (await row(id)).status === "delivered");
    await new Promise((r) => setTimeout(r, 300)); // room for a duplicate, if there were one
    expect(hooks.received.map((h) => h.status)).toEqual([503, 503, 200]);
    expect(new Set(hooks.received.map((h) => h.headers["webhook-id"]))).toEqual(new Set([id]));
    expect(hooks.accepted()).toHaveLength(1);
    for (const h of hooks.received) {
      expect(() =>
        new Webhook(SECRET).verify(h.body, h.headers as Record<string, string>),
      ).not.toThrow();
    }
  });

  it("retries 408, 429 (after its Retry-After) and a receiver too slow to answer", async () => {
    const answers = [
      { status: 408 },
      { status: 429, headers: { "retry-after": "0" } },
      { status: 200, delayMs: 3000 },
      { status: 200 },
    ];
    const hooks = await receiver(0, (_, n) => answers[n] ?? { status: 200 });
    const app = pipeline(hooks.url, { timeoutMs: 1000 });
    const id = await send(app);
    await waitUntil(async () => (await row(id)).status === "delivered");
    expect(hooks.received.map((h) => h.status)).toEqual([408, 429, 200, 200]);
    expect(lines).toContainEqual(
      expect.objectContaining({
        attempt: 3,
        error: "no answer within 1 s",
        msg: "webhook attempt failed",
      }),
    );
    expect((await row(id)).attempts).toBe(4);
  });

  it("does not retry a 4xx: the delivery is marked failed with one log line", async () => {
    const hooks = await receiver(0, () => ({ status: 400 }));
    const app = pipeline(hooks.url);
    const id = await send(app);
    await waitUntil(async () => (await row(id)).status === "failed");
    await new Promise((r) => setTimeout(r, 300)); // a retry would show up here
    expect(hooks.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ attempts: 1, last_error: "HTTP 400" });
    expect(lines.filter((l) => l.inquiryId === id)).toEqual([
      expect.objectContaining({
        level: "error",
        error: "HTTP 400",
        msg: expect.stringMatching(/refused by the receiver; not retried/),
      }),
    ]);
  });

  it("does not follow a redirect (the data would go elsewhere)", async () => {
    const hooks = await receiver(0, () => ({
      status: 307,
      headers: { location: "https://elsewhere.example/" },
    }));
    const app = pipeline(hooks.url);
    const id = await send(app);
    await waitUntil(async () => (await row(id)).status === "failed");
    expect((await row(id)).last_error).toMatch(/HTTP 307: redirects are not followed/);
  });

  it("gives up after the bound on a receiver that keeps failing, with a log line", async () => {
    const hooks = await receiver(0, () => ({ status: 500 }));
    const app = pipeline(hooks.url, { schedule: { maxAttempts: 4, delayMs: () => 50 } });
    const id = await send(app);
    await waitUntil(async () => (await row(id)).status === "failed");
    const failed = await row(id);
    expect(hooks.received.length).toBeGreaterThan(1);
    expect(failed.attempts).toBe(4);
    expect(hooks.received).toHaveLength(4);
    expect(failed.last_error).toBe("gave up after 4 attempts: HTTP 500");
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "error",
        inquiryId: id,
        attempt: 4,
        msg: expect.stringMatching(/given up/),
      }),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(hooks.received).toHaveLength(failed.attempts);
  });

  it("carries a hostile inquiry's text intact in the signed JSON body", async () => {
    const hooks = await receiver();
    const app = pipeline(hooks.url);
    const id = await send(app, HOSTILE);
    await waitUntil(async () => (await row(id)).status === "delivered");
    const [hook] = hooks.received;
    const body = new Webhook(SECRET).verify(hook!.body, hook!.headers as Record<string, string>);
    // What was stored (trimmed by the schema) arrives byte for byte, and nothing else does.
    const stored = await db.kysely
      .selectFrom("inquiries")
      .select(["name", "company", "message"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect((body as InquiryWebhook).data).toMatchObject(stored);
    expect(stored.message).toContain('"}]},{"x":1\u2028end 👋🏽');
    expect(Object.keys(body as object).sort()).toEqual(["data", "timestamp", "type"]);
  });

  it("sends a Slack message instead with WEBHOOK_FORMAT=slack: unsigned, hostile text inert", async () => {
    const hooks = await receiver();
    const app = pipeline(hooks.url, {}, "slack");
    const id = await send(app, { ...HOSTILE, elapsed_ms: 10 });
    await waitUntil(async () => (await row(id)).status === "delivered");
    const [hook] = hooks.received;
    expect(hook!.headers["webhook-signature"]).toBeUndefined();
    const message = JSON.parse(hook!.body) as {
      text: string;
      blocks: {
        text?: { text: string };
        fields?: { text: string }[];
        elements?: { text: string }[];
      }[];
      unfurl_links: boolean;
    };
    expect(message.text).toMatch(/^:warning: Possible spam: New inquiry from Zoë/);
    expect(message.unfurl_links).toBe(false);
    const texts = [
      message.text,
      ...message.blocks.flatMap((b) => [
        b.text?.text ?? "",
        ...(b.fields ?? []).map((f) => f.text),
        ...(b.elements ?? []).map((e) => e.text),
      ]),
    ];
    // No Slack markup survives from the visitor: no mention, no disguised link.
    for (const t of texts) {
      expect(t).not.toMatch(/<!|<@|<https?:/);
    }
    const all = texts.join("\n");
    expect(all).toContain("&lt;!channel&gt;");
    expect(all).toContain("&lt;https://evil.example|click me&gt;");
    expect(all).toContain("Acme &amp; Sons &lt;@U024BE7LH&gt;");
    expect(all).toContain("too_fast");
    const unescapeSlack = (t: string) =>
      t.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    const stored = await db.kysely
      .selectFrom("inquiries")
      .select("message")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(texts.map(unescapeSlack)).toContain(stored.message);
  });

  it("queues nothing for a webhook without WEBHOOK_URL, or for a honeypot catch", async () => {
    const { app } = testApp(db);
    const plain = await send(app as ReturnType<typeof pipeline>);
    const hooks = await receiver();
    const withHook = pipeline(hooks.url);
    const caught = await send(withHook, { website: "https://spam.example" });
    const rows = await db.kysely
      .selectFrom("webhook_outbox")
      .select("inquiry_id")
      .where("inquiry_id", "in", [plain, caught])
      .execute();
    expect(rows).toEqual([]);
  });
});
