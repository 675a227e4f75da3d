import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/connect";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * Fixed-window counter kept in the database, so every instance sharing PostgreSQL enforces
 * one limit. Client addresses are stored hashed.
 */
export function createRateLimiter(
  db: Db,
  { max, windowSeconds }: { max: number; windowSeconds: number },
) {
  let lastSweep = 0;
  return async function hit(
    scope: string,
    client: string,
    now = Date.now(),
  ): Promise<RateLimitResult> {
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    const key = `${scope}:${createHash("sha256").update(client).digest("base64url").slice(0, 22)}`;
    const row = await db.kysely
      .insertInto("rate_limits")
      .values({ key, window_start: new Date(start).toISOString(), count: 1 })
      .onConflict((oc) =>
        oc
          .columns(["key", "window_start"])
          .doUpdateSet({ count: sql<number>`rate_limits.count + 1` }),
      )
      .returning("count")
      .executeTakeFirstOrThrow();
    if (now - lastSweep > windowMs) {
      lastSweep = now;
      const old = new Date(start - windowMs).toISOString();
      await db.kysely.deleteFrom("rate_limits").where("window_start", "<", old).execute();
    }
    return {
      allowed: Number(row.count) <= max,
      retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
    };
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
