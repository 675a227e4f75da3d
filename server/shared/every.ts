import { errorField, type Logger, log as processLog } from "../log";

export interface EveryOptions {
  /** The first pass, this long after start. */
  firstMs?: number;
  everyMs: number;
  /** Logged with the error when a pass throws or rejects. */
  failed: string;
  log?: Logger;
}

/**
 * Runs `pass` a while after start and then on an interval: the server's housekeeping
 * (attribution retention, privacy retention, unconfirmed sign-ups). A tick while a pass still
 * runs is skipped, so a slow store never has two passes at once; a pass that fails is logged
 * and the next tick runs as usual. The timers never hold the process open, and `stop()`
 * resolves once a pass under way has finished, so shutdown can close the store after it.
 */
export function startEvery(
  pass: () => unknown,
  { firstMs = 60_000, everyMs, failed, log = processLog }: EveryOptions,
) {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    // Through a promise even when `pass` throws at once: `running` is cleared only after it is set.
    running = Promise.resolve()
      .then(pass)
      .then(
        () => undefined,
        (err) => log.error({ err: errorField(err) }, failed),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, firstMs);
  const every = setInterval(tick, everyMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
