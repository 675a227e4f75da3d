import type { EventLoopUtilization } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { busyGate } from "./busy-gate";

/** A clock and an event loop whose business the test sets. */
function fakeLoop() {
  let clock = 0;
  let load = 0;
  const elu = (utilization: number): EventLoopUtilization => ({
    idle: 0,
    active: 0,
    utilization,
  });
  return {
    now: () => clock,
    utilization: (since?: EventLoopUtilization) => elu(since ? load : 0),
    set(ms: number, busy: number) {
      clock = ms;
      load = busy;
    },
  };
}

describe("background work gives way to requests", () => {
  it("waits while the loop is busy, but never longer than the bound", () => {
    const loop = fakeLoop();
    const gate = busyGate({ threshold: 0.8, maxWaitMs: 10_000, ...loop });
    loop.set(0, 0.2);
    expect(gate.shouldWait()).toBe(false);
    loop.set(1000, 0.95);
    expect(gate.shouldWait()).toBe(true);
    loop.set(9000, 1);
    expect(gate.shouldWait()).toBe(true);
    loop.set(11_000, 1); // waited 10 s: deliver even though still busy
    expect(gate.shouldWait()).toBe(false);
    gate.reset();
    loop.set(12_000, 1);
    expect(gate.shouldWait()).toBe(true); // a new wait, bounded again
    loop.set(12_500, 0.1);
    expect(gate.shouldWait()).toBe(false); // calm again: at once
  });

  it("waits during a burst of submissions even when the loop has time to spare, not for a few", () => {
    const loop = fakeLoop();
    const gate = busyGate({ burstPerSecond: 20, ...loop });
    loop.set(1000, 0.3);
    gate.note();
    gate.note();
    expect(gate.shouldWait()).toBe(false); // two in a second: ordinary traffic
    for (let i = 0; i < 30; i++) gate.note();
    loop.set(2000, 0.3);
    expect(gate.shouldWait()).toBe(true); // thirty in a second: a burst
    loop.set(3000, 0.3);
    expect(gate.shouldWait()).toBe(false); // and it is over
  });
});
