// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

type Callback = (list: unknown, observer: { disconnect: () => void }) => void;

/** A window whose PerformanceObserver reports paint entries when `paint()` is called. */
function windowWithPaintTiming() {
  const observers: { callback: Callback; disconnected: boolean; options?: unknown }[] = [];
  class Observer {
    static supportedEntryTypes = ["paint", "navigation"];
    record: (typeof observers)[number];
    constructor(callback: Callback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = { PerformanceObserver: Observer, setTimeout, requestAnimationFrame: vi.fn() };
  const paint = () => {
    for (const o of observers)
      if (!o.disconnected) o.callback([], { disconnect: () => (o.disconnected = true) });
  };
  return { win: win as unknown as Window, paint, observers };
}

afterEach(() => vi.useRealTimers());

describe("afterFirstPaint", () => {
  it("waits for the first paint, then runs once, in a task after it", () => {
    vi.useFakeTimers();
    const { win, paint, observers } = windowWithPaintTiming();
    const run = vi.fn();
    afterFirstPaint(win, run);
    expect(observers[0]!.options).toEqual({ type: "paint", buffered: true });
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled(); // nothing painted yet
    paint();
    expect(run).not.toHaveBeenCalled(); // not inside the paint's own callback
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    paint(); // a later paint starts nothing again
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("falls back to the first animation frame where paint timing is missing", () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    const win = {
      setTimeout,
      requestAnimationFrame: (f: () => void) => frames.push(f),
    } as unknown as Window;
    const run = vi.fn();
    afterFirstPaint(win, run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    frames.shift()!();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
