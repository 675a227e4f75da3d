import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { captureLog } from "../test-support/log";
import { waitUntil } from "../test-support/smtp";
import { createStore, type TestStore } from "../test-support/stores";
import { startOutboxWorker } from "./outbox";
import type { MailTransport } from "./transport";

/** The example lines of docs/operations.md's "The app's lines", by their msg. */
function documentedLines(): Map<string, Record<string, unknown>> {
  const doc = readFileSync("docs/operations.md", "utf8");
  const section = doc.slice(doc.indexOf("### The app's lines"), doc.indexOf("### nginx's lines"));
  const block = /```json\n([\s\S]*?)```/.exec(section)![1]!;
  const lines = block
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return new Map(lines.map((l) => [String(l.msg), l]));
}

describe("a failed mail attempt's log line", () => {
  let store: TestStore;
  let db: Db;

  beforeAll(async () => {
    store = await createStore("sqlite");
    db = await store.open();
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  it("carries the fields docs/operations.md shows and its queries read", async () => {
    const { logger, lines } = captureLog();
    const refusing: MailTransport = {
      send: async () => {
        throw new Error("connect ECONNREFUSED 10.0.0.5:587");
      },
      close: () => {},
      describe: "refusing",
    };
    const worker = startOutboxWorker(db, refusing, { intervalMs: 50, log: logger });
    try {
      expect((await postJson(testApp(db).app, "/api/contact", validInquiry())).status).toBe(201);
      await waitUntil(() =>
        lines.some((l) => l.msg === "mail attempt failed" && l.kind === "sales-notice"),
      );
    } finally {
      await worker.stop();
    }
    const line = lines.find((l) => l.msg === "mail attempt failed" && l.kind === "sales-notice")!;
    const documented = documentedLines().get("mail attempt failed")!;
    expect(Object.keys(line).sort()).toEqual(Object.keys(documented).sort());
    expect(line).toMatchObject({ level: "warn", queue: "mail", attempt: 1 });
    expect(line.err).toEqual({ name: "Error", message: "connect ECONNREFUSED 10.0.0.5:587" });
    // The message's own id, as the runbook's query for one message's attempts reads it.
    const [row] = await db.kysely
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "sales-notice")
      .execute();
    expect(line.id).toBe(row!.id);
    expect(readFileSync("docs/operations.md", "utf8")).toContain(`jq -c 'select(.id == "…")'`);
  });
});
