import { type AppOptions, createApp } from "../app";
import type { Db } from "../db/connect";
import { type Env, loadEnv } from "../env";
import { viewBatcher } from "../views/batcher";
import { vitalsBatcher } from "../vitals/batcher";

/**
 * An API-only app over a test store, with test-friendly limits unless overridden (`options`:
 * what else the app is given, such as the case studies' PDFs or a clock).
 */
/** A few pages of the site, one of each kind of route, standing for the build's. */
export const TEST_PAGES: ReadonlySet<string> = new Set([
  "/",
  "/contact",
  "/dedicated-team",
  "/insights/agile-transformation",
  "/blog",
  "/blog/category/team-building",
]);

export function testApp(
  db: Db,
  overrides: Record<string, string> = {},
  options: Partial<Omit<AppOptions, "env" | "db">> = {},
) {
  const env: Env = loadEnv({
    LOG_REQUESTS: "false",
    MIN_FILL_MS: "1000",
    RATE_LIMIT_MAX: "1000",
    SALES_EMAIL: "sales@h2.test",
    ...overrides,
  });
  let queued = 0;
  // Written only when a test flushes (or stops) it: counts stay in memory until then.
  const views = viewBatcher(db, { flushMs: 3_600_000 });
  const vitals = vitalsBatcher(db, { flushMs: 3_600_000 });
  const app = createApp({
    env,
    db,
    serveStatic: false,
    onQueued: () => queued++,
    views,
    vitals,
    // The built site's pages, as a vitals beacon may name them (the unit stage has no build).
    pages: TEST_PAGES,
    ...options,
  });
  return { app, env, views, vitals, queuedCalls: () => queued };
}

export const validInquiry = () => ({
  name: "Priya Shah",
  email: "priya@acme.io",
  phone: "+44 20 7946 0958",
  company: "Acme Ltd",
  message: "We need a team of eight engineers for a payments platform.",
  // Unticked: a tick signs up for the insights, whose own e-mail asks to confirm (double opt-in).
  marketing_consent: false,
  idempotency_key: crypto.randomUUID(),
  website: "",
  elapsed_ms: 8000,
  source: "/contact",
});

export function postJson(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A browser's own form post, urlencoded as it sends it, from a page of ours (same origin). */
export function postBrowserForm(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html,application/xhtml+xml,*/*;q=0.8",
      origin: "http://localhost",
      host: "localhost",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}
