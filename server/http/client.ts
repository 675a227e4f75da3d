import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The client's address: the proxy's X-Forwarded-For when trusted, else the socket peer. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * True for a browser request from another site. Requests without Origin (curl, servers)
 * are not cross-site forgeries and pass; allowed origins are the site's own and this host.
 */
export function isCrossSite(c: Context, siteOrigin?: string): boolean {
  if (c.req.header("sec-fetch-site") === "cross-site") return true;
  const origin = c.req.header("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const allowed = new Set([
    c.req.header("host"),
    siteOrigin ? new URL(siteOrigin).host : undefined,
  ]);
  return !allowed.has(host);
}
