import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validInquiry } from "../test-support/app";
import { recordFigure } from "../test-support/figures";
import { exited, startServerProcess } from "../test-support/process";
import { createStore, type TestStore } from "../test-support/stores";

describe("crash safety (SQLite, SIGKILL under load)", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createStore("sqlite");
  });
  afterAll(async () => {
    await store.cleanup();
  });

  it("keeps every inquiry that was answered 2xx", async () => {
    const server = await startServerProcess({ DATA_DIR: store.dataDir });
    const acknowledged: string[] = [];
    let killed = false;
    // Eight clients submit back to back; the process is killed mid-stream.
    const client = async () => {
      while (!killed) {
        try {
          const res = await fetch(`${server.url}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(validInquiry()),
          });
          if (res.ok) acknowledged.push(((await res.json()) as { id: string }).id);
        } catch {
          return; // connection refused / reset after the kill
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill("SIGKILL");
    killed = true;
    await exited(server.child);
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThan(20);

    // Restart on the same data folder (recovery replays the WAL), then read what survived.
    const again = await startServerProcess({ DATA_DIR: store.dataDir });
    again.child.kill("SIGTERM");
    expect(await exited(again.child)).toBe(0);
    const db = await store.open();
    const stored = new Set(
      (await db.kysely.selectFrom("inquiries").select("id").execute()).map((r) => r.id),
    );
    const outbox = await db.kysely.selectFrom("outbox").select("inquiry_id").execute();
    await db.close();
    const missing = acknowledged.filter((id) => !stored.has(id));
    recordFigure("SIGKILL under load (SQLite)", {
      acknowledged: acknowledged.length,
      "acknowledged and stored": acknowledged.length - missing.length,
      "rows after restart": stored.size,
    });
    expect(missing).toEqual([]);
    // Every acknowledged inquiry also kept both of its e-mails (same transaction).
    const mails = new Map<string, number>();
    for (const m of outbox) mails.set(m.inquiry_id!, (mails.get(m.inquiry_id!) ?? 0) + 1);
    expect(acknowledged.every((id) => mails.get(id) === 2)).toBe(true);
  });
});
