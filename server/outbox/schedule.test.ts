import { describe, expect, it } from "vitest";
import { RETRY_SCHEDULE, retrySpanMs } from "./schedule";

const HOUR = 3_600_000;

describe("the outboxes' retry schedule", () => {
  it("retries for at least 3 days, and not a day more, before giving up", () => {
    const span = retrySpanMs(RETRY_SCHEDULE);
    expect(span).toBeGreaterThanOrEqual(72 * HOUR);
    expect(span).toBeLessThan(73 * HOUR);
    // The documented figures (docs/operations.md): 82 attempts, the last 72 h 25 min 15 s after the first.
    expect(RETRY_SCHEDULE.maxAttempts).toBe(82);
    expect(span).toBe(((72 * 60 + 25) * 60 + 15) * 1000);
  });

  it("starts at 5 s, doubles, and never waits more than an hour", () => {
    const delays = Array.from({ length: RETRY_SCHEDULE.maxAttempts }, (_, i) =>
      RETRY_SCHEDULE.delayMs(i + 1),
    );
    expect(delays.slice(0, 4)).toEqual([5_000, 10_000, 20_000, 40_000]);
    for (const [i, d] of delays.entries()) {
      expect(d).toBeLessThanOrEqual(HOUR);
      if (i) expect(d).toBeGreaterThanOrEqual(delays[i - 1]!);
    }
    expect(delays.at(-1)).toBe(HOUR);
  });
});
