import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validInquiry } from "../test-support/app";
import {
  exited,
  postInquiriesAcross,
  type ServerProcess,
  startServerProcess,
} from "../test-support/process";
import { waitUntil } from "../test-support/smtp";
import { createStore, TEST_DATABASE_URL, type TestStore } from "../test-support/stores";
import { type Receiver, startReceiver } from "./test-receiver";

describe.runIf(TEST_DATABASE_URL)("two server instances, one PostgreSQL webhook outbox", () => {
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  let store: TestStore;
  let hooks: Receiver;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    store = await createStore("postgres");
    hooks = await startReceiver();
    const env = {
      DATABASE_URL: store.databaseUrl!,
      DATA_DIR: store.dataDir,
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: secret,
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    // Two Node processes start here: on a loaded machine that alone can pass the default 10 s.
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) {
      s.child.kill("SIGTERM");
      await exited(s.child);
    }
    await hooks.close();
    await store.cleanup();
  });

  it("delivers every inquiry exactly once, signed", async () => {
    const N = 40;
    const responses = await postInquiriesAcross(servers, N, validInquiry);
    expect(responses.map((r) => r.status)).toEqual(Array(N).fill(201));
    const ids = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { id: string }).id),
    );
    await waitUntil(() => hooks.received.length >= N, 30_000);
    // Give a duplicate time to show up if the claim logic were wrong.
    await new Promise((r) => setTimeout(r, 2500));
    const delivered = hooks.received.map((h) => h.headers["webhook-id"]);
    expect(delivered).toHaveLength(N);
    expect(new Set(delivered)).toEqual(new Set(ids));
    const verifier = new Webhook(secret);
    for (const h of hooks.received) {
      expect(() => verifier.verify(h.body, h.headers as Record<string, string>)).not.toThrow();
    }
    expect(servers.map((s) => s.output()).join("")).not.toMatch(
      /"msg":"(unhandled error|webhook [^"]*)"/,
    );
  });
});
