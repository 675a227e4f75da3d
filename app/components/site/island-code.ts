/** After a failed fetch of an island's code, the next try comes this soon at the latest. */
export const ISLAND_RETRY_MS = 5_000;

/** Whether the last fetch of an island's code failed, in the shape useSyncExternalStore reads. */
export interface FailedStatus {
  subscribe(notify: () => void): () => void;
  get(): boolean;
}

/**
 * The island's code, fetched when wanted and fetched again after a failure (at the visitor's
 * next approach, on reconnecting, or after ISLAND_RETRY_MS), never rejecting: a rejected lazy
 * component would throw to the route's error boundary and replace the whole page, typed text
 * and all, with an error screen.
 */
export function islandCode<T>(name: string, load: () => Promise<T>) {
  let release = () => {};
  let wanted: Promise<void>;
  const rearm = () => {
    wanted = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  rearm();
  let failed = false;
  const subscribers = new Set<() => void>();
  const setFailed = (value: boolean) => {
    failed = value;
    for (const notify of subscribers) notify();
  };

  async function fetchCode(): Promise<T> {
    await wanted;
    for (;;) {
      try {
        const code = await load();
        setFailed(false);
        return code;
      } catch (error) {
        console.error(`The ${name} code did not load; trying again.`, error);
        rearm();
        setFailed(true);
        await nextTry();
      }
    }
  }

  /** The visitor's next approach, a reconnect or the retry timer, whichever comes first. */
  async function nextTry() {
    const retry = () => release();
    const timer = setTimeout(retry, ISLAND_RETRY_MS);
    addEventListener("online", retry);
    try {
      await wanted;
    } finally {
      clearTimeout(timer);
      removeEventListener("online", retry);
    }
  }

  return {
    fetchCode,
    /** Starts the fetch, or the next try after a failure. */
    want: () => release(),
    failed: {
      subscribe(notify: () => void) {
        subscribers.add(notify);
        return () => {
          subscribers.delete(notify);
        };
      },
      get: () => failed,
    } satisfies FailedStatus,
  };
}
