import { serve } from "@hono/node-server";
import { site } from "@lib/site";
import { createApp } from "./app";
import { openDbResilient } from "./db/resilient";
import { loadEnv } from "./env";
import { busyGate } from "./mail/busy-gate";
import { startOutboxWorker } from "./mail/outbox";
import { createTransport } from "./mail/transport";
import { startRetention } from "./attribution/retention";
import { viewBatcher } from "./views/batcher";
import { describeTarget, webhookTarget } from "./webhook/target";
import { startWebhookWorker } from "./webhook/worker";

const env = loadEnv();
const { db, ready } = openDbResilient({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
// Give a healthy store a moment so the first requests find it; a broken one does not block start.
await Promise.race([ready, new Promise((r) => setTimeout(r, 3000))]);
const transport = createTransport({
  smtpUrl: env.SMTP_URL,
  dataDir: env.DATA_DIR,
  from: `"${site.brand}" <${env.MAIL_FROM}>`,
  domain: env.MAIL_FROM.split("@")[1] ?? "localhost",
});
// Mail and webhooks give way to visitors during a burst (for 10 s at most).
const gate = busyGate();
const worker = startOutboxWorker(db, transport, { gate });
const target = webhookTarget(env);
const webhooks = target ? startWebhookWorker(db, target, { gate }) : undefined;
// Page views are counted in memory and written every few seconds; shutdown writes the rest.
const views = viewBatcher(db);
const retention = startRetention(db, {
  attributionDays: env.ATTRIBUTION_RETENTION_DAYS,
  viewsDailyDays: env.VIEWS_DAILY_DAYS,
});
const app = createApp({
  env,
  db,
  views,
  serveStatic: env.SERVE_SITE,
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
    console.log(
      `${site.brand} site listening on http://localhost:${info.port} (node ${process.version}, storage: ${db.engine}, mail: ${transport.describe}, webhook: ${target ? describeTarget(target) : "off"})`,
    );
  },
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing in-flight requests and mail, then exiting`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive sockets would hold close() open; in-flight requests still finish.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  await closed;
  retention.stop();
  await Promise.all([worker.stop(), webhooks?.stop(), views.stop()]);
  transport.close();
  await db.close();
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
