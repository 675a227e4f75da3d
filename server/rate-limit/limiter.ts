import { sql } from "kysely";
import type { Db } from "../db/connect";
import { clientKey, windowSecret } from "./key";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * Fixed-window counter kept in the database, so every instance sharing PostgreSQL enforces
 * one limit. A client is counted under an HMAC of its address keyed with the window's salt.
 *
 * The instances must agree on that salt without configuration, so it lives beside the counts:
 * the first instance to count in a window inserts a random one (insert-if-absent), the others
 * read it back, each keeps it in memory for the window, and the sweep deletes it with the old
 * windows' counts. While a window is open, someone reading the database could test addresses
 * against its salt; once it is swept, the rows left over (or a copy of them) lead to no one.
 * The server's own timer sweeps them too (startRateLimitSweep), so an idle site keeps no key
 * past its window; and every backup leaves both tables' rows out (server/backup/).
 */
export function createRateLimiter(
  db: Db,
  { max, windowSeconds }: { max: number; windowSeconds: number },
) {
  let lastSweep = 0;
  /** This instance's copy of the current window's salt (a promise: one query per window). */
  let salt: { start: number; value: Promise<string> } | undefined;

  const saltOf = (start: number) => {
    if (salt?.start !== start) {
      const window_start = new Date(start).toISOString();
      const value = db.kysely
        .insertInto("rate_limit_salts")
        .values({ window_start, salt: windowSecret() })
        // A conflict means another instance came first: its salt is returned, unchanged.
        .onConflict((oc) =>
          oc.column("window_start").doUpdateSet({ salt: sql<string>`rate_limit_salts.salt` }),
        )
        .returning("salt")
        .executeTakeFirstOrThrow()
        .then((row) => row.salt);
      // A failed read is tried again by the next request, not remembered.
      value.catch(() => {
        if (salt?.value === value) salt = undefined;
      });
      salt = { start, value };
    }
    return salt.value;
  };

  return async function hit(
    scope: string,
    client: string,
    now = Date.now(),
  ): Promise<RateLimitResult> {
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    const key = clientKey(await saltOf(start), scope, client);
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
      // The window before this one is kept: an instance whose clock is a little behind may
      // still be counting in it.
      await sweepRateLimits(db, windowSeconds, now);
    }
    return {
      allowed: Number(row.count) <= max,
      retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
    };
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Deletes the counts and salts of every window before the last one (an instance whose clock is
 * a little behind may still be counting in it); returns the salts deleted.
 */
export async function sweepRateLimits(db: Db, windowSeconds: number, now = Date.now()) {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const old = new Date(start - windowMs).toISOString();
  await db.kysely.deleteFrom("rate_limits").where("window_start", "<", old).execute();
  const salts = await db.kysely
    .deleteFrom("rate_limit_salts")
    .where("window_start", "<", old)
    .executeTakeFirst();
  return Number(salts.numDeletedRows);
}
