/** After a failed fetch of an island's code, the next try comes this soon at the latest. */
export const ISLAND_RETRY_MS = 5_000;

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

  async function fetchCode(): Promise<T> {
    await wanted;
    for (;;) {
      try {
        const code = await load();
        return code;
      } catch (error) {
        console.error(`The ${name} code did not load; trying again.`, error);
        rearm();
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
  };
}
