import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, writeCspManifest } from "../../scripts/csp-hashes";
import { serveSite } from "../static/serve-site";
import { scoreHeaders } from "./observatory";
import {
  ASSET_SECURITY_HEADERS,
  contentSecurityPolicy,
  SECURITY_HEADERS,
  securityHeaders,
} from "./security-headers";

const PAGE = `<!doctype html><html><head><script>window.__ctx = {"a":1};</script></head>
<body><h1>Hi</h1><script type="application/ld+json">{"@type":"Organization"}</script>
<script type="module" async="">import "/assets/app.js";</script><script src="/assets/x.js"></script><script></script></body></html>`;

let root: string;
let app: Hono;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "h2-csp-"));
  mkdirSync(join(root, "404"));
  writeFileSync(join(root, "index.html"), PAGE);
  writeFileSync(join(root, "404/index.html"), "<h1>Page Not Found</h1>");
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "images"));
  writeFileSync(join(root, "assets/app.abc123.js"), "export {};");
  writeFileSync(join(root, "assets/site.abc123.css"), "p{}");
  writeFileSync(join(root, "assets/inter.abc123.woff2"), "wOF2");
  writeFileSync(join(root, "images/cover.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeCspManifest(root);
  app = new Hono().use(securityHeaders()).use(serveSite(root));
  app.get("/api/x", (c) => c.json({}));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("inline script hashes", () => {
  it("hashes executable inline scripts only (not data blocks, external or empty scripts)", () => {
    const hashes = inlineScriptHashes(PAGE);
    expect(hashes).toHaveLength(2);
    const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;
    expect(hashes).toEqual([sha('window.__ctx = {"a":1};'), sha('import "/assets/app.js";')]);
    expect(hashes.every((h) => /^sha256-[A-Za-z0-9+/]{43}=$/.test(h))).toBe(true);
  });
});

describe("security headers", () => {
  it("gives HTML pages a CSP with their own script hashes and no unsafe-inline for scripts", async () => {
    const res = await app.request("/");
    const csp = res.headers.get("content-security-policy")!;
    for (const hash of inlineScriptHashes(PAGE)) expect(csp).toContain(`'${hash}'`);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    for (const d of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "report-uri /api/csp-report",
    ]) {
      expect(csp).toContain(d);
    }
  });

  it.each(["/", "/nope", "/api/x"])(
    "%s carries every header and scores A+ on the Observatory rules",
    async (path) => {
      const res = await app.request(path);
      expect(res.headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
      const result = scoreHeaders(res.headers);
      expect(result.grade).toBe("A+");
      expect(result.score).toBeGreaterThanOrEqual(100);
    },
  );

  it.each(["/assets/app.abc123.js", "/assets/site.abc123.css", "/assets/inter.abc123.woff2"])(
    "%s (a file a page loads) carries only the headers that apply to it",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      for (const [name, value] of Object.entries(ASSET_SECURITY_HEADERS))
        expect(res.headers.get(name)).toBe(value);
      for (const name of [
        "content-security-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
      ])
        expect(res.headers.has(name), name).toBe(false);
    },
  );

  it.each(["/images/cover.svg", "/assets/gone.abc123.js"])(
    "%s (an image that opens as a document, a missing asset's page) carries every header",
    async (path) => {
      const res = await app.request(path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(res.headers.get(name)).toBe(value);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    },
  );

  it("the scorer fails what should fail", () => {
    expect(scoreHeaders(new Headers()).score).toBe(30);
    const unsafe = new Headers({
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
      "strict-transport-security": "max-age=31536000",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
    });
    expect(scoreHeaders(unsafe).score).toBe(80);
    expect(contentSecurityPolicy(["sha256-abc"])).toContain("script-src 'self' 'sha256-abc'");
  });

  it("lets the scheduler's https origins be framed by host (https only), an http one by its origin", () => {
    const csp = contentSecurityPolicy(
      [],
      ["https://cal.com", "https://cal.example:8443", "http://localhost:3001"],
    );
    expect(csp).toContain("frame-src cal.com cal.example:8443 http://localhost:3001;");
    expect(contentSecurityPolicy([], [])).not.toContain("frame-src");
  });
});
