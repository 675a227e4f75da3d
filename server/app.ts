import { Hono } from "hono";
import { contactRoutes } from "./contact/routes";
import { cspReportRoutes } from "./csp-report/routes";
import type { Db } from "./db/connect";
import type { Env } from "./env";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { newsletterRoutes } from "./newsletter/routes";
import { createRateLimiter } from "./rate-limit/limiter";
import { createMemoryRateLimiter } from "./rate-limit/memory";
import { serveSite } from "./static/serve-site";
import { type ViewBatcher, viewBatcher } from "./views/batcher";
import { viewRoutes } from "./views/routes";

export interface AppOptions {
  env: Env;
  db: Db;
  /** Wakes the outbox workers (mail, webhook) after a commit that queued something. */
  onQueued?: () => void;
  /** Serve the built site too (off in API-only tests). */
  serveStatic?: boolean;
  /** Counts the page-view beacons and writes them in batches (index.ts flushes it on shutdown). */
  views?: ViewBatcher;
}

/** Builds the whole application; index.ts only binds it to a port. */
export function createApp({
  env,
  db,
  onQueued,
  serveStatic = true,
  views = viewBatcher(db),
}: AppOptions) {
  const app = new Hono();
  const limits = { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS };
  const limiter =
    db.engine === "postgres" ? createRateLimiter(db, limits) : createMemoryRateLimiter(limits);
  if (env.LOG_REQUESTS) app.use(requestLog());
  app.use(securityHeaders());
  app.get("/api/health", (c) => c.json({ ok: true }));
  app.route("/api/contact", contactRoutes({ db, env, limiter, onQueued }));
  app.route("/api/newsletter", newsletterRoutes({ db, env, limiter, onQueued }));
  app.route("/api/views", viewRoutes({ env, views }));
  app.route("/api/csp-report", cspReportRoutes({ db, limiter, trustProxy: env.TRUST_PROXY }));
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  if (serveStatic) app.use(serveSite(env.CLIENT_DIR));
  app.onError((err, c) => {
    console.error(`unhandled error on ${c.req.method} ${c.req.path}:`, err);
    return c.json({ error: "Something went wrong. Please try again." }, 500);
  });
  return app;
}
