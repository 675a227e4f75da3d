import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * `nginx -t` on a site's config, for the tests of deploy/*.conf. Debian's nginx with its
 * brotli module (.ci/run installs both) loads the modules the image loads; a machine without
 * nginx skips these tests, and CI, which must have it, fails them instead.
 */
export const NGINX = "/usr/sbin/nginx";
export const nginxChecks = existsSync(NGINX) || Boolean(process.env.CI);

/** nginx's version, e.g. [1, 22, 1]. */
function nginxVersion(): number[] {
  const run = spawnSync(NGINX, ["-v"], { encoding: "utf8" });
  if (run.error)
    throw new Error(
      `nginx is not installed (${run.error.message}): apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does)`,
    );
  return (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(run.stderr)?.slice(1) ?? []).map(Number);
}

/**
 * What `nginx -t` says about `site` (an http-level include) beside the image's modules: ""
 * when it passes. `http2 on` came with nginx 1.25.1; an older one (Debian 12's 1.22) checks the
 * rest without that line.
 */
export function nginxSyntaxErrors(site: string): string {
  const [major = 0, minor = 0, patch = 0] = nginxVersion();
  const http2On = major > 1 || minor > 25 || (minor === 25 && patch >= 1);
  const root = mkdtempSync(join(tmpdir(), "h2-nginx-"));
  try {
    writeFileSync(join(root, "site.conf"), http2On ? site : site.replace(/^\s*http2 on;$/m, ""));
    writeFileSync(
      join(root, "nginx.conf"),
      `include /etc/nginx/modules-enabled/*.conf; pid ${root}/nginx.pid; error_log ${root}/error.log; events {} http { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${root}/b; proxy_temp_path ${root}/p; fastcgi_temp_path ${root}/f; uwsgi_temp_path ${root}/u; scgi_temp_path ${root}/s; include ${root}/site.conf; }`,
    );
    try {
      execFileSync(NGINX, ["-t", "-q", "-c", join(root, "nginx.conf")], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      return "";
    } catch (err) {
      return String((err as { stderr?: Buffer }).stderr ?? err);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
