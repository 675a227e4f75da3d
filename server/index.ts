import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { site } from "@content/site";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { startRetention } from "./attribution/retention";
import { startScheduledBackups } from "./backup/schedule";
import { openDbResilient } from "./db/resilient";
import { loadEnv, smtpUrlOf, unsafeStartProblems } from "./env";
import { updateHealthGauges } from "./health/gauges";
import { readinessProbe } from "./health/readiness";
import { log, routeConsole } from "./log";
import { queueRecoveryDigest } from "./mail/digest";
import { startOutboxWorker } from "./mail/outbox";
import { createTransport } from "./mail/transport";
import { updateDiskGauges } from "./metrics/disk";
import { metricsApp } from "./metrics/listener";
import { startUnconfirmedSweep } from "./newsletter/sweep";
import { slackSink } from "./outbox/alert-sink";
import { startDeliveryAlerts } from "./outbox/alerts";
import { busyGate } from "./outbox/busy-gate";
import { startPrivacyRetention } from "./retention/timer";
import { viewBatcher } from "./views/batcher";
import { vitalsBatcher } from "./vitals/batcher";
import { deliveryWatches } from "./watches";
import { describeTarget, webhookTarget } from "./webhook/target";
import { startWebhookWorker } from "./webhook/worker";

const env = loadEnv();
log.level = env.LOG_LEVEL;
routeConsole();
// A production start that would lose leads unseen (no SMTP, placeholder addresses) stops here.
const problems = unsafeStartProblems(env);
if (problems.length) {
  for (const problem of problems) log.fatal({ event: "unsafe_start" }, problem);
  process.exit(1);
}
if (env.ALERTS === "off" && env.NODE_ENV === "production") {
  log.warn({ event: "alerts_off" }, "ALERTS=off: no one is paged about this instance");
}
const { db, ready } = openDbResilient({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
// Give a healthy store a moment so the first requests find it; a broken one does not block start.
await Promise.race([ready, new Promise((r) => setTimeout(r, 3000))]);
const transport = createTransport({
  smtpUrl: smtpUrlOf(env),
  dataDir: env.DATA_DIR,
  from: `"${site.brand}" <${env.MAIL_FROM}>`,
  domain: env.MAIL_FROM.split("@")[1] ?? "localhost",
});
// Mail and webhooks give way to visitors during a burst (for 10 s at most).
const gate = busyGate();
// A delivery given up on is alerted at once, not at the next periodic check.
const onFailed = () => alerts.nudge();
const worker = startOutboxWorker(db, transport, { gate, onFailed });
const target = webhookTarget(env);
const webhooks = target ? startWebhookWorker(db, target, { gate, onFailed }) : undefined;
const watches = deliveryWatches({ webhook: target !== undefined });
const alerts = startDeliveryAlerts({
  db,
  watches,
  alertAfterMs: env.ALERT_AFTER_SECONDS * 1000,
  // Every 30 s (a third of the threshold when that is shorter): late is seen within moments.
  intervalMs: Math.min(30_000, Math.max(1_000, (env.ALERT_AFTER_SECONDS * 1000) / 3)),
  sink: env.ALERT_WEBHOOK_URL ? slackSink(env.ALERT_WEBHOOK_URL) : undefined,
  // Mail works again: one digest of the late or failed notices goes to sales.
  afterCheck: async (now) => {
    const listed = await queueRecoveryDigest(db, {
      salesEmail: env.SALES_EMAIL,
      mailSentAt: worker.lastSentAt(),
      now,
    });
    if (listed) worker.wake();
  },
});
// Page views are counted in memory and written every few seconds; shutdown writes the rest.
const views = viewBatcher(db);
const vitals = vitalsBatcher(db);
const retention = startRetention(db, {
  attributionDays: env.ATTRIBUTION_RETENTION_DAYS,
  viewsDailyDays: env.VIEWS_DAILY_DAYS,
});
// Inquiries past their retention, delivered bodies, erased messages' .eml copies, rate-limit keys.
const privacy = startPrivacyRetention(db, {
  inquiryDays: env.INQUIRY_RETENTION_DAYS,
  deliveredBodyDays: env.DELIVERED_BODY_DAYS,
  mailDir: join(env.DATA_DIR, "mail"),
  rateLimitWindowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
});
// Newsletter sign-ups never confirmed are erased (double opt-in).
const unconfirmed = startUnconfirmedSweep(db);
const backups = startScheduledBackups({
  engine: db.engine,
  dataDir: env.DATA_DIR,
  dir: env.BACKUP_DIR,
  intervalHours: env.BACKUP_INTERVAL_HOURS,
  keep: env.BACKUP_KEEP,
});
const readiness = readinessProbe(db, { alertAfterSeconds: env.ALERT_AFTER_SECONDS, watches });
const app = createApp({
  env,
  db,
  views,
  vitals,
  readiness,
  serveStatic: env.SERVE_SITE,
  // E-mail mode's PDFs: the build puts them beside this file (build/server/case-studies/).
  gatedPdfDir: fileURLToPath(new URL("./case-studies/", import.meta.url)),
  onQueued: () => {
    gate.note();
    worker.wake();
    webhooks?.wake();
  },
});

const server = serve(
  {
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    // Slow or stalled clients are cut off instead of holding a connection open.
    serverOptions: {
      headersTimeout: env.HEADERS_TIMEOUT_MS,
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, env.HEADERS_TIMEOUT_MS / 4),
    },
  },
  (info) => {
    log.info(
      {
        port: info.port,
        node: process.version,
        storage: db.engine,
        mail: transport.describe,
        webhook: target ? describeTarget(target) : "off",
        alert_after_seconds: env.ALERT_AFTER_SECONDS,
        alerts_to: env.ALERT_WEBHOOK_URL
          ? new URL(env.ALERT_WEBHOOK_URL).origin
          : "metric and log only",
        paging: env.ALERTS ?? "slack",
      },
      `${site.brand} site listening on http://localhost:${info.port}`,
    );
  },
);

// Prometheus scrapes its own port, never the site's (nginx does not proxy it; docs/operations.md).
const metricsServer =
  env.METRICS_PORT === undefined
    ? undefined
    : serve(
        {
          // Each part read at scrape is on its own: a database down still leaves the disks.
          fetch: metricsApp(async () => {
            await Promise.allSettled([
              updateHealthGauges(readiness),
              updateDiskGauges({
                data: env.DATA_DIR,
                ...(env.BACKUP_DIR ? { backups: env.BACKUP_DIR } : {}),
              }),
            ]);
          }).fetch,
          port: env.METRICS_PORT,
          hostname: env.HOST,
        },
        (info) =>
          log.info({ port: info.port }, `metrics on http://${env.HOST}:${info.port}/metrics`),
      );

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, `${signal}: finishing in-flight requests and mail, then exiting`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  metricsServer?.close();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  await closed;
  await Promise.all([
    retention.stop(),
    unconfirmed.stop(),
    privacy.stop(),
    worker.stop(),
    webhooks?.stop(),
    views.stop(),
    vitals.stop(),
    alerts.stop(),
    backups.stop(),
  ]);
  transport.close();
  await db.close();
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
