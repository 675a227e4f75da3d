import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { messageOf } from "../mail/outbox";
import { POSSIBLE_SPAM_PREFIX } from "../mail/templates";
import { unsubscribeLinks } from "../shared/subscriptions";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import type { InquiryWebhook } from "../webhook/payload";
import { releaseInquiry } from "./release";

const WEBHOOK = {
  WEBHOOK_URL: "https://hooks.example.com/inquiries",
  WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
};

describe.each(storeNames)("possible spam is seen, and a false positive released (%s)", (engine) => {
  let store: TestStore;
  let db: Db;
  let app: ReturnType<typeof testApp>["app"];
  const deps = {
    salesEmail: "sales@h2.test",
    unsubscribeUrl: unsubscribeLinks({ SITE_ORIGIN: "https://h2.test" }),
    webhook: true,
  };

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    app = testApp(db, WEBHOOK).app;
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  async function send(patch: object) {
    const res = await postJson(app, "/api/contact", { ...validInquiry(), ...patch });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }
  /** An inquiry's queued mail, each message as it will be sent (rendered from its recipe). */
  const mailFor = async (id: string) =>
    (
      await db.kysely
        .selectFrom("outbox")
        .selectAll()
        .where("inquiry_id", "=", id)
        .orderBy("kind")
        .execute()
    ).map(messageOf);
  const webhooksFor = (id: string) =>
    db.kysely.selectFrom("webhook_outbox").selectAll().where("inquiry_id", "=", id).execute();
  const subscribed = (email: string) =>
    db.kysely
      .selectFrom("newsletter_subscribers")
      .select("status")
      .where("email", "=", email)
      .execute();

  it("sends a too-fast inquiry to sales marked as possible spam, and to the webhook with its verdict, but no confirmation", async () => {
    const email = "fast@northwind.io";
    const id = await send({ email, elapsed_ms: 200, marketing_consent: true });
    const mail = await mailFor(id);
    expect(mail.map((m) => m.kind)).toEqual(["sales-notice"]);
    const [notice] = mail;
    expect(notice!.subject).toBe(`${POSSIBLE_SPAM_PREFIX} New inquiry: Priya Shah (Acme Ltd)`);
    expect(notice!.reply_to).toBe(email);
    expect(notice!.text_body).toContain(`npm run inquiries -- release ${id}`);
    expect(notice!.html_body).toContain("Possible spam: sent faster than a person");
    const [hook, ...more] = await webhooksFor(id);
    expect(more).toEqual([]);
    const payload = JSON.parse(hook!.payload) as InquiryWebhook;
    expect(payload.data).toMatchObject({ id, spam_verdict: "too_fast", possible_spam: true });
    // A stranger's address is not subscribed on a flagged inquiry's word.
    expect(await subscribed(email)).toEqual([]);
  });

  it("a genuine inquiry's notice carries no mark", async () => {
    const id = await send({});
    const notice = (await mailFor(id)).find((m) => m.kind === "sales-notice")!;
    expect(notice.subject).toBe("New inquiry: Priya Shah (Acme Ltd)");
    expect(notice.text_body).not.toContain("Possible spam");
  });

  it("release sends the confirmation once (and subscribes, as ticked); a second release does nothing", async () => {
    const email = "autofill@northwind.io";
    const id = await send({ email, elapsed_ms: 200, marketing_consent: true });
    const first = await releaseInquiry(db, id, deps);
    expect(first).toEqual({
      outcome: "released",
      email,
      was: "too_fast",
      queued: ["confirmation"],
    });
    const again = await releaseInquiry(db, id, deps);
    expect(again).toEqual({ outcome: "not-flagged" });
    const mail = await mailFor(id);
    expect(mail.map((m) => m.kind)).toEqual(["confirmation", "sales-notice"]);
    expect(mail[0]!.to_address).toBe(email);
    expect(mail[0]!.text_body).toContain("a second e-mail asks you to confirm");
    // The notice queued while it was flagged is rendered when sent, yet still as it was queued:
    // the release changed the stored inquiry, not a message already in the outbox.
    expect(mail[1]!.subject).toContain(POSSIBLE_SPAM_PREFIX);
    expect(mail[1]!.text_body).toContain("Possible spam: sent faster than a person");
    // Signed up as ticked: pending until the link in its own e-mail is pressed (double opt-in).
    expect(await subscribed(email)).toEqual([{ status: "pending" }]);
    expect(await webhooksFor(id)).toHaveLength(1);
    const row = await db.kysely
      .selectFrom("inquiries")
      .select(["spam_verdict", "released_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.spam_verdict).toBe("ok");
    expect(row.released_at).toMatch(/^\d{4}-/);
  });

  it("two releases at once send one confirmation", async () => {
    const id = await send({ elapsed_ms: 5 });
    const results = await Promise.allSettled([
      releaseInquiry(db, id, deps),
      releaseInquiry(db, id, deps),
    ]);
    const released = results.filter(
      (r) => r.status === "fulfilled" && r.value.outcome === "released",
    );
    expect(released).toHaveLength(1);
    expect((await mailFor(id)).filter((m) => m.kind === "confirmation")).toHaveLength(1);
  });

  it("releasing a honeypot catch gives it everything it was denied: confirmation, an unmarked notice, the webhook", async () => {
    const id = await send({ website: "autofilled by the browser" });
    expect(await mailFor(id)).toEqual([]);
    expect(await webhooksFor(id)).toEqual([]);
    const result = await releaseInquiry(db, id, deps);
    expect(result).toMatchObject({
      outcome: "released",
      was: "honeypot_filled",
      queued: ["confirmation", "sales notice", "webhook"],
    });
    const mail = await mailFor(id);
    expect(mail.map((m) => m.kind)).toEqual(["confirmation", "sales-notice"]);
    expect(mail[1]!.subject).not.toContain(POSSIBLE_SPAM_PREFIX);
    const [hook] = await webhooksFor(id);
    expect((JSON.parse(hook!.payload) as InquiryWebhook).data.spam_verdict).toBe("ok");
  });

  it("an unknown id is reported as such", async () => {
    expect(await releaseInquiry(db, "no-such-id", deps)).toEqual({ outcome: "not-found" });
  });
});
