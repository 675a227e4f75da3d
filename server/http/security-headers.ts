import type { MiddlewareHandler } from "hono";

/**
 * Content-Security-Policy for a page whose inline scripts (the hydration starter) have the given
 * sha256 hashes. No 'unsafe-inline' or 'unsafe-eval' for scripts; styles allow inline because
 * React style attributes and the toast library use them.
 * Fonts, fetches and the manifest fall under default-src: every page's response carries this
 * header in its first round trip, so no directive repeats what default-src already says.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scripts = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "report-uri /api/csp-report",
  ].join("; ");
}

/** Headers every response carries, whatever serves it (Node, nginx, a static host). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // One year with subdomains: OWASP ASVS asks for at least that (Hono's default is 180 days).
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // No X-Frame-Options: the CSP's frame-ancestors 'none' replaces it in every current browser,
  // and every page's headers travel in its first round trip.
};

/** Adds the security headers, and a script-free CSP where the handler set none (API, assets). */
export function securityHeaders(): MiddlewareHandler {
  const fallbackCsp = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (!c.res.headers.has("content-security-policy")) {
      c.res.headers.set("Content-Security-Policy", fallbackCsp);
    }
  };
}
