import { type EventLoopUtilization, performance } from "node:perf_hooks";

export interface BusyGate {
  /** An inquiry or a signup came in (the traffic the gate gives way to). */
  note(): void;
  /** True while requests keep the process busy and the queued work has not waited too long. */
  shouldWait(): boolean;
  /** After a drain: the worker's own work is not someone else's load. */
  reset(): void;
}

/**
 * Lets background delivery (mail, webhooks) give way to visitors during a burst. Requests are
 * someone waiting; a notice or a webhook a few seconds later is no loss. So while the event
 * loop was more than `threshold` busy since the last look, or more than `burstPerSecond`
 * submissions a second came in, a worker waits, but never more than `maxWaitMs` in a row: a
 * process that stays saturated still delivers, in larger batches. Ordinary traffic (a few
 * inquiries an hour) never waits.
 */
export function busyGate({
  threshold = 0.8,
  burstPerSecond = 20,
  maxWaitMs = 10_000,
  now = Date.now,
  utilization = (since?: EventLoopUtilization) => performance.eventLoopUtilization(since),
}: {
  threshold?: number;
  burstPerSecond?: number;
  maxWaitMs?: number;
  now?: () => number;
  /** The event loop's use since `since` (tests give their own). */
  utilization?: (since?: EventLoopUtilization) => EventLoopUtilization;
} = {}): BusyGate {
  let since = utilization();
  let sinceAt = now();
  let notes = 0;
  let waitingSince: number | undefined;
  return {
    note() {
      notes++;
    },
    shouldWait() {
      const seconds = Math.max(now() - sinceAt, 50) / 1000;
      const busy = utilization(since).utilization > threshold || notes / seconds > burstPerSecond;
      since = utilization();
      sinceAt = now();
      notes = 0;
      if (!busy) {
        waitingSince = undefined;
        return false;
      }
      waitingSince ??= now();
      return now() - waitingSince < maxWaitMs;
    },
    reset() {
      since = utilization();
      sinceAt = now();
      notes = 0;
      waitingSince = undefined;
    },
  };
}

/** For workers that never wait (tests, tools). */
export const neverBusy: BusyGate = { note() {}, shouldWait: () => false, reset() {} };
