import { contactSchema } from "@lib/contact-schema";
import { newsletterSchema } from "@lib/newsletter-schema";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { postJson, testApp } from "../test-support/app";
import { recordFigure } from "../test-support/figures";
import { createStore, type TestStore } from "../test-support/stores";

/** Property-based fuzzing of the public POST endpoints: 10,000 bodies in all. */
const RUNS = { contact: 6000, newsletter: 4000 };

const nasty = fc.constantFrom(
  "a\r\nBcc: victim@example.com",
  "\r\n\r\n<script>alert(1)</script>",
  "\u0000\u0007\u001b[31m",
  "\u2028\u2029",
  "ﾟ･✿ヾ╲(｡◕‿◕｡)╱✿･ﾟ",
  "👩‍💻🇮🇳",
  "' OR 1=1 --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}{{7*7}}",
  '=HYPERLINK("http://evil")',
  "x".repeat(6000),
);
const str = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  nasty,
);
const value = fc.oneof(
  { weight: 5, arbitrary: str },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);
const plausible = {
  name: fc.oneof(fc.constantFrom("Ana Li", "Jean-Luc Picard", "Zoë Åberg"), str),
  email: fc.oneof(
    fc.constantFrom("ana@acme.io", "cto@globex.co.uk", "x@gmail.com", "X@Sub.Yahoo.com"),
    fc.emailAddress(),
    str,
  ),
  company: fc.oneof(fc.constantFrom("Acme", "Globex Corporation"), str),
  message: fc.oneof(
    fc.constantFrom("We need a team of eight engineers.", "Line one\r\nLine two"),
    str,
  ),
};

const validish = (good: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(good) },
    nasty,
    fc.string({ unit: "grapheme", minLength: 10, maxLength: 200 }),
  );

const contactBody = fc.oneof(
  // Valid envelopes whose text fields carry hostile but acceptable content: exercises storage.
  {
    weight: 3,
    arbitrary: fc
      .record({
        name: validish("Ana Li"),
        email: fc.constantFrom("ana@acme.io", "cto@globex.co.uk"),
        company: validish("Acme Ltd"),
        message: validish("We need a team of eight engineers for our platform."),
        idempotency_key: fc.uuid(),
      })
      .map((o) => JSON.stringify({ ...o, website: "", elapsed_ms: 9000, source: "/contact" })),
  },
  // Mostly shaped like the form, with any field replaced by anything.
  {
    weight: 6,
    arbitrary: fc
      .record(
        {
          name: fc.oneof(plausible.name, value),
          email: fc.oneof(plausible.email, value),
          phone: fc.oneof(fc.constantFrom("+44 20 7946 0958", ""), str, value),
          company: fc.oneof(plausible.company, value),
          message: fc.oneof(plausible.message, value),
          marketing_consent: fc.oneof(fc.boolean(), value),
          idempotency_key: fc.oneof(fc.uuid(), str),
          website: fc.oneof(fc.constant(""), str),
          elapsed_ms: fc.oneof(fc.nat(100_000), value),
          source: fc.oneof(fc.constant("/contact"), str),
        },
        { requiredKeys: [] },
      )
      .map((o) => JSON.stringify(o)),
  },
  // Prototype keys and extra fields.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("__proto__", "constructor", "prototype", "toString"), value)
      .map(
        ([k, v]) =>
          `{"${k}": ${JSON.stringify(v) ?? "null"}, "name": "Ana Li", "email": "ana@acme.io"}`,
      ),
  },
  // Anything at all, and text that is not JSON.
  { weight: 1, arbitrary: fc.anything().map((v) => JSON.stringify(v) ?? "null") },
  { weight: 1, arbitrary: str },
);

const newsletterBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({ email: fc.oneof(plausible.email, value) }, { requiredKeys: [] })
      .map((o) => JSON.stringify(o)),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string(), value, { maxKeys: 3 }).map((o) => JSON.stringify(o)),
  },
  { weight: 1, arbitrary: str },
);

describe("fuzzing the public POST endpoints (SQLite)", () => {
  let store: TestStore;
  let db: Db;
  let app: ReturnType<typeof testApp>["app"];
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    store = await createStore("sqlite");
    db = await store.open();
    app = testApp(db, { MIN_FILL_MS: "0", RATE_LIMIT_MAX: "1000000" }).app;
  });
  afterAll(async () => {
    console.log(`fuzz: answers by status ${JSON.stringify(Object.fromEntries(statuses))}`);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const fiveXX = [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
    recordFigure("fuzz", {
      bodies: total,
      "5xx": fiveXX,
      ...Object.fromEntries([...statuses].map(([s, n]) => [String(s), n])),
    });
    await db.close();
    await store.cleanup();
  });

  const check = async (path: string, body: string) => {
    const res = await postJson(app, path, body);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    expect(res.status, `${path} ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
    expect(res.status, `${path} ${body.slice(0, 200)}`).toBeLessThan(500);
  };

  it(`answers ${RUNS.contact} generated contact bodies with 2xx or 4xx, never 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(contactBody, (body) => check("/api/contact", body)),
      { numRuns: RUNS.contact },
    );
  }, 300_000);

  it(`answers ${RUNS.newsletter} generated newsletter bodies with 2xx or 4xx, never 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(newsletterBody, (body) => check("/api/newsletter", body)),
      { numRuns: RUNS.newsletter },
    );
  }, 300_000);

  it("stored nothing malformed and queued no header with CR/LF", async () => {
    const inquiries = await db.kysely.selectFrom("inquiries").selectAll().execute();
    expect(inquiries.length).toBeGreaterThan(0); // the generators do reach the store
    for (const row of inquiries) {
      const parsed = contactSchema.safeParse({
        name: row.name,
        email: row.email,
        phone: row.phone ?? undefined,
        company: row.company,
        message: row.message,
      });
      expect(parsed.success, JSON.stringify(row)).toBe(true);
      expect(parsed.data?.name).toBe(row.name); // stored trimmed, as validated
    }
    const subscribers = await db.kysely
      .selectFrom("newsletter_subscribers")
      .select("email")
      .execute();
    for (const s of subscribers)
      expect(newsletterSchema.safeParse({ email: s.email }).success).toBe(true);
    const mail = await db.kysely
      .selectFrom("outbox")
      .select(["subject", "to_address", "reply_to"])
      .execute();
    for (const m of mail) {
      for (const header of [m.subject, m.to_address, m.reply_to ?? ""])
        expect(header).not.toMatch(/[\r\n]/);
    }
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  });
});
