import type { RateLimitResult } from "./limiter";

/**
 * In-process fixed-window counter, used with SQLite (one process owns the file): no disk
 * write per request. PostgreSQL deployments use the shared table so N instances share a limit.
 */
export function createMemoryRateLimiter({
  max,
  windowSeconds,
}: {
  max: number;
  windowSeconds: number;
}) {
  const counts = new Map<string, { start: number; count: number }>();
  return async function hit(
    scope: string,
    client: string,
    now = Date.now(),
  ): Promise<RateLimitResult> {
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    const key = `${scope}:${client}`;
    const entry = counts.get(key);
    const count = entry && entry.start === start ? entry.count + 1 : 1;
    counts.set(key, { start, count });
    if (counts.size > 50_000) {
      for (const [k, v] of counts) if (v.start < start) counts.delete(k);
    }
    return {
      allowed: count <= max,
      retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
    };
  };
}
