import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { createRateLimiter } from "./limiter";
import { createMemoryRateLimiter } from "./memory";

const ADDRESS = "203.0.113.42";
const WINDOW_S = 600;
const WINDOW_MS = WINDOW_S * 1000;
/** The start of some window, and a moment inside it. */
const T0 = Math.floor(Date.parse("2026-03-01T10:00:00Z") / WINDOW_MS) * WINDOW_MS;

/** How the key was made before: SHA-256 of the address, base64url, 22 characters. */
const plainHash = (client: string) =>
  createHash("sha256").update(client).digest("base64url").slice(0, 22);

describe.each(storeNames)("the shared rate limiter (%s)", (engine) => {
  let store: TestStore;
  /** Two connections, as two app instances have. */
  let one: Db;
  let two: Db;

  beforeAll(async () => {
    store = await createStore(engine);
    one = await store.open();
    two = await store.open();
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await store.cleanup();
  });

  const rows = () =>
    one.kysely.selectFrom("rate_limits").selectAll().orderBy("window_start").execute();
  const salts = () =>
    one.kysely.selectFrom("rate_limit_salts").selectAll().orderBy("window_start").execute();

  it("two instances share one count, under a key that is neither the address nor its plain hash", async () => {
    const limits = { max: 5, windowSeconds: WINDOW_S };
    const [a, b] = [createRateLimiter(one, limits), createRateLimiter(two, limits)];
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push((await (i % 2 ? b : a)("contact", ADDRESS, T0 + 1000 + i)).allowed);
    expect(answers).toEqual([true, true, true, true, true, false, false, false]);
    expect((await a("contact", "198.51.100.7", T0 + 2000)).allowed).toBe(true);
    expect((await b("newsletter", ADDRESS, T0 + 2000)).allowed).toBe(true);

    const stored = await rows();
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      expect(row.key).not.toContain(ADDRESS);
      expect(row.key).not.toContain(plainHash(ADDRESS));
      expect(row.key).not.toContain(plainHash("198.51.100.7"));
    }
    expect(stored.find((r) => Number(r.count) === 8)?.key).toMatch(/^contact:[\w-]{22}$/);
    // One salt for the window, whichever instance made it.
    expect(await salts()).toHaveLength(1);
  });

  it("instances opening a window at once agree on its salt: every hit counted under one key", async () => {
    const limits = { max: 1000, windowSeconds: WINDOW_S };
    const [a, b] = [createRateLimiter(one, limits), createRateLimiter(two, limits)];
    const at = T0 + 10 * WINDOW_MS + 1;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? b : a)("contact", ADDRESS, at)),
    );
    const window = new Date(T0 + 10 * WINDOW_MS).toISOString();
    const counted = (await rows()).filter((r) => r.window_start === window);
    expect(counted.map((r) => Number(r.count))).toEqual([40]);
    expect((await salts()).filter((s) => s.window_start === window)).toHaveLength(1);
  });

  it("counts the same address under another key in the next window, and sweeps the old salts", async () => {
    const limits = { max: 5, windowSeconds: WINDOW_S };
    const a = createRateLimiter(one, limits);
    const b = createRateLimiter(two, limits);
    await a("contact", ADDRESS, T0 + 5000);
    const first = (await rows()).find((r) => r.window_start === new Date(T0).toISOString());
    expect((await b("contact", ADDRESS, T0 + WINDOW_MS + 5)).allowed).toBe(true);
    const next = (await rows()).find(
      (r) => r.window_start === new Date(T0 + WINDOW_MS).toISOString(),
    );
    expect(next?.key).toMatch(/^contact:/);
    expect(next?.key).not.toBe(first?.key);
    const [s0, s1] = await salts();
    expect(s0?.salt).not.toBe(s1?.salt);

    // Two windows on, the first window's counts and salt are gone: nothing left to test against.
    await a("contact", ADDRESS, T0 + 2 * WINDOW_MS + 5);
    const starts = (await salts()).map((s) => s.window_start);
    expect(starts).not.toContain(new Date(T0).toISOString());
    expect((await rows()).map((r) => r.window_start)).not.toContain(new Date(T0).toISOString());
  });
});

describe("the in-memory rate limiter (SQLite, one process)", () => {
  it("limits each client and scope per window, and starts over in the next", async () => {
    const hit = createMemoryRateLimiter({ max: 2, windowSeconds: WINDOW_S });
    const at = T0 + 10;
    expect([
      (await hit("contact", ADDRESS, at)).allowed,
      (await hit("contact", ADDRESS, at)).allowed,
      (await hit("contact", ADDRESS, at)).allowed,
    ]).toEqual([true, true, false]);
    expect((await hit("contact", ADDRESS, at)).retryAfter).toBe(WINDOW_S);
    expect((await hit("contact", "198.51.100.7", at)).allowed).toBe(true);
    expect((await hit("newsletter", ADDRESS, at)).allowed).toBe(true);
    expect((await hit("contact", ADDRESS, T0 + WINDOW_MS)).allowed).toBe(true);
  });
});
