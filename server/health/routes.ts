import { type Context, Hono } from "hono";
import type { Readiness } from "./readiness";

/**
 * GET /livez: the process answers (no database; a restart would not help anything else).
 * GET /readyz: the checks of readiness.ts, 200 or 503 with each check named.
 * GET /api/health: the same as /readyz (what monitors of the older address now get).
 * Never cached: each answer is the state at that moment.
 */
export function healthRoutes(readiness: () => Promise<Readiness>) {
  const app = new Hono();
  app.get("/livez", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true });
  });
  const ready = async (c: Context) => {
    const r = await readiness();
    c.header("Cache-Control", "no-store");
    return c.json(r, r.ok ? 200 : 503);
  };
  app.get("/readyz", ready);
  app.get("/api/health", ready);
  return app;
}
