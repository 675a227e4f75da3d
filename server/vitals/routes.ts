import { VITALS_BODY_LIMIT } from "@lib/web-vitals";
import { Hono } from "hono";
import { isbot } from "isbot";
import { wantsNoTracking } from "../attribution/request";
import type { Env } from "../env";
import { readBoundedBody } from "../http/bounded-body";
import { clientAddress, isCrossSite } from "../http/client";
import { vitalsBeacons } from "../metrics/registry";
import type { RateLimiter } from "../rate-limit/limiter";
import { createMemoryRateLimiter } from "../rate-limit/memory";
import { deviceOf, engineOf } from "./agent";
import type { VitalsBatcher } from "./batcher";
import { parseVitals } from "./parse";
import { routeOf } from "./route-template";

/** Beacons per client per minute: one or two a page, more than a reader clicks through. */
const BEACONS_PER_MINUTE = 120;

/** sendBeacon posts a string as text/plain; a fetch may say JSON. */
const BEACON_TYPE = /^(text\/plain|application\/json)\s*(;|$)/i;

const outcome = {
  counted: vitalsBeacons.labels("counted"),
  sampledOut: vitalsBeacons.labels("sampled_out"),
  ignored: vitalsBeacons.labels("ignored"),
  refused: vitalsBeacons.labels("refused"),
};

/**
 * POST /api/vitals: a page's field Core Web Vitals (app/browser/vitals.ts). What is kept is
 * counts only: the route (named here from the path and the built pages, never taken from the
 * beacon), the device class and engine (read from the User-Agent, which is not kept), and the
 * bucket each value falls in. A visitor who asked not to be tracked, a bot or another site is
 * let go with 204 and counted as ignored; a beacon that is not one (malformed, out of range,
 * not a page of the site, too large, over the limit) gets 400 or 413 and changes no figure.
 * VITALS_SAMPLE_RATE keeps that share of the beacons (1: all).
 */
export function vitalsRoutes({
  env,
  vitals,
  pages,
  random = Math.random,
  limiter = createMemoryRateLimiter({ max: BEACONS_PER_MINUTE, windowSeconds: 60 }),
}: {
  env: Env;
  vitals: VitalsBatcher;
  /** The built site's pages, by path (route-template.ts builtPages). */
  pages: ReadonlySet<string>;
  random?: () => number;
  limiter?: RateLimiter;
}) {
  const app = new Hono();
  app.post("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const answer = (counter: { inc(): void }, status: 204 | 400 | 413) => {
      counter.inc();
      return c.body(null, status);
    };
    if (wantsNoTracking(c)) return answer(outcome.ignored, 204);
    const agent = c.req.header("user-agent");
    if (!agent || isbot(agent)) return answer(outcome.ignored, 204);
    if (isCrossSite(c, env.SITE_ORIGIN)) return answer(outcome.ignored, 204);
    if (!BEACON_TYPE.test(c.req.header("content-type") ?? "")) return answer(outcome.refused, 400);
    const { allowed } = await limiter("vitals", clientAddress(c, env.TRUST_PROXY));
    if (!allowed) return answer(outcome.refused, 400);
    const body = await readBoundedBody(c, VITALS_BODY_LIMIT);
    if (!body.ok) return answer(outcome.refused, body.status === 413 ? 413 : 400);
    const beacon = parseVitals(body.bytes.toString("utf8"));
    const route = beacon && routeOf(beacon.path, pages);
    if (!beacon || !route) return answer(outcome.refused, 400);
    if (random() >= env.VITALS_SAMPLE_RATE) return answer(outcome.sampledOut, 204);
    vitals.record({
      route,
      device: deviceOf(agent),
      engine: engineOf(agent),
      values: beacon.values,
      lcpElement: beacon.lcpElement,
    });
    return answer(outcome.counted, 204);
  });
  return app;
}
