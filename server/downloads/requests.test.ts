import { pdfVersion } from "@lib/case-study-pdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enforceRetention } from "../attribution/retention";
import type { Db } from "../db/connect";
import type { OutboxRow } from "../db/schema";
import { messageOf } from "../mail/outbox";
import type { CaseStudyLinkRecipe } from "../mail/templates";
import { slackSink } from "../outbox/alert-sink";
import { startDeliveryAlerts } from "../outbox/alerts";
import { postBrowserForm, postJson, testApp } from "../test-support/app";
import { controlValue, parseHtml } from "../test-support/html";
import { capturedLog } from "../test-support/log";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { deliveryWatches } from "../watches";
import type { CaseStudyRequestWebhook } from "../webhook/payload";
import { slackMessage } from "../webhook/slack";
import { startReceiver } from "../webhook/test-receiver";
import type { StudyFiles } from "./files";
import { CASE_STUDY_LINK, DOWNLOAD_NOTICE } from "./requests";

const SLUG = "fernway-bank-bangalore-engineering-centre";
const TITLE = "Fernway Bank: from a 12-person pilot to a 450+ person engineering centre";
const PDF = Buffer.from("%PDF-1.3\n% the study, as the build writes it\n%%EOF\n");
const pdf = { body: PDF, version: pdfVersion(PDF), etag: '"x"' };
/** E-mail mode, as the build leaves it: the PDFs beside the server, none in the public folder. */
const GATED: StudyFiles = { open: new Map(), gated: new Map([[SLUG, pdf]]) };
const DAY_MS = 86_400_000;
const WEBHOOK = {
  WEBHOOK_URL: "https://hooks.example.com/h2",
  WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
  SITE_ORIGIN: "https://www.h2.test",
};
const ATTRIBUTION = {
  landing_page: "/dedicated-team",
  referrer_host: "www.linkedin.com",
  utm_source: "linkedin",
  utm_campaign: "q4-cto",
  pages_seen: 3,
};

type App = ReturnType<typeof testApp>["app"];

const request = (email = `maya-${crypto.randomUUID().slice(0, 8)}@northwind.io`) => ({
  name: "Maya Fernandes",
  email,
  company: "Northwind Logistics",
  study: SLUG,
  idempotency_key: crypto.randomUUID(),
  website: "",
  source: `/case-studies/${SLUG}/download`,
});

/** What the prerendered form posts without script: no idempotency key, no attribution. */
const formRequest = (email?: string) => {
  const { idempotency_key: _key, ...fields } = request(email);
  return fields;
};

const postForm = (app: App, fields: Record<string, string>, headers?: Record<string, string>) =>
  postBrowserForm(app, "/api/case-study-requests", fields, headers);

describe.each(storeNames)("case studies by e-mail on %s", (engine) => {
  let store: TestStore;
  let db: Db;
  let now = new Date("2026-11-02T09:00:00.000Z");
  let t: ReturnType<typeof testApp>;

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    t = testApp(db, WEBHOOK, { studyFiles: GATED, clock: () => now });
  });
  afterAll(async () => {
    await db.close().catch(() => {});
    await store.cleanup();
  });

  const rowsFor = (email: string) =>
    db.kysely.selectFrom("case_study_requests").selectAll().where("email", "=", email).execute();
  const mailFor = async (id: string) =>
    (
      await db.kysely
        .selectFrom("outbox")
        .selectAll()
        .where("inquiry_id", "=", id)
        .orderBy("kind")
        .execute()
    ).map(messageOf);
  const hooksFor = (id: string) =>
    db.kysely.selectFrom("webhook_outbox").selectAll().where("inquiry_id", "=", id).execute();
  /** The link the visitor's e-mail carries, as its stored recipe holds it. */
  const linkIn = (mail: OutboxRow[]) => {
    const row = mail.find((m) => m.kind === CASE_STUDY_LINK)!;
    return new URL((JSON.parse(row.render!) as CaseStudyLinkRecipe).link);
  };
  const get = (url: URL | string, method = "GET") =>
    t.app.request(
      typeof url === "string"
        ? `http://localhost${url}`
        : `http://localhost${url.pathname}${url.search}`,
      { method },
    );

  it("stores the request with the visit's attribution, its e-mail, sales notice and webhook, all before answering 201", async () => {
    const body = request();
    const queued = t.queuedCalls();
    const res = await postJson(t.app, "/api/case-study-requests", {
      ...body,
      attribution: ATTRIBUTION,
    });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: string; email: string };
    expect(answer.email).toBe(body.email);
    // Read at once, nothing awaited: the answer came after the commit.
    const [row] = await rowsFor(body.email);
    expect(row).toMatchObject({
      id: answer.id,
      study: SLUG,
      study_title: TITLE,
      name: "Maya Fernandes",
      company: "Northwind Logistics",
      source: `/case-studies/${SLUG}/download`,
      spam_verdict: "ok",
      received_at: now.toISOString(),
      link_expires_at: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
      ...ATTRIBUTION,
    });
    expect(t.queuedCalls()).toBe(queued + 1);

    const [link, notice] = await mailFor(answer.id);
    expect(link).toMatchObject({
      kind: CASE_STUDY_LINK,
      to_address: body.email,
      status: "pending",
    });
    expect(link!.subject).toBe(`Your case study: ${TITLE} — H2`);
    expect(link!.text_body).toContain("Download the PDF (1 KB): https://www.h2.test/case-studies/");
    expect(link!.text_body).toContain("The link works until 9 November 2026, 09:00 UTC.");
    // The store keeps only the key's hash: the link is in the message alone.
    const key = linkIn([link!]).searchParams.get("key")!;
    expect(row!.link_hash).not.toContain(key);
    expect(JSON.stringify(row)).not.toContain(key);

    expect(notice).toMatchObject({
      kind: DOWNLOAD_NOTICE,
      to_address: "sales@h2.test",
      reply_to: body.email,
      status: "pending",
    });
    expect(notice!.subject).toBe(`Downloaded: ${TITLE} — Maya Fernandes (Northwind Logistics)`);
    expect(notice!.text_body).toContain("Company: Northwind Logistics");
    expect(notice!.text_body).toContain(
      `Origin: LinkedIn · campaign q4-cto · landed on /dedicated-team · sent from /case-studies/${SLUG}/download after 3 pages`,
    );
    expect(notice!.html_body).toContain("Downloaded: Fernway Bank");

    const [hook] = await hooksFor(answer.id);
    expect(hook).toMatchObject({ id: answer.id, subject_email: body.email, status: "pending" });
    const event = JSON.parse(hook!.payload) as CaseStudyRequestWebhook;
    expect(event).toMatchObject({
      type: "case_study.requested",
      timestamp: now.toISOString(),
      data: {
        id: answer.id,
        name: "Maya Fernandes",
        email: body.email,
        company: "Northwind Logistics",
        study: { slug: SLUG, title: TITLE, url: `https://www.h2.test/case-studies/${SLUG}` },
        attribution: { utm_source: "linkedin", utm_campaign: "q4-cto" },
      },
    });
    expect(event.data.attribution.summary).toMatch(/^LinkedIn · campaign q4-cto/);
    // Slack's format: "Downloaded: <study>", the visitor's words escaped.
    const slack = slackMessage({ ...event, data: { ...event.data, company: "<!channel> & Co" } });
    expect(slack.text).toBe(`Downloaded: ${TITLE} by Maya Fernandes (&lt;!channel&gt; &amp; Co)`);
  });

  it("answers a replayed key as the first time, storing and sending nothing more", async () => {
    const body = request();
    const first = await postJson(t.app, "/api/case-study-requests", body);
    const again = await postJson(t.app, "/api/case-study-requests", body);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    const rows = await rowsFor(body.email);
    expect(rows).toHaveLength(1);
    expect(await mailFor(rows[0]!.id)).toHaveLength(2);
    expect(await hooksFor(rows[0]!.id)).toHaveLength(1);
  });

  it.each([
    ["filled", { website: "https://spam.example" }],
    ["missing", { website: undefined }],
  ])(
    "stores a honeypot %s as such and sends nothing, answering as to a person",
    async (_, trap) => {
      const body = { ...request(), ...trap };
      const res = await postJson(t.app, "/api/case-study-requests", body);
      expect(res.status).toBe(201);
      const [row] = await rowsFor(body.email);
      expect(row!.spam_verdict).toMatch(/^honeypot_/);
      expect(await mailFor(row!.id)).toEqual([]);
      expect(await hooksFor(row!.id)).toEqual([]);
    },
  );

  it("refuses an unknown study, or fields the contact form refuses, with the spec's messages (422)", async () => {
    const unknown = await postJson(t.app, "/api/case-study-requests", {
      ...request(),
      study: "no-such-study",
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ fields: { study: "Unknown case study" } });
    const bad = await postJson(t.app, "/api/case-study-requests", {
      ...request("someone@gmail.com"),
      name: "A",
      company: "",
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { fields: unknown }).fields).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please use a business email address",
      company: "Company name is required",
    });
    expect(await rowsFor("someone@gmail.com")).toEqual([]);
  });

  it("limits one client with 429 and Retry-After", async () => {
    const limited = testApp(
      db,
      { RATE_LIMIT_MAX: "2", TRUST_PROXY: "true" },
      { studyFiles: GATED },
    ).app;
    const client = { "x-forwarded-for": "203.0.113.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await postJson(limited, "/api/case-study-requests", request(), client)).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
    const fields = formRequest();
    const res = await postForm(limited, fields, client);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // The form comes back as typed, to send again later.
    expect(controlValue(parseHtml(await res.text()), "study-request-email")).toBe(fields.email);
    expect(await rowsFor(fields.email)).toEqual([]);
  });

  it("answers 503 when storage is down, the JSON with Retry-After, the form post with its values kept", async () => {
    const broken = await store.open();
    const { app: downApp } = testApp(broken, {}, { studyFiles: GATED });
    await broken.close();
    const json = await postJson(downApp, "/api/case-study-requests", request());
    expect(json.status).toBe(503);
    expect(json.headers.get("retry-after")).toBe("30");
    const fields = formRequest();
    const page = await postForm(downApp, fields);
    expect(page.status).toBe(503);
    const doc = parseHtml(await page.text());
    expect(doc.querySelector("h1")?.textContent).toBe("We couldn't send the case study");
    expect(controlValue(doc, "study-request-name")).toBe(fields.name);
    expect(controlValue(doc, "study-request-email")).toBe(fields.email);
    expect(controlValue(doc, "study-request-company")).toBe(fields.company);
  });

  it("erases a request's attribution after its retention, in the row and the queued copies", async () => {
    const body = request();
    const res = await postJson(t.app, "/api/case-study-requests", {
      ...body,
      attribution: ATTRIBUTION,
    });
    const { id } = (await res.json()) as { id: string };
    const later = new Date(now.getTime() + 31 * DAY_MS);
    const result = await enforceRetention(db, { attributionDays: 30, viewsDailyDays: 3650 }, later);
    expect(result.requests).toBeGreaterThanOrEqual(1);
    const [row] = await rowsFor(body.email);
    expect(row).toMatchObject({ id, utm_source: null, landing_page: null, pages_seen: null });
    expect(row).toMatchObject({ name: "Maya Fernandes", study: SLUG });
    const notice = (await mailFor(id)).find((m) => m.kind === DOWNLOAD_NOTICE)!;
    expect(notice.text_body).not.toContain("q4-cto");
    const [hook] = await hooksFor(id);
    expect(hook!.payload).not.toContain("linkedin");
  });

  it("tells the operators when a download notice is still undelivered past the threshold", async () => {
    const { id } = (await (
      await postJson(t.app, "/api/case-study-requests", request())
    ).json()) as {
      id: string;
    };
    const channel = await startReceiver();
    const { log } = capturedLog();
    const alerts = startDeliveryAlerts({
      db,
      watches: deliveryWatches({ webhook: false }).filter((w) => w.kind === DOWNLOAD_NOTICE),
      alertAfterMs: 900_000,
      sink: slackSink(channel.url, { log }),
      clock: () => new Date(Date.now() + 3_600_000),
      intervalMs: 3_600_000,
      log,
    });
    try {
      const alerted = await alerts.check();
      expect(alerted.flatMap((a) => a.inquiryIds)).toContain(id);
    } finally {
      await alerts.stop();
    }
    const text = channel.received.map((h) => (JSON.parse(h.body) as { text: string }).text).join();
    expect(text).toContain("download notice");
    expect(text).toContain(id);
    expect(text).not.toContain("digest");
    await channel.close();
  });

  describe("a form posted without script", () => {
    it("is stored, and answered with a page naming the address the link went to; sent twice, stored once", async () => {
      const fields = formRequest();
      const res = await postForm(t.app, fields);
      expect(res.status).toBe(200);
      const doc = parseHtml(await res.text());
      expect(doc.querySelector("h1")?.textContent).toBe("Check your inbox");
      expect(doc.querySelector("main")?.textContent).toContain(
        `We've sent the case study to ${fields.email}. The link in the email works for 7 days.`,
      );
      expect(doc.querySelector(`a[href="/case-studies/${SLUG}"]`)).not.toBeNull();
      // A double click, or Back and Send: one request, one e-mail.
      expect((await postForm(t.app, fields)).status).toBe(200);
      const rows = await rowsFor(fields.email);
      expect(rows).toHaveLength(1);
      expect(await mailFor(rows[0]!.id)).toHaveLength(2);
    });

    it("answers invalid input with the form again: the spec's messages, every value kept and escaped (422)", async () => {
      const fields = {
        ...formRequest("someone@Gmail.com"),
        name: "A ",
        company: '<b>X</b> & "Co"',
      };
      const res = await postForm(t.app, { ...fields, company: "" });
      expect(res.status).toBe(422);
      const doc = parseHtml(await res.text());
      const messages = {
        name: "Name must be at least 2 characters",
        email: "Please use a business email address",
        company: "Company name is required",
      };
      for (const [field, message] of Object.entries(messages)) {
        const slot = doc.getElementById(`study-request-${field}-error`);
        expect(slot?.textContent).toBe(message);
        expect(slot?.hidden).toBe(false);
        expect(
          doc.querySelector(`[role=alert] a[href="#study-request-${field}"]`)?.textContent,
        ).toBe(message);
      }
      const form = doc.querySelector("form");
      expect(form?.getAttribute("action")).toBe("/api/case-study-requests");
      expect(form?.getAttribute("method")).toBe("post");
      expect(controlValue(doc, "study-request-name")).toBe("A ");
      expect(controlValue(doc, "study-request-email")).toBe("someone@Gmail.com");
      expect(doc.querySelector<HTMLInputElement>('[name="study"]')?.value).toBe(SLUG);

      const escaped = await postForm(t.app, { ...fields, name: "" });
      const kept = parseHtml(await escaped.text());
      expect(controlValue(kept, "study-request-company")).toBe('<b>X</b> & "Co"');
      expect(kept.querySelectorAll("main b")).toHaveLength(0);
      expect(await rowsFor("someone@Gmail.com")).toEqual([]);
    });

    it("refuses a cross-site post (403) as a page", async () => {
      const res = await postForm(t.app, formRequest(), { origin: "https://evil.example" });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("This form can only be sent from our own site.");
    });
  });

  describe("the e-mailed link", () => {
    it("sends the PDF for 7 days, then answers a page that offers a new link", async () => {
      const body = request();
      const { id } = (await (await postJson(t.app, "/api/case-study-requests", body)).json()) as {
        id: string;
      };
      const link = linkIn(await mailFor(id));
      expect(link.pathname).toBe(`/case-studies/${SLUG}.pdf`);

      const res = await get(link);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="h2-case-study-${SLUG}.pdf"`,
      );
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
      expect((await get(link, "HEAD")).status).toBe(200);

      const start = now;
      try {
        now = new Date(start.getTime() + 7 * DAY_MS - 1000);
        expect((await get(link)).status).toBe(200);
        now = new Date(start.getTime() + 7 * DAY_MS);
        const expired = await get(link);
        expect(expired.status).toBe(410);
        expect(expired.headers.get("content-type")).toContain("text/html");
        const doc = parseHtml(await expired.text());
        expect(doc.querySelector("h1")?.textContent).toBe("This link has expired");
        const again = doc.querySelector(`a[href="/case-studies/${SLUG}/download"]`);
        expect(again?.textContent).toBe("Send me a new link");
      } finally {
        now = start;
      }
    });

    it("sends nothing for a key not ours, another study's, or a bot's", async () => {
      const body = { ...request(), website: "filled by a bot" };
      const { id } = (await (await postJson(t.app, "/api/case-study-requests", body)).json()) as {
        id: string;
      };
      expect(await mailFor(id)).toEqual([]);
      for (const key of ["short", "A".repeat(43)]) {
        const res = await get(`/case-studies/${SLUG}.pdf?key=${key}`);
        expect(res.status).toBe(404);
        expect(await res.text()).toContain("Link not recognized");
      }
    });

    it("in e-mail mode, the study's plain PDF address leads to its form", async () => {
      const res = await get(`/case-studies/${SLUG}.pdf?v=${pdf.version}`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/case-studies/${SLUG}/download`);
      expect((await get("/case-studies/no-such-study.pdf")).status).toBe(404);
    });
  });
});
