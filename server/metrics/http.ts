import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { httpDuration, httpRequests } from "./registry";

/** Route label of everything the built site's middleware answers (pages, assets, the 404 page). */
export const STATIC_ROUTE = "static";

/** Methods kept as they are; any other is labelled "other", so a client cannot grow the label set. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

type Counted = ReturnType<typeof httpRequests.labels>;
type Timed = ReturnType<typeof httpDuration.labels>;

/**
 * Counts each request by its route pattern ("/api/contact", "/api/newsletter/unsubscribe"),
 * method and status, and times it. Labels come from the routes the app registered, never from
 * the requested path: every path the site's files answer is "static". The labelled children are
 * looked up once and kept, so a request costs two map lookups and two updates.
 */
export function httpMetrics(): MiddlewareHandler {
  const timers = new Map<string, Timed>();
  const counters = new Map<string, Counted>();
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const path = routePath(c);
      // Middleware registered for every path ("/*", "*") answered: the built site, or nothing.
      const route = path === "/*" || path === "*" || path === "" ? STATIC_ROUTE : path;
      const method = METHODS.has(c.req.method) ? c.req.method : "other";
      const status = c.res.status;
      const timerKey = `${method} ${route}`;
      let timer = timers.get(timerKey);
      if (!timer) {
        timer = httpDuration.labels(route, method);
        timers.set(timerKey, timer);
      }
      timer.observe(seconds);
      const counterKey = `${timerKey} ${status}`;
      let counter = counters.get(counterKey);
      if (!counter) {
        counter = httpRequests.labels(route, method, String(status));
        counters.set(counterKey, counter);
      }
      counter.inc();
    }
  };
}
