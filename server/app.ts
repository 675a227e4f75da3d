import { formCopy } from "@content/form-copy";
import { Hono } from "hono";
import { bookingRoutes } from "./bookings/routes";
import { contactRoutes } from "./contact/routes";
import { cspReportRoutes } from "./csp-report/routes";
import type { Db } from "./db/connect";
import { loadStudyFiles, type StudyFiles } from "./downloads/files";
import { caseStudyRequestRoutes } from "./downloads/request-routes";
import { downloadRoutes } from "./downloads/routes";
import type { Env } from "./env";
import { type Readiness, readinessProbe } from "./health/readiness";
import { healthRoutes } from "./health/routes";
import { requestFields, requestId, requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { errorField, log } from "./log";
import { httpMetrics } from "./metrics/http";
import { newsletterRoutes } from "./newsletter/routes";
import { createRateLimiter } from "./rate-limit/limiter";
import { createMemoryRateLimiter } from "./rate-limit/memory";
import { serveSite } from "./static/serve-site";
import { type ViewBatcher, viewBatcher } from "./views/batcher";
import { viewRoutes } from "./views/routes";
import { type VitalsBatcher, vitalsBatcher } from "./vitals/batcher";
import { builtPages } from "./vitals/route-template";
import { vitalsRoutes } from "./vitals/routes";
import { deliveryWatches } from "./watches";
import { webhookTarget } from "./webhook/target";

export interface AppOptions {
  env: Env;
  db: Db;
  /** Wakes the outbox workers (mail, webhook) after a commit that queued something. */
  onQueued?: () => void;
  /** Serve the built site too (off in API-only tests). */
  serveStatic?: boolean;
  /** Counts the page-view beacons and writes them in batches (index.ts flushes it on shutdown). */
  views?: ViewBatcher;
  /** Counts the field Core Web Vitals and writes them in batches (index.ts flushes it on shutdown). */
  vitals?: VitalsBatcher;
  /** The built site's pages, by path: the routes a vitals beacon may name (read from CLIENT_DIR). */
  pages?: ReadonlySet<string>;
  /** What /readyz answers (index.ts shares one with the metrics listener). */
  readiness?: () => Promise<Readiness>;
  /** Count and time every request for /metrics (on when METRICS_PORT is set). */
  httpMetrics?: boolean;
  /**
   * Where e-mail mode's build put the PDFs, beside the compiled server (index.ts names it); the
   * open ones are read from CLIENT_DIR. `studyFiles` gives them outright (tests).
   */
  gatedPdfDir?: string;
  studyFiles?: StudyFiles;
  /** The time case-study requests and their links are reckoned in (tests move it). */
  clock?: () => Date;
}

/** Builds the whole application; index.ts only binds it to a port. */
export function createApp({
  env,
  db,
  onQueued,
  serveStatic = true,
  views = viewBatcher(db),
  vitals = vitalsBatcher(db),
  pages = builtPages(env.CLIENT_DIR),
  readiness = readinessProbe(db, {
    alertAfterSeconds: env.ALERT_AFTER_SECONDS,
    watches: deliveryWatches({ webhook: webhookTarget(env) !== undefined }),
  }),
  httpMetrics: metrics = env.METRICS_PORT !== undefined,
  gatedPdfDir,
  studyFiles = loadStudyFiles(env.CLIENT_DIR, gatedPdfDir),
  clock,
}: AppOptions) {
  const app = new Hono();
  const limits = { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS };
  const limiter =
    db.engine === "postgres" ? createRateLimiter(db, limits) : createMemoryRateLimiter(limits);
  app.use(requestId());
  if (metrics) app.use(httpMetrics());
  if (env.LOG_REQUESTS) app.use(requestLog());
  app.use(securityHeaders());
  app.route("/", healthRoutes(readiness));
  app.route("/api/contact", contactRoutes({ db, env, limiter, onQueued }));
  app.route("/api/newsletter", newsletterRoutes({ db, env, limiter, onQueued }));
  app.route(
    "/api/case-study-requests",
    caseStudyRequestRoutes({ db, env, limiter, files: studyFiles, onQueued, clock }),
  );
  app.route("/api/bookings", bookingRoutes({ db, env, clock }));
  app.route("/api/views", viewRoutes({ env, views }));
  app.route("/api/vitals", vitalsRoutes({ env, vitals, pages }));
  app.route("/api/csp-report", cspReportRoutes({ db, limiter, trustProxy: env.TRUST_PROXY }));
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  // The case-study PDFs, counted, even where nginx serves the rest of the site.
  app.use(downloadRoutes({ env, db, files: studyFiles, clock }));
  if (serveStatic) app.use(serveSite(env.CLIENT_DIR));
  app.onError((err, c) => {
    log.error({ ...requestFields(c), err: errorField(err) }, "unhandled error");
    return c.json({ error: formCopy.failed }, 500);
  });
  return app;
}
