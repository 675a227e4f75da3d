import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_SECURITY_HEADERS, SECURITY_HEADERS } from "../server/http/security-headers";
import { writeDeployConfig } from "./deploy-config";
import { nginxChecks, nginxSyntaxErrors } from "./nginx-syntax";

let root: string;
const manifest = {
  "/index.html": ["sha256-home"],
  "/about/index.html": ["sha256-about"],
  "/404.html": ["sha256-missing"],
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "h2-deploy-"));
  mkdirSync(join(root, "client"), { recursive: true });
  writeFileSync(
    join(root, "client/404.html"),
    "<html><head><title>x</title></head><body>404</body></html>",
  );
  writeDeployConfig(join(root, "client"), root, manifest);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("deploy recipes", () => {
  it("_headers gives each page its own CSP and immutable caching to assets", () => {
    const headers = readFileSync(join(root, "client/_headers"), "utf8");
    expect(headers).toMatch(/^\/about\n {2}Content-Security-Policy: [^\n]*'sha256-about'/m);
    expect(headers).toMatch(/^\/about\/\n {2}Content-Security-Policy: [^\n]*'sha256-about'/m);
    expect(headers).toMatch(
      /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/m,
    );
    expect(headers).toContain("Strict-Transport-Security: max-age=31536000; includeSubDomains");
  });

  it("the nginx map has a CSP per path and the 404 page's as default", () => {
    const map = readFileSync(join(root, "nginx-csp-map.conf"), "utf8");
    expect(map).toContain("map_hash_bucket_size 256;");
    expect(map).toMatch(/default "[^"]*'sha256-missing'/);
    expect(map).toMatch(/"\/" "[^"]*'sha256-home'/);
  });

  it("404.html carries its CSP in a meta tag for hosts that serve it", () => {
    const page = readFileSync(join(root, "client/404.html"), "utf8");
    expect(page).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-missing'/,
    );
    expect(page).not.toContain("frame-ancestors");
  });

  it.each([
    ["deploy/security-headers.conf", SECURITY_HEADERS],
    ["deploy/asset-headers.conf", ASSET_SECURITY_HEADERS],
  ])("%s sends what the Node server sends", (file, headers) => {
    const sent = Object.fromEntries(
      [...readFileSync(file, "utf8").matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)]
        .filter(([, name]) => name !== "Content-Security-Policy")
        .map(([, name, value]) => [name, value]),
    );
    expect(sent).toEqual(headers);
  });

  it("deploy/nginx.conf proxies readiness and refuses /metrics (its own port, never proxied)", () => {
    const conf = readFileSync("deploy/nginx.conf", "utf8");
    /** Each location's pattern and body (the config nests no braces inside a location). */
    const locations = [...conf.matchAll(/^\s*location\s+([^{]+?)\s*\{([^}]*)\}/gm)].map(
      ([, pattern, body]) => ({ pattern: pattern!, body: body! }),
    );
    const readyz = locations.find((l) => l.pattern === "= /readyz");
    expect(readyz?.body).toMatch(/proxy_pass http:\/\/h2_api;/);
    const metrics = locations.find((l) =>
      new RegExp(l.pattern.replace(/^~\s*/, "")).test("/metrics"),
    );
    expect(metrics?.pattern).toBe("~ ^/metrics(/|$)");
    expect(metrics?.body.trim()).toBe("return 404;");
    expect(new RegExp(metrics!.pattern.replace(/^~\s*/, "")).test("/metrics/x")).toBe(true);
    // No upstream is a metrics port: the upstreams are the instances' PORTs (3001, 3002…), in
    // the list a deploy rewrites (deploy/upstream.conf, scripts/ci/rollout.sh).
    expect(conf).toContain("include /srv/h2/deploy/upstream.conf;");
    const upstream = readFileSync("deploy/upstream.conf", "utf8");
    expect([...upstream.matchAll(/server 127\.0\.0\.1:(\d+)/g)].map((m) => m[1])).toEqual([
      "3001",
      "3002",
    ]);
  });

  describe("deploy/nginx.conf logs what the privacy notice promises", () => {
    const conf = readFileSync("deploy/nginx.conf", "utf8");
    const formats = [...conf.matchAll(/^log_format\s+(\S+)[^;]*;/gms)];
    const servers = conf.split(/^server \{$/m).slice(1);

    it("one access log format, without client address, request line or query string", () => {
      expect(formats.map((f) => f[1])).toEqual(["h2_private"]);
      const format = formats[0]![0];
      for (const variable of [
        "$remote_addr",
        "$binary_remote_addr",
        "$realip_remote_addr",
        "$proxy_add_x_forwarded_for",
        "$http_x_forwarded_for",
        "$http_x_real_ip",
        "$request",
        "$request_uri",
        "$args",
        "$query_string",
        "$is_args",
        "$http_referer",
        "$http_user_agent",
        "$http_cookie",
      ]) {
        // Whole names only ($request_id is not $request); `${name}` would slip past, so none.
        expect(format).not.toMatch(new RegExp(`\\${variable}(?![a-z_])`));
      }
      expect(format).not.toContain("$arg_");
      expect(format).not.toContain("${");
      expect(format).toContain('"path":"$uri"');
      expect(format).toContain('"request_id":"$request_id"');
    });

    it("every server logs with it, and keeps its error log to crit (error lines name the client)", () => {
      expect(servers.length).toBeGreaterThan(1);
      for (const server of servers) {
        expect(server).toMatch(/^\s*access_log \S+ h2_private;$/m);
        expect(server).toMatch(/^\s*error_log \S+ crit;$/m);
        // Off is fine (the readiness probe is not logged); any other log is this format.
        expect(server).not.toMatch(/^\s*access_log (?!\S+ h2_private;|off;)/m);
      }
    });

    it("passes its request id to the API wherever it proxies", () => {
      const proxied = [...conf.matchAll(/location [^{]*\{[^}]*proxy_pass[^}]*\}/g)].map(
        (m) => m[0],
      );
      expect(proxied.length).toBeGreaterThan(0);
      for (const location of proxied) {
        expect(location).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
      }
    });
  });

  it.runIf(nginxChecks)("deploy/nginx.conf passes `nginx -t` with the generated map", () => {
    // With its brotli_static (the image's module) as shipped; TLS left out (no certificate here).
    const srv = join(root, "srv");
    mkdirSync(join(srv, "build"), { recursive: true });
    cpSync(join(root, "nginx-csp-map.conf"), join(srv, "build/nginx-csp-map.conf"));
    cpSync("deploy", join(srv, "deploy"), { recursive: true });
    const site = readFileSync("deploy/nginx.conf", "utf8")
      .replaceAll("/srv/h2", srv)
      .replaceAll("/var/log/nginx", root)
      .replace(/^\s*ssl_certificate.*$/gm, "")
      .replace("listen 443 ssl;", "listen 127.0.0.1:18443;")
      .replace(/^\s*listen \[::\]:(443 ssl|80);$/gm, "")
      .replace("listen 80;", "listen 127.0.0.1:18080;");
    expect(site).toMatch(/^\s*brotli_static on;$/m);
    expect(nginxSyntaxErrors(site)).toBe("");
  });
});

describe("nginx in CI", () => {
  it("is installed by .ci/run with the brotli module the image loads", () => {
    const ci = readFileSync(".ci/run", "utf8");
    expect(ci).toMatch(/\[ -x \/usr\/sbin\/nginx \] \|\| need\+=\(nginx\)/);
    expect(ci).toMatch(/\|\| need\+=\(libnginx-mod-http-brotli-static\)/);
    expect(readFileSync("Dockerfile", "utf8")).toContain("libnginx-mod-http-brotli-static");
  });
});
