import { Hono } from "hono";
import { registry } from "./registry";

/**
 * The metrics listener's app (METRICS_PORT, index.ts): GET /metrics in Prometheus' text format
 * and nothing else. `collect` refreshes what is read on scrape (readiness, the queues) first; if
 * it fails, the rest is still served.
 */
export function metricsApp(collect: () => Promise<void> = async () => {}) {
  const app = new Hono();
  app.get("/metrics", async (c) => {
    await collect().catch(() => {});
    const body = await registry.metrics();
    return c.body(body, 200, {
      "content-type": registry.contentType,
      "cache-control": "no-store",
    });
  });
  app.all("*", (c) => c.text("Not found", 404));
  return app;
}
