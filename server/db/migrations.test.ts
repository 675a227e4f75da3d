import { ATTRIBUTION_KEYS } from "@lib/attribution";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { messageOf } from "../mail/outbox";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import type { Database } from "./schema";

/** Undoes the newest migrations, newest first, leaving a store as an older release left it. */
const undo: Record<string, (db: Kysely<Database>) => Promise<unknown>> = {
  "0012_delivery_dismissals": async (db) => {
    for (const table of ["outbox", "webhook_outbox"]) {
      for (const column of ["dismissed_at", "dismissed_by", "dismissed_why"]) {
        await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
      }
    }
  },
  "0011_case_study_requests": (db) => sql`drop table case_study_requests`.execute(db),
  "0010_case_study_downloads": (db) => sql`drop table case_study_downloads`.execute(db),
  "0009_rate_limit_salts": (db) => sql`drop table rate_limit_salts`.execute(db),
  "0008_delivery_alerts": async (db) => {
    for (const table of ["outbox", "webhook_outbox"]) {
      for (const column of ["alerted_at", "alerted_failed_at"]) {
        await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
      }
    }
    await sql`alter table outbox drop column digested_at`.execute(db);
  },
  "0007_attribution_page_views": async (db) => {
    await sql`drop table page_views`.execute(db);
    for (const table of ["inquiries", "newsletter_subscribers"]) {
      for (const column of [...ATTRIBUTION_KEYS, ...(table === "inquiries" ? [] : ["source"])]) {
        await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
      }
    }
  },
  "0006_outbox_render": (db) => sql`alter table outbox drop column render`.execute(db),
  "0005_webhooks_release": async (db) => {
    await sql`drop table webhook_outbox`.execute(db);
    await sql`alter table inquiries drop column released_at`.execute(db);
  },
  "0004_outbox_list_unsubscribe": (db) =>
    sql`alter table outbox drop column list_unsubscribe`.execute(db),
};

async function rollBackBefore(db: Kysely<Database>, target: string) {
  for (const name of Object.keys(undo)) {
    await undo[name]!(db);
    await sql`delete from kysely_migration where name = ${name}`.execute(db);
    if (name === target) return;
  }
}

const applied = (db: Kysely<Database>) =>
  sql<{ name: string }>`select name from kysely_migration order by name`
    .execute(db)
    .then((r) => r.rows.map((m) => m.name));

describe.each(storeNames)("migrations on %s", (engine) => {
  let store: TestStore;

  beforeEach(async () => {
    store = await createStore(engine);
  });
  afterEach(async () => {
    await store.cleanup();
  });

  it("upgrades a store made before 0012 in place: what failed stays failed (retry or dismiss it), nothing is dismissed", async () => {
    const old = await store.open();
    await rollBackBefore(old.kysely, "0012_delivery_dismissals");
    await sql`insert into outbox (id, inquiry_id, kind, subject_email, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, created_at)
      values ('m1', 'i1', 'confirmation', 'a@acme.io', 'a@acme.io', 'Hi', '', '', 'failed', 82, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      old.kysely,
    );
    await sql`insert into webhook_outbox (id, inquiry_id, subject_email, payload, status, attempts, next_attempt_at, created_at)
      values ('i1', 'i1', 'a@acme.io', '{}', 'pending', 3, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      old.kysely,
    );
    await old.close();

    const upgraded = await store.open();
    const dismissal = ["status", "dismissed_at", "dismissed_by", "dismissed_why"] as const;
    expect(await upgraded.kysely.selectFrom("outbox").select(dismissal).execute()).toEqual([
      { status: "failed", dismissed_at: null, dismissed_by: null, dismissed_why: null },
    ]);
    expect(await upgraded.kysely.selectFrom("webhook_outbox").select(dismissal).execute()).toEqual([
      { status: "pending", dismissed_at: null, dismissed_by: null, dismissed_why: null },
    ]);
    expect(await applied(upgraded.kysely)).toContain("0012_delivery_dismissals");
    await upgraded.close();
  });

  it("upgrades a store made before 0008 in place: what failed before is not alerted again, what waits is watched", async () => {
    const old = await store.open();
    await rollBackBefore(old.kysely, "0008_delivery_alerts");
    for (const [id, status] of [
      ["m1", "failed"],
      ["m2", "pending"],
    ]) {
      await sql`insert into outbox (id, inquiry_id, kind, subject_email, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, created_at)
        values (${id}, 'i1', 'sales-notice', 'a@acme.io', 'sales@h2.test', 'Hi', '', '', ${status}, 12, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
        old.kysely,
      );
    }
    await sql`insert into webhook_outbox (id, inquiry_id, subject_email, payload, status, attempts, next_attempt_at, created_at)
      values ('i1', 'i1', 'a@acme.io', '{}', 'failed', 3, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      old.kysely,
    );
    await old.close();

    const upgraded = await store.open();
    const mail = await upgraded.kysely
      .selectFrom("outbox")
      .select(["id", "status", "alerted_at", "alerted_failed_at", "digested_at"])
      .orderBy("id")
      .execute();
    expect(mail).toMatchObject([
      { id: "m1", status: "failed", alerted_at: null, digested_at: null },
      { id: "m2", status: "pending", alerted_at: null, alerted_failed_at: null, digested_at: null },
    ]);
    expect(mail[0]!.alerted_failed_at).toMatch(/^\d{4}-/);
    const hook = await upgraded.kysely
      .selectFrom("webhook_outbox")
      .select(["alerted_at", "alerted_failed_at"])
      .executeTakeFirstOrThrow();
    expect(hook.alerted_at).toBeNull();
    expect(hook.alerted_failed_at).toMatch(/^\d{4}-/);
    expect(await applied(upgraded.kysely)).toContain("0008_delivery_alerts");
    await upgraded.close();
  });

  it("upgrades a store made before 0007 in place: inquiries and sign-ups kept with no attribution, views counted apart", async () => {
    const old = await store.open();
    await rollBackBefore(old.kysely, "0007_attribution_page_views");
    await sql`insert into inquiries (id, idempotency_key, name, email, company, message, marketing_consent, source, spam_verdict, received_at)
      values ('i1', 'k1', 'Ann', 'a@acme.io', 'Acme', 'A message of some length', 0, '/contact', 'ok', '2026-01-01T00:00:00.000Z')`.execute(
      old.kysely,
    );
    await sql`insert into newsletter_subscribers (id, email, token, status, created_at, updated_at)
      values ('n1', 'b@acme.io', 'tok', 'subscribed', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      old.kysely,
    );
    await old.close();

    const upgraded = await store.open();
    const inquiry = await upgraded.kysely
      .selectFrom("inquiries")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(inquiry).toMatchObject({
      source: "/contact",
      landing_page: null,
      utm_campaign: null,
      pages_seen: null,
    });
    const signup = await upgraded.kysely
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(signup).toMatchObject({ email: "b@acme.io", source: null, utm_source: null });
    expect(await upgraded.kysely.selectFrom("page_views").selectAll().execute()).toEqual([]);
    expect(await applied(upgraded.kysely)).toContain("0007_attribution_page_views");
    await upgraded.close();
  });

  it("upgrades a store made before 0009: counts kept under plain hashes of addresses are deleted", async () => {
    const old = await store.open();
    await rollBackBefore(old.kysely, "0009_rate_limit_salts");
    await sql`insert into rate_limits (key, window_start, count)
      values ('contact:plainSha256OfAnAddress', '2026-01-01T00:00:00.000Z', 3)`.execute(old.kysely);
    await old.close();

    const upgraded = await store.open();
    expect(await upgraded.kysely.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
    expect(await upgraded.kysely.selectFrom("rate_limit_salts").selectAll().execute()).toEqual([]);
    await upgraded.close();
  });

  it("keeps no address, user agent or identifier in page_views: counts by day, page, referrer and campaign only", async () => {
    const db = await store.open();
    const columns = (await db.kysely.introspection.getTables())
      .find((t) => t.name === "page_views")!
      .columns.map((c) => c.name)
      .sort();
    expect(columns).toEqual(
      ["day", "landings", "path", "referrer_host", "utm_campaign", "utm_source", "views"].sort(),
    );
    await db.close();
  });

  it("keeps no address, user agent or identifier in case_study_downloads: counts by day, study and origin only", async () => {
    const db = await store.open();
    const columns = (await db.kysely.introspection.getTables())
      .find((t) => t.name === "case_study_downloads")!
      .columns.map((c) => c.name)
      .sort();
    expect(columns).toEqual(
      ["campaign", "day", "downloads", "landing_page", "page", "source", "study"].sort(),
    );
    await db.close();
  });

  it("upgrades a store made before 0006 in place: mail queued with its bodies is sent as it was", async () => {
    const old = await store.open();
    await rollBackBefore(old.kysely, "0006_outbox_render");
    await sql`insert into outbox (id, inquiry_id, kind, subject_email, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, created_at)
      values ('m1', 'i1', 'confirmation', 'a@acme.io', 'a@acme.io', 'Hi', 'text', '<p>html</p>', 'pending', 0, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      old.kysely,
    );
    await old.close();

    const upgraded = await store.open();
    const row = await upgraded.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", "m1")
      .executeTakeFirstOrThrow();
    expect(row.render).toBeNull();
    expect(messageOf(row)).toMatchObject({
      subject: "Hi",
      text_body: "text",
      html_body: "<p>html</p>",
    });
    expect(await applied(upgraded.kysely)).toContain("0006_outbox_render");
    await upgraded.close();
  });

  it("upgrades a store made before 0005 in place: inquiries and queued mail kept, webhook outbox ready", async () => {
    const old = await store.open();
    await rollBackBefore(old.kysely, "0005_webhooks_release");
    await sql`insert into inquiries (id, idempotency_key, name, email, company, message, marketing_consent, spam_verdict, received_at)
      values ('i1', 'k1', 'Ann', 'a@acme.io', 'Acme', 'A message of some length', 0, 'too_fast', '2026-01-01T00:00:00.000Z')`.execute(
      old.kysely,
    );
    await sql`insert into outbox (id, inquiry_id, kind, subject_email, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, created_at)
      values ('m1', 'i1', 'sales-notice', 'a@acme.io', 'sales@h2.test', 'Hi', 'text', '<p>html</p>', 'pending', 0, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      old.kysely,
    );
    await old.close();

    const upgraded = await store.open();
    const inquiry = await upgraded.kysely
      .selectFrom("inquiries")
      .selectAll()
      .where("id", "=", "i1")
      .executeTakeFirstOrThrow();
    expect(inquiry).toMatchObject({ spam_verdict: "too_fast", released_at: null });
    const mail = await upgraded.kysely.selectFrom("outbox").selectAll().execute();
    expect(mail).toMatchObject([{ id: "m1", status: "pending" }]);
    expect(await upgraded.kysely.selectFrom("webhook_outbox").selectAll().execute()).toEqual([]);
    expect(await applied(upgraded.kysely)).toContain("0005_webhooks_release");
    await upgraded.close();
  });

  it("upgrades a store made before 0004 in place: queued mail is kept, with no unsubscribe header", async () => {
    // A store as that release left it: 0004 and later not applied, their columns absent, mail queued.
    const old = await store.open();
    await rollBackBefore(old.kysely, "0004_outbox_list_unsubscribe");
    await sql`insert into outbox (id, kind, subject_email, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, created_at)
      values ('m1', 'confirmation', 'a@acme.io', 'a@acme.io', 'Hi', 'text', '<p>html</p>', 'pending', 0, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      old.kysely,
    );
    await old.close();

    const upgraded = await store.open();
    const row = await upgraded.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", "m1")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: "Hi", status: "pending", list_unsubscribe: null });
    expect(await applied(upgraded.kysely)).toContain("0004_outbox_list_unsubscribe");
    await upgraded.close();
  });
});
