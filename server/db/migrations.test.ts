import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, storeNames, type TestStore } from "../test-support/stores";

describe.each(storeNames)("migrations on %s", (engine) => {
  let store: TestStore;

  beforeAll(async () => {
    store = await createStore(engine);
  });
  afterAll(async () => {
    await store.cleanup();
  });

  it("upgrades a store made before 0004 in place: queued mail is kept, with no unsubscribe header", async () => {
    // A store as the previous release left it: 0004 not applied, its column absent, mail queued.
    const old = await store.open();
    await sql`alter table outbox drop column list_unsubscribe`.execute(old.kysely);
    await sql`delete from kysely_migration where name = '0004_outbox_list_unsubscribe'`.execute(
      old.kysely,
    );
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
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`
      .execute(upgraded.kysely)
      .then((r) => r.rows.map((m) => m.name));
    expect(applied.at(-1)).toBe("0004_outbox_list_unsubscribe");
    await upgraded.close();
  });
});
