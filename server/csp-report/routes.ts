import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { Db } from "../db/connect";
import { readBoundedBody } from "../http/bounded-body";
import { clientAddress } from "../http/client";
import { requestFields } from "../http/request-log";
import { errorField, log } from "../log";
import type { RateLimiter } from "../rate-limit/limiter";

/** A browser's report is under 2 KB; reading stops past this (413), whatever is still coming. */
export const CSP_REPORT_LIMIT = 8 * 1024;
/** Reports are for spotting a broken policy, not an archive: a week is enough. */
const KEEP_MS = 7 * 24 * 3600 * 1000;
const TYPES = /^application\/(csp-report|reports\+json|json)\s*(;|$)/i;

type Report = Record<string, unknown>;

/** Normalises the legacy `csp-report` body and the Reporting API list into report objects. */
function reportsOf(payload: unknown): Report[] {
  if (Array.isArray(payload)) {
    return payload
      .filter(
        (r): r is { body: Report } =>
          typeof r === "object" && r !== null && typeof r.body === "object",
      )
      .map((r) => r.body);
  }
  const legacy = (payload as { "csp-report"?: unknown } | null)?.["csp-report"];
  return typeof legacy === "object" && legacy !== null ? [legacy as Report] : [];
}

const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 500) : null);

export function cspReportRoutes({
  db,
  limiter,
  trustProxy,
}: {
  db: Db;
  limiter: RateLimiter;
  trustProxy: boolean;
}) {
  const app = new Hono();
  let lastSweep = 0;
  app.post("/", async (c) => {
    if (!TYPES.test(c.req.header("content-type") ?? "")) return c.body(null, 415);
    const { allowed, retryAfter } = await limiter("csp-report", clientAddress(c, trustProxy)).catch(
      () => ({
        allowed: false,
        retryAfter: 60,
      }),
    );
    if (!allowed) return c.body(null, 429, { "Retry-After": String(retryAfter) });
    const body = await readBoundedBody(c, CSP_REPORT_LIMIT);
    if (!body.ok) return c.body(null, body.status);
    let payload: unknown;
    try {
      payload = JSON.parse(body.bytes.toString("utf8"));
    } catch {
      return c.body(null, 400);
    }
    const reports = reportsOf(payload).slice(0, 10);
    if (!reports.length) return c.body(null, 400);
    const now = Date.now();
    try {
      await db.kysely
        .insertInto("csp_reports")
        .values(
          reports.map((r) => ({
            id: randomUUID(),
            received_at: new Date(now).toISOString(),
            document_uri: text(r["document-uri"] ?? r.documentURL),
            violated_directive: text(r["violated-directive"] ?? r.effectiveDirective),
            blocked_uri: text(r["blocked-uri"] ?? r.blockedURL),
            body: JSON.stringify(r).slice(0, CSP_REPORT_LIMIT),
          })),
        )
        .execute();
      if (now - lastSweep > 3600_000) {
        lastSweep = now;
        await db.kysely
          .deleteFrom("csp_reports")
          .where("received_at", "<", new Date(now - KEEP_MS).toISOString())
          .execute();
      }
    } catch (err) {
      log.error({ ...requestFields(c), err: errorField(err) }, "csp-report: could not store");
      return c.body(null, 503, { "Retry-After": "60" });
    }
    log.warn(
      {
        request_id: c.get("requestId"),
        directives: reports.map((r) => text(r["violated-directive"] ?? r.effectiveDirective)),
      },
      "csp violation",
    );
    return c.body(null, 204);
  });
  return app;
}
