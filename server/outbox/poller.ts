import { log as defaultLog, errorField, type Logger } from "../log";
import { type BusyGate, neverBusy } from "./busy-gate";

/** An outbox's worker, as the server and the tests drive it. */
export interface OutboxPoller {
  /** Handles everything due now; resolves with how many went out. */
  drain(): Promise<number>;
  /** Something was queued: drain soon, gathering what else arrives meanwhile into one batch. */
  wake(): void;
  /** Stops polling and waits for the work in hand. */
  stop(): Promise<void>;
}

export interface PollerOptions {
  intervalMs?: number;
  /** After something is queued, wait this long so what else arrives goes in the same batch. */
  wakeDelayMs?: number;
  /** Gives way to requests during a burst (the server's workers; tests go at once). */
  gate?: BusyGate;
  /** Where the worker's lines go (tests read their own). */
  log?: Logger;
}

/**
 * The polling both outboxes (mail, webhooks) share: a tick every `intervalMs`, a wake soon after
 * something is queued, one drain at a time, giving way during a burst, and a storage outage
 * said once (not every tick) while the tick slows to 5 s. `drainOnce` does the outbox's own
 * work and looks at `stopped()` between batches.
 */
export function startPoller(
  queue: string,
  drainOnce: (stopped: () => boolean) => Promise<number>,
  { intervalMs = 1000, wakeDelayMs = 100, gate = neverBusy, log = defaultLog }: PollerOptions,
): OutboxPoller {
  let stopped = false;
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;
  const isStopped = () => stopped;

  const drainNow = () => {
    running = drainOnce(isStopped).finally(() => {
      running = null;
      gate.reset();
    });
    return running;
  };
  /**
   * One drain at a time. One asked for while another runs goes once more after it: what the
   * running one claimed was claimed before the ask, so a message queued just before it would
   * otherwise wait for the next tick. Asks meanwhile share that one.
   */
  const drain = (): Promise<number> => {
    if (!running) return drainNow();
    queued ??= running
      .catch(() => 0)
      .then(() => {
        queued = null;
        return stopped ? 0 : (running ?? drainNow());
      });
    return queued;
  };

  let failing = "";
  const tick = async () => {
    let delay = intervalMs;
    try {
      if (!running && gate.shouldWait()) {
        if (!stopped) timer = setTimeout(tick, delay);
        return;
      }
      await drain();
      if (failing) log.info({ queue }, "outbox reachable again");
      failing = "";
    } catch (err) {
      // Storage down: the queue is durable, so wait longer and say so once, not every tick.
      const msg = err instanceof Error ? err.message : String(err);
      if (msg !== failing) log.error({ queue, err: errorField(err) }, "outbox poll failed");
      failing = msg;
      delay = Math.max(intervalMs, 5000);
    }
    if (!stopped) timer = setTimeout(tick, delay);
  };
  timer = setTimeout(tick, 0);

  return {
    drain,
    wake() {
      if (stopped || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        // Busy: the next tick looks again.
        if (!running && gate.shouldWait()) return;
        void drain().catch(() => {});
      }, wakeDelayMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(wakeTimer);
      await queued?.catch(() => {});
      await running?.catch(() => {});
    },
  };
}
