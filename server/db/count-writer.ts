import { errorField, log } from "../log";

/** Rows per INSERT: a handful of parameters each, well within both engines' limits. */
const CHUNK = 500;

/** `rows` in INSERT-sized slices. */
export function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}

export interface CountWriter {
  /** Writes what is waiting; resolves when it is on disk (or kept for the next try). */
  flush(): Promise<void>;
  /** Whether a write is under way (a batcher that flushes early asks, so as not to pile up). */
  readonly busy: boolean;
}

/**
 * The write side of a batcher of counts (page views, field vitals): one write at a time, a
 * flush asked for during one runs after it, and a write that fails hands its batch back to be
 * merged with what came meanwhile. One error line when writes start failing and one when they
 * work again, not one every few seconds through an outage.
 */
export function countWriter<Batch>(
  what: string,
  parts: {
    /** The waiting counts, handed over (the batcher starts a new batch), or nothing to write. */
    take: () => Batch | undefined;
    write: (batch: Batch) => Promise<void>;
    /** A batch that could not be written, given back. */
    keep: (batch: Batch) => void;
  },
): CountWriter {
  let inFlight: Promise<void> | undefined;
  let failing = false;

  async function flushOnce() {
    const batch = parts.take();
    if (batch === undefined) return;
    try {
      await parts.write(batch);
      if (failing) log.info(`${what}: counts written again`);
      failing = false;
    } catch (err) {
      parts.keep(batch);
      if (!failing)
        log.error({ err: errorField(err) }, `${what}: could not write counts, kept in memory`);
      failing = true;
    }
  }

  return {
    flush() {
      const next = (inFlight ?? Promise.resolve()).then(flushOnce);
      const tracked = next.finally(() => {
        if (inFlight === tracked) inFlight = undefined;
      });
      inFlight = tracked;
      return tracked;
    },
    get busy() {
      return inFlight !== undefined;
    },
  };
}
