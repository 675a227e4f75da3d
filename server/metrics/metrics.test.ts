import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Metric } from "prom-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { Db } from "../db/connect";
import { openDbResilient } from "../db/resilient";
import { loadEnv } from "../env";
import { updateHealthGauges } from "../health/gauges";
import { readinessProbe } from "../health/readiness";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { silentLog } from "../test-support/log";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { viewBatcher } from "../views/batcher";
import { deliveryWatches } from "../watches";
import { STATIC_ROUTE } from "./http";
import { metricsApp } from "./listener";
import {
  dbQueryDuration,
  formSubmissions,
  httpDuration,
  httpRequests,
  registry,
  viewBeacons,
} from "./registry";

/** A metric's current samples as { "label=value,…": value }. */
async function samples(name: string): Promise<Record<string, number>> {
  const metric = registry.getSingleMetric(name) as Metric | undefined;
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return Object.fromEntries(
    values.map((v) => [
      Object.entries(v.labels)
        .filter(([k]) => k !== "le")
        .map(([k, l]) => `${k}=${l}`)
        .join(","),
      v.value,
    ]),
  );
}
const sample = async (name: string, labels: string) => (await samples(name))[labels] ?? 0;

// Only what the tests count is reset: resetMetrics() would also give the backup gauge a 0.
beforeEach(() => {
  for (const m of [httpRequests, httpDuration, formSubmissions, viewBeacons, dbQueryDuration])
    m.reset();
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";

describe.each(storeNames)("metrics on %s", (engine) => {
  let store: TestStore;
  let db: Db;
  let site: string;

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    site = mkdtempSync(join(tmpdir(), "h2-metrics-site-"));
    writeFileSync(join(site, "index.html"), "<h1>Home</h1>");
    writeFileSync(join(site, "404.html"), "<h1>Not found</h1>");
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
    rmSync(site, { recursive: true, force: true });
  });

  it("counts requests by route pattern, method and status, and times them: every site path is one label", async () => {
    const env = loadEnv({
      METRICS_PORT: "9464",
      CLIENT_DIR: site,
      LOG_REQUESTS: "false",
      MIN_FILL_MS: "0",
      RATE_LIMIT_MAX: "1000",
    });
    const app = createApp({ env, db, views: viewBatcher(db, { flushMs: 3_600_000 }) });
    expect((await postJson(app, "/api/contact", validInquiry())).status).toBe(201);
    expect((await app.request("/livez")).status).toBe(200);
    expect((await app.request("/api/newsletter/unsubscribe?token=bad")).status).toBe(400);
    // Made-up paths, as a scanner sends them: none becomes a label of its own.
    for (const path of ["/", "/a", "/wp-login.php", `/${crypto.randomUUID()}`])
      await app.request(path);
    await app.request(`/api/${crypto.randomUUID()}`);

    const requests = await samples("h2_http_requests_total");
    expect(requests).toEqual({
      "route=/api/contact,method=POST,status=201": 1,
      "route=/livez,method=GET,status=200": 1,
      "route=/api/newsletter/unsubscribe,method=GET,status=400": 1,
      [`route=${STATIC_ROUTE},method=GET,status=200`]: 1,
      [`route=${STATIC_ROUTE},method=GET,status=404`]: 3,
      "route=/api/*,method=GET,status=404": 1,
    });
    const durations = await registry.getSingleMetric("h2_http_request_duration_seconds")!.get();
    const count = durations.values.find(
      (v) =>
        (v as { metricName?: string }).metricName === "h2_http_request_duration_seconds_count" &&
        v.labels.route === "/api/contact",
    );
    expect(count?.value).toBe(1);
    // A method outside the usual ones is "other", not itself.
    await app.request("/", { method: "PROPFIND" });
    expect(
      await sample("h2_http_requests_total", `route=${STATIC_ROUTE},method=other,status=404`),
    ).toBe(1);
  });

  it("counts no request when metrics are off (no METRICS_PORT)", async () => {
    const { app } = testApp(db);
    expect((await app.request("/livez")).status).toBe(200);
    expect(await samples("h2_http_requests_total")).toEqual({});
  });

  it("counts inquiries and sign-ups accepted and refused, by reason", async () => {
    const { app } = testApp(db);
    const inquiry = validInquiry();
    expect((await postJson(app, "/api/contact", inquiry)).status).toBe(201);
    expect((await postJson(app, "/api/contact", inquiry)).status).toBe(201); // a replay
    expect(
      (await postJson(app, "/api/contact", { ...validInquiry(), elapsed_ms: 10 })).status,
    ).toBe(201);
    expect((await postJson(app, "/api/contact", { ...validInquiry(), email: "nope" })).status).toBe(
      422,
    );
    expect((await postJson(app, "/api/contact", "{not json")).status).toBe(400);
    expect(
      (await postJson(app, "/api/contact", validInquiry(), { origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    // One submission per window from one address: the second is refused.
    const limited = testApp(db, { RATE_LIMIT_MAX: "1", TRUST_PROXY: "true" }).app;
    const from = {
      "x-forwarded-for": `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`,
    };
    expect((await postJson(limited, "/api/contact", validInquiry(), from)).status).toBe(201);
    expect((await postJson(limited, "/api/contact", validInquiry(), from)).status).toBe(429);
    const email = `reader-${crypto.randomUUID().slice(0, 8)}@acme.io`;
    expect((await postJson(app, "/api/newsletter", { email })).status).toBe(201);
    expect((await postJson(app, "/api/newsletter", { email })).status).toBe(200);
    expect((await postJson(app, "/api/newsletter", { email: "x" })).status).toBe(422);

    expect(await samples("h2_form_submissions_total")).toEqual({
      "form=inquiry,outcome=accepted": 2,
      "form=inquiry,outcome=duplicate": 1,
      "form=inquiry,outcome=spam": 1,
      "form=inquiry,outcome=invalid": 1,
      "form=inquiry,outcome=malformed": 1,
      "form=inquiry,outcome=cross_site": 1,
      "form=inquiry,outcome=rate_limited": 1,
      "form=signup,outcome=accepted": 1,
      "form=signup,outcome=duplicate": 1,
      "form=signup,outcome=invalid": 1,
    });
  });

  it("counts view beacons counted, ignored, and dropped when the batcher is full", async () => {
    const env = loadEnv({ LOG_REQUESTS: "false" });
    const views = viewBatcher(db, { flushMs: 3_600_000, capKeys: 1 });
    const app = createApp({ env, db, views, serveStatic: false });
    const beacon = (path: string, agent = BROWSER) =>
      app.request("/api/views", {
        method: "POST",
        headers: { "content-type": "text/plain", "user-agent": agent },
        body: JSON.stringify({ path }),
      });
    expect((await beacon("/about")).status).toBe(204);
    expect((await beacon("/about")).status).toBe(204);
    expect((await beacon("/blog")).status).toBe(204); // a second row: over the cap of one
    expect((await beacon("/about", "Googlebot/2.1 (+http://www.google.com/bot.html)")).status).toBe(
      204,
    );
    expect(await samples("h2_view_beacons_total")).toEqual({
      "outcome=counted": 2,
      "outcome=dropped": 1,
      "outcome=ignored": 1,
    });
    await views.stop();
  });

  it("times database queries by engine", async () => {
    await db.kysely.selectFrom("inquiries").select("id").limit(1).execute();
    const { values } = await registry.getSingleMetric("h2_db_query_duration_seconds")!.get();
    const count = values.find(
      (v) =>
        (v as { metricName?: string }).metricName === "h2_db_query_duration_seconds_count" &&
        v.labels.engine === engine,
    );
    expect(count?.value).toBeGreaterThanOrEqual(1);
  });

  it("serves /metrics alone on its listener, with readiness and the queues read at scrape", async () => {
    const { app } = testApp(db);
    await db.kysely.updateTable("outbox").set({ status: "sent" }).execute();
    await db.kysely.updateTable("webhook_outbox").set({ status: "delivered" }).execute();
    expect((await postJson(app, "/api/contact", validInquiry())).status).toBe(201);
    const probe = readinessProbe(db, {
      alertAfterSeconds: 900,
      watches: deliveryWatches({ webhook: true }),
    });
    const metrics = metricsApp(() => updateHealthGauges(probe));
    const res = await metrics.request("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(registry.contentType);
    const text = await res.text();
    expect(text).toMatch(/^h2_ready\{check="database"\} 1$/m);
    expect(text).toMatch(/^h2_ready\{check="mail"\} 1$/m);
    expect(text).toMatch(/^h2_outbox_pending\{queue="mail"\} 2$/m);
    expect(text).toMatch(/^h2_outbox_pending\{queue="webhook"\} 0$/m);
    expect(text).toMatch(/^h2_outbox_failed\{queue="mail"\} 0$/m);
    expect(text).toMatch(/^h2_outbox_oldest_due_age_seconds\{queue="mail"\} \d+$/m);
    expect(text).toMatch(/^h2_process_cpu_seconds_total \d/m);
    // Absent until backups set it: a deployment without them has nothing to alert on.
    expect(text).not.toMatch(/^h2_backup_last_success_timestamp_seconds /m);
    for (const path of ["/", "/livez", "/api/contact", "/metrics/x"])
      expect((await metrics.request(path)).status, path).toBe(404);
    // …and the site's own port has no /metrics.
    expect((await app.request("/metrics")).status).toBe(404);
    await db.kysely.updateTable("outbox").set({ status: "sent" }).execute();
  });
});

describe("metrics while the store is down", () => {
  it("still answers, with the database check at 0 and no queue series rather than stale ones", async () => {
    const { db } = openDbResilient(
      { dataDir: "/sys/h2-metrics" },
      { retryMs: 60_000, log: silentLog },
    );
    try {
      const probe = readinessProbe(db, {
        alertAfterSeconds: 900,
        watches: deliveryWatches({ webhook: true }),
      });
      const text = await (
        await metricsApp(() => updateHealthGauges(probe)).request("/metrics")
      ).text();
      expect(text).toMatch(/^h2_ready\{check="database"\} 0$/m);
      expect(text).not.toMatch(/^h2_ready\{check="mail"\}/m);
      expect(text).not.toMatch(/^h2_outbox_pending\{/m);
    } finally {
      await db.close();
    }
  });
});
