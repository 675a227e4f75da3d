import { cleanAttribution, cleanPath } from "@lib/attribution";
import { Hono } from "hono";
import { isbot } from "isbot";
import { wantsNoTracking } from "../attribution/request";
import type { Env } from "../env";
import { readBoundedBody } from "../http/bounded-body";
import { clientAddress, isCrossSite } from "../http/client";
import { viewBeacons } from "../metrics/registry";
import type { RateLimiter } from "../rate-limit/limiter";
import { createMemoryRateLimiter } from "../rate-limit/memory";
import type { PageView, ViewBatcher } from "./batcher";

/** A beacon is a few hundred bytes; anything past this is not one. */
export const VIEW_BODY_LIMIT = 2048;

/**
 * Views per client per minute: more than a reader clicks through. Counted in memory, apart
 * from the forms' limit (never a database write per view, and never the form's budget).
 */
const VIEWS_PER_MINUTE = 120;

/** sendBeacon posts a string as text/plain; a fetch may say JSON. */
const BEACON_TYPE = /^(text\/plain|application\/json)\s*(;|$)/i;

/** A beacon's body as a view, or undefined for anything else. */
export function parseView(text: string, ownHost?: string): PageView | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const raw = value as Record<string, unknown>;
  const path = cleanPath(Object.hasOwn(raw, "path") ? raw.path : undefined);
  if (!path) return undefined;
  const a = cleanAttribution({
    referrer_host: raw.referrer_host,
    utm_source: raw.utm_source,
    utm_campaign: raw.utm_campaign,
  });
  const host = a.referrer_host && a.referrer_host !== ownHost ? a.referrer_host : "";
  return {
    path,
    referrer_host: host,
    utm_source: a.utm_source?.toLowerCase() ?? "",
    utm_campaign: a.utm_campaign ?? "",
    landing: raw.landing === true,
  };
}

/** A beacon that is not a view to count (the batcher counts the rest as counted or dropped). */
const ignored = viewBeacons.labels("ignored");

/**
 * POST /api/views: the page's beacon after load. Always 204, no body, nothing set: a view that
 * is not counted (Sec-GPC, a bot, another site, junk, over the limit) is dropped silently, as
 * there is nothing for the page to do about it. Nothing about the visitor is kept: no address,
 * user agent, cookie or identifier; only the count of its (day, page, referrer, source,
 * campaign) grows.
 */
export function viewRoutes({
  env,
  views,
  limiter = createMemoryRateLimiter({ max: VIEWS_PER_MINUTE, windowSeconds: 60 }),
}: {
  env: Env;
  views: ViewBatcher;
  limiter?: RateLimiter;
}) {
  const app = new Hono();
  app.post("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const done = () => c.body(null, 204);
    const ignore = () => {
      ignored.inc();
      return done();
    };
    if (wantsNoTracking(c)) return ignore();
    const agent = c.req.header("user-agent");
    if (!agent || isbot(agent)) return ignore();
    if (isCrossSite(c, env.SITE_ORIGIN)) return ignore();
    if (!BEACON_TYPE.test(c.req.header("content-type") ?? "")) return ignore();
    const { allowed } = await limiter("views", clientAddress(c, env.TRUST_PROXY));
    if (!allowed) return ignore();
    const body = await readBoundedBody(c, VIEW_BODY_LIMIT);
    if (!body.ok) return ignore();
    const view = parseView(body.bytes.toString("utf8"), c.req.header("host")?.toLowerCase());
    if (!view) return ignore();
    views.record(view);
    return done();
  });
  return app;
}
