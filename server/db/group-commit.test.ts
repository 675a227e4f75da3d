import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import type { Db } from "./connect";
import { writeTransaction } from "./group-commit";

describe.each(storeNames)("writes arriving together (%s)", (engine) => {
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

  const report = (id: string) => ({ id, received_at: "2026-01-01", body: "{}" });

  it("commit together, and one that fails is rolled back alone with its own error", async () => {
    const results = await Promise.allSettled(
      ["a", "b", "bad", "c", "a"].map((id, i) =>
        writeTransaction(db, async (trx) => {
          await trx
            .insertInto("csp_reports")
            .values(report(`g-${id}`))
            .execute();
          await trx
            .insertInto("csp_reports")
            .values(report(`g-${id}-second`))
            .execute();
          if (id === "bad") throw new Error("refused");
          return i;
        }),
      ),
    );
    const status = results.map((r) => r.status);
    expect([status[1], status[2], status[3]]).toEqual(["fulfilled", "rejected", "fulfilled"]);
    // The same id twice: a unique violation for one of them alone. Which one is the store's
    // to say: PostgreSQL runs the two in transactions of their own, and either may commit first.
    expect([status[0], status[4]].sort()).toEqual(["fulfilled", "rejected"]);
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error("refused"));
    expect((results[3] as PromiseFulfilledResult<number>).value).toBe(3);
    const ids = await db.kysely
      .selectFrom("csp_reports")
      .select("id")
      .where("id", "like", "g-%")
      .orderBy("id")
      .execute();
    // Each write kept or dropped whole: "bad" and the repeat left nothing behind.
    expect(ids.map((r) => r.id)).toEqual([
      "g-a",
      "g-a-second",
      "g-b",
      "g-b-second",
      "g-c",
      "g-c-second",
    ]);
  });
});

describe("a store that is not there (SQLite that could not open)", () => {
  it("rejects the write with the store's error instead of crashing the process", async () => {
    const gone = new Error("storage unavailable");
    const db = {
      engine: "sqlite",
      get kysely(): never {
        throw gone;
      },
      close: async () => {},
    } as Db;
    // Alone and in a group: both paths must hand the error to every waiting caller.
    await expect(writeTransaction(db, async () => 1)).rejects.toBe(gone);
    const group = await Promise.allSettled(
      [1, 2, 3].map(() => writeTransaction(db, async () => 1)),
    );
    expect(group.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
  });
});
