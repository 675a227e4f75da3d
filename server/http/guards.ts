import type { Context } from "hono";
import type { Env } from "../env";
import type { RateLimiter } from "../rate-limit/limiter";
import { clientAddress, isCrossSite } from "./client";
import { readJsonBody } from "./json-body";

export interface GuardOptions {
  limiter: RateLimiter;
  scope: string;
  trustProxy: boolean;
  siteOrigin?: string;
}

/** Origin and rate-limit checks shared by the public POST endpoints; a Response means stop. */
export async function guardPost(c: Context, o: GuardOptions): Promise<Response | null> {
  if (isCrossSite(c, o.siteOrigin)) {
    return c.json({ error: "Cross-site requests are not allowed." }, 403);
  }
  const { allowed, retryAfter } = await o.limiter(o.scope, clientAddress(c, o.trustProxy));
  if (!allowed) {
    c.header("Retry-After", String(retryAfter));
    return c.json({ error: "Too many requests. Please wait a few minutes and try again." }, 429);
  }
  return null;
}

/**
 * The common front half of a public JSON POST: origin check, rate limit, then a bounded body.
 * Returns the parsed JSON, or the response that ends the request.
 */
export async function acceptJsonPost(
  c: Context,
  { limiter, scope, env, limit }: { limiter: RateLimiter; scope: string; env: Env; limit: number },
): Promise<{ value: unknown } | { response: Response }> {
  try {
    const stop = await guardPost(c, {
      limiter,
      scope,
      trustProxy: env.TRUST_PROXY,
      siteOrigin: env.SITE_ORIGIN,
    });
    if (stop) return { response: stop };
  } catch (err) {
    return { response: storageDown(c, err) };
  }
  const body = await readJsonBody(c, limit);
  if (!body.ok) return { response: c.json({ error: body.error }, body.status) };
  return { value: body.value };
}

export const STORAGE_DOWN = "We couldn't save that just now. Please try again in a minute.";

/** 503 with Retry-After for a storage failure, logged once. */
export function storageDown(c: Context, err: unknown) {
  console.error(
    `storage error on ${c.req.method} ${c.req.path}:`,
    err instanceof Error ? err.message : err,
  );
  c.header("Retry-After", "30");
  return c.json({ error: STORAGE_DOWN }, 503);
}
