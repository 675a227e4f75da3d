import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import type { Db } from "./connect";
import { writeTransaction } from "./group-commit";
import { preparedInsert } from "./prepared";

const insertReport = preparedInsert(
  "csp_reports",
  ["id", "received_at", "document_uri", "violated_directive", "blocked_uri", "body"],
  { doNothingOn: "id" },
);

describe.each(storeNames)("an insert compiled once (%s)", (engine) => {
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

  const report = (id: string, body: string) => ({
    id,
    received_at: "2026-11-26T00:00:00.000Z",
    document_uri: null,
    violated_directive: `v-${id}`,
    blocked_uri: "inline",
    body,
  });

  it("stores each row's own values in its own columns, in and out of a transaction", async () => {
    expect(await insertReport(db.kysely, report("p-1", "one"))).toBe(1);
    await writeTransaction(db, async (trx) => {
      expect(await insertReport(trx, report("p-2", "two"))).toBe(1);
    });
    const rows = await db.kysely
      .selectFrom("csp_reports")
      .selectAll()
      .where("id", "like", "p-%")
      .orderBy("id")
      .execute();
    expect(rows).toEqual([report("p-1", "one"), report("p-2", "two")]);
  });

  it("inserts nothing on a conflict it was told to ignore, and says so", async () => {
    expect(await insertReport(db.kysely, report("p-3", "first"))).toBe(1);
    expect(await insertReport(db.kysely, report("p-3", "second"))).toBe(0);
    const row = await db.kysely
      .selectFrom("csp_reports")
      .select("body")
      .where("id", "=", "p-3")
      .executeTakeFirstOrThrow();
    expect(row.body).toBe("first");
  });
});
