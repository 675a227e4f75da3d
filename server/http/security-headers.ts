import { site } from "@content/site";
import { embedOrigins } from "@lib/booking-link";
import type { MiddlewareHandler } from "hono";

/** The site facts' scheduler, whose pages may be framed. */
const SCHEDULER_FRAMES = embedOrigins(site.schedulingUrl, site.schedulerKind);

/**
 * Content-Security-Policy for a page whose inline scripts (the forms' first-paint catcher, the
 * speculation rules, the blog island's loader) have the given sha256 hashes. No 'unsafe-inline'
 * or 'unsafe-eval' for scripts; styles allow inline because React's style attributes use them.
 * Fonts, fetches and the manifest fall under default-src: every page's response carries this
 * header in its first round trip, so no directive repeats what default-src already says.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  frames: readonly string[] = SCHEDULER_FRAMES,
): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // The scheduler a booking link opens in a frame over the page (book-call.client.ts). An
    // https origin is named by its host alone: on an https page that matches https only (CSP 3
    // "scheme-part match"), and the header is carried uncompressed in the first round trip.
    ...(frames.length ? [`frame-src ${frames.map(frameSource).join(" ")}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "report-uri /api/csp-report",
  ].join("; ");
}

function frameSource(origin: string): string {
  return origin.startsWith("https://") ? origin.slice("https://".length) : origin;
}

/**
 * Headers every response carries, whatever serves it (Node, nginx, a static host): a script, a
 * stylesheet or a font as much as a page.
 */
export const ASSET_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // One year with subdomains: OWASP ASVS asks for at least that (Hono's default is 180 days).
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  // A stylesheet's own requests (its font) follow the policy its response names.
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/**
 * Headers every response carries but the hashed assets: the rest govern a document (what it may
 * run, use or open), and a browser ignores them on a script, stylesheet or font. Left off those,
 * the ≈0.5 KB they weigh is not fetched three times beside each page's font on a slow link.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...ASSET_SECURITY_HEADERS,
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // No X-Frame-Options: the CSP's frame-ancestors 'none' replaces it in every current browser,
  // and every page's headers travel in its first round trip.
};

/** The hashed files the build writes (deploy/nginx.conf serves them the same way). */
export const ASSETS_PREFIX = "/assets/";
/** What a browser runs or reads only inside a page (never opens as a document of its own). */
const SUBRESOURCE_TYPE = /^(text\/css|text\/javascript|application\/javascript|font\/)/;

/** Adds the security headers, and a script-free CSP where the handler set none (API, images). */
export function securityHeaders(): MiddlewareHandler {
  const fallbackCsp = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    const subresource =
      c.req.path.startsWith(ASSETS_PREFIX) &&
      SUBRESOURCE_TYPE.test(c.res.headers.get("content-type") ?? "");
    if (subresource) {
      for (const [name, value] of Object.entries(ASSET_SECURITY_HEADERS))
        c.res.headers.set(name, value);
      return;
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (!c.res.headers.has("content-security-policy")) {
      c.res.headers.set("Content-Security-Policy", fallbackCsp);
    }
  };
}
