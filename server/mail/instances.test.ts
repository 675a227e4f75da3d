import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validInquiry } from "../test-support/app";
import {
  exited,
  postInquiriesAcross,
  type ServerProcess,
  startServerProcess,
} from "../test-support/process";
import { startSmtp, waitUntil } from "../test-support/smtp";
import { createStore, TEST_DATABASE_URL, type TestStore } from "../test-support/stores";

describe.runIf(TEST_DATABASE_URL)("two server instances on one PostgreSQL database", () => {
  let store: TestStore;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    store = await createStore("postgres");
    smtp = await startSmtp();
    const env = {
      DATABASE_URL: store.databaseUrl!,
      SMTP_URL: smtp.url,
      DATA_DIR: store.dataDir,
      SALES_EMAIL: "sales@h2.test",
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    // Two Node processes start here: on a loaded machine that alone can pass the default 10 s.
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) {
      s.child.kill("SIGTERM");
      await exited(s.child);
    }
    await smtp.close();
    await store.cleanup();
  });

  it("sends every queued message exactly once", async () => {
    const N = 40;
    const responses = await postInquiriesAcross(servers, N, validInquiry);
    expect(responses.every((r) => r.status === 201)).toBe(true);
    await waitUntil(() => smtp.received.length >= N * 2, 30_000);
    // Give a duplicate time to show up if the claim logic were wrong.
    await new Promise((r) => setTimeout(r, 2500));
    const ids = smtp.received.map((m) => m.headers.get("message-id"));
    expect(ids).toHaveLength(N * 2);
    expect(new Set(ids).size).toBe(N * 2);
    // Neither instance tripped over the other's claims.
    const log = servers.map((s) => s.output()).join("");
    expect(log).not.toMatch(/unhandled error/);
  });
});
