import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureLog } from "../test-support/log";
import { startEvery } from "./every";

/** A pass the test finishes when it chooses. */
function heldPass() {
  const finishers: (() => void)[] = [];
  const pass = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finishers.push(resolve);
      }),
  );
  return { pass, finish: () => finishers.shift()?.() };
}

describe("startEvery", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs first after firstMs and then every everyMs", async () => {
    const pass = vi.fn();
    const timer = startEvery(pass, { firstMs: 50, everyMs: 100, failed: "failed" });
    await vi.advanceTimersByTimeAsync(49);
    expect(pass).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(pass).toHaveBeenCalledTimes(4);
    await timer.stop();
  });

  it("skips the ticks that come while a pass still runs", async () => {
    const { pass, finish } = heldPass();
    const timer = startEvery(pass, { firstMs: 10, everyMs: 10, failed: "failed" });
    await vi.advanceTimersByTimeAsync(10);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(pass).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(10);
    expect(pass).toHaveBeenCalledTimes(2);
    finish();
    await timer.stop();
  });

  it("stop() resolves only once the pass under way has finished, and no pass follows", async () => {
    const { pass, finish } = heldPass();
    const timer = startEvery(pass, { firstMs: 10, everyMs: 10, failed: "failed" });
    await vi.advanceTimersByTimeAsync(10);
    let stopped = false;
    const stopping = timer.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it("stop() with no pass under way resolves at once", async () => {
    const pass = vi.fn();
    const timer = startEvery(pass, { firstMs: 10, everyMs: 10, failed: "failed" });
    await timer.stop();
    await vi.advanceTimersByTimeAsync(100);
    expect(pass).not.toHaveBeenCalled();
  });

  it("logs a pass that throws or rejects, and the next tick still runs", async () => {
    const { logger, lines } = captureLog();
    const pass = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => {
        throw new Error("thrown at once");
      })
      .mockImplementationOnce(() => Promise.reject(new Error("rejected later")))
      .mockImplementation(() => Promise.resolve());
    const timer = startEvery(pass, {
      firstMs: 5,
      everyMs: 10,
      failed: "housekeeping failed",
      log: logger,
    });
    // Ticks at 5, 10 and 20 ms.
    await vi.advanceTimersByTimeAsync(20);
    expect(pass).toHaveBeenCalledTimes(3);
    const errors = lines.filter((l) => l.msg === "housekeeping failed");
    expect(errors.map((l) => (l.err as { message: string }).message)).toEqual([
      "thrown at once",
      "rejected later",
    ]);
    await timer.stop();
  });
});
