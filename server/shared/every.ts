/**
 * Runs `run` a while after start and then on an interval, off the event loop's keep-alive (a
 * timer never holds the process open at shutdown): the server's housekeeping (attribution
 * retention, unconfirmed sign-ups). `run` catches its own errors and logs them.
 */
export function startEvery(
  run: () => unknown,
  { firstMs = 60_000, everyMs }: { firstMs?: number; everyMs: number },
) {
  const first = setTimeout(run, firstMs);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
