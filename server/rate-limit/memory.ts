import { clientKey, windowSecret } from "./key";
import type { RateLimitResult } from "./limiter";

/**
 * In-process fixed-window counter, used with SQLite (one process owns the file): no disk
 * write per request. PostgreSQL deployments use the shared table so N instances share a limit.
 * Clients are counted under an HMAC of their address with a secret of the window's own; a new
 * window forgets the secret and the counts together.
 */
export function createMemoryRateLimiter({
  max,
  windowSeconds,
}: {
  max: number;
  windowSeconds: number;
}) {
  const counts = new Map<string, number>();
  let window = Number.NEGATIVE_INFINITY;
  let secret = "";
  return async function hit(
    scope: string,
    client: string,
    now = Date.now(),
  ): Promise<RateLimitResult> {
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    if (start > window) {
      window = start;
      secret = windowSecret();
      counts.clear();
    }
    const key = clientKey(secret, scope, client);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return {
      allowed: count <= max,
      retryAfter: Math.max(1, Math.ceil((window + windowMs - now) / 1000)),
    };
  };
}
