import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_SECURITY_HEADERS, SECURITY_HEADERS } from "../server/http/security-headers";
import { writeDeployConfig } from "./deploy-config";

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

  it.runIf(existsSync("/usr/sbin/nginx"))(
    "deploy/nginx.conf passes `nginx -t` with the generated map",
    () => {
      // ngx_brotli is an add-on module and `http2 on` needs nginx 1.25+: the test config leaves
      // those two lines out, and TLS (no certificate here).
      const srv = join(root, "srv");
      mkdirSync(join(srv, "build"), { recursive: true });
      cpSync(join(root, "nginx-csp-map.conf"), join(srv, "build/nginx-csp-map.conf"));
      cpSync("deploy", join(srv, "deploy"), { recursive: true });
      const site = readFileSync("deploy/nginx.conf", "utf8")
        .replaceAll("/srv/h2", srv)
        .replace(/^\s*brotli_static on;$/m, "")
        .replace(/^\s*http2 on;$/m, "")
        .replace(/^\s*ssl_certificate.*$/gm, "")
        .replace("listen 443 ssl;", "listen 127.0.0.1:18443;")
        .replace(/^\s*listen \[::\]:(443 ssl|80);$/gm, "")
        .replace("listen 80;", "listen 127.0.0.1:18080;");
      writeFileSync(
        join(srv, "deploy/security-headers.conf"),
        readFileSync("deploy/security-headers.conf", "utf8"),
      );
      writeFileSync(join(root, "site.conf"), site);
      writeFileSync(
        join(root, "nginx.conf"),
        `pid ${root}/nginx.pid; error_log ${root}/error.log; events {} http { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${root}/b; proxy_temp_path ${root}/p; fastcgi_temp_path ${root}/f; uwsgi_temp_path ${root}/u; scgi_temp_path ${root}/s; include ${root}/site.conf; }`,
      );
      let output = "";
      try {
        execFileSync("/usr/sbin/nginx", ["-t", "-c", join(root, "nginx.conf")], {
          stdio: ["ignore", "pipe", "pipe"],
        });
      } catch (err) {
        output = String((err as { stderr?: Buffer }).stderr ?? err);
      }
      expect(output).toBe("");
    },
  );
});
