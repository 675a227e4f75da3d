import { Hono } from "hono";
import { contactRoutes } from "./contact/routes";
import type { Env } from "./env";
import { requestLog } from "./http/request-log";
import { serveSite } from "./static/serve-site";

export interface AppOptions {
  env: Env;
  /** Serve the built site too (off in API-only tests). */
  serveStatic?: boolean;
}

/** Builds the whole application; index.ts only binds it to a port. */
export function createApp({ env, serveStatic = true }: AppOptions) {
  const app = new Hono();
  if (env.LOG_REQUESTS) app.use(requestLog());
  app.get("/api/health", (c) => c.json({ ok: true }));
  app.route("/api/contact", contactRoutes());
  app.all("/api/*", (c) => c.json({ error: "Not found" }, 404));
  if (serveStatic) app.use(serveSite(env.CLIENT_DIR));
  app.onError((err, c) => {
    console.error("Unhandled error:", err);
    return c.json({ error: "Something went wrong. Please try again." }, 500);
  });
  return app;
}
