import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previewOrigin, previewUrl } from "../content/editor/preview-urls";
import { NGINX, nginxChecks } from "./nginx-syntax";

/**
 * Issue 56 item 4: a branch of any name previews. The preview workflow publishes a branch at
 * https://<name>.preview… where scripts/ci/deploy-preview.sh makes <name> of the branch, and the
 * editor's Preview button opens https://preview…/<branch>/~/<page>, which
 * deploy/preview.nginx.conf sends on to that address. Both make the name by one rule: here the
 * script's own line and a running nginx with the preview host's redirect, on the same branches.
 */

const names = [
  ["content/singapore-office", "content-singapore-office"],
  ["content/Q4/Launch_Plan", "content-q4-launch-plan"],
  ["content/q4--launch__plan-", "content-q4-launch-plan"],
  ["content/Été 2027 (London)", "content-t-2027-london"],
  ["content/a_b_c_d_e_f_g_h_i_j_k_l_m_n_o_p", "content-a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p"],
  // Cut at 63 characters, and no dash left at the cut's end (a host name may not end in one).
  [`content/${"x".repeat(54)}_y`, `content-${"x".repeat(54)}`],
  [`content/${"Launch-plan-".repeat(8)}`, `content-${"launch-plan-".repeat(4)}launch`],
] as const;

/** The preview's name as scripts/ci/deploy-preview.sh makes it: its own line, run by bash. */
function scriptName(branch: string): string {
  const script = readFileSync("scripts/ci/deploy-preview.sh", "utf8");
  const line = script.split("\n").find((l) => l.startsWith('name="$('));
  if (!line) throw new Error("deploy-preview.sh no longer has its name=… line");
  return execFileSync(
    "bash",
    ["-c", `set -euo pipefail; branch="$1"; ${line}; printf %s "$name"`, "_", branch],
    {
      encoding: "utf8",
    },
  );
}

describe("scripts/ci/deploy-preview.sh names a branch's preview", () => {
  it.each(names)("%s → %s", (branch, name) => {
    expect(scriptName(branch)).toBe(name);
    expect(name.length).toBeLessThanOrEqual(63);
  });
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

/** Where the preview host sends `path`: its Location, or its status when it sends nowhere. */
const redirect = (port: number, path: string) =>
  new Promise<string>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, headers: { host: "preview.h2consulting.example" } },
      (res) => {
        res.resume();
        resolve(res.headers.location ?? String(res.statusCode));
      },
    );
    req.on("error", reject);
    req.end();
  });

describe.runIf(nginxChecks)("deploy/preview.nginx.conf sends the editor's Preview on", () => {
  let nginx: ChildProcess;
  let port: number;
  const root = mkdtempSync(join(tmpdir(), "h2-preview-nginx-"));

  beforeAll(async () => {
    port = await freePort();
    // The preview host's servers as deployed, on a local port without TLS.
    const site = readFileSync("deploy/preview.nginx.conf", "utf8")
      .replace(/^\s*ssl_certificate.*$/gm, "")
      .replaceAll("listen 443 ssl;", `listen 127.0.0.1:${port};`);
    writeFileSync(join(root, "site.conf"), site);
    writeFileSync(
      join(root, "nginx.conf"),
      `daemon off; master_process off; pid ${root}/nginx.pid; error_log ${root}/error.log; events {} http { access_log off; client_body_temp_path ${root}/b; proxy_temp_path ${root}/p; fastcgi_temp_path ${root}/f; uwsgi_temp_path ${root}/u; scgi_temp_path ${root}/s; include ${root}/site.conf; }`,
    );
    nginx = spawn(NGINX, ["-c", join(root, "nginx.conf"), "-p", root], { stdio: "ignore" });
    // Until it answers (or has exited).
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(readFileSync(join(root, "error.log"), "utf8"));
      try {
        await redirect(port, "/");
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });
  afterAll(() => {
    nginx?.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(names)("%s → https://%s.preview…", async (branch, name) => {
    const location = await redirect(port, `/${encodeURI(branch)}/~/blog/a-post`);
    // A host name is read without regard to case: the browser asks for it in lower case.
    const url = new URL(location);
    expect(url.hostname).toBe(`${name}.preview.h2consulting.example`);
    expect(url.pathname).toBe("/blog/a-post");
    expect(url.hostname.split(".")[0]).toBe(scriptName(branch));
  });

  it("opens the editor's own Preview links: a page, and the home page", async () => {
    const at = (entry: string, slug = "") =>
      previewUrl(entry, "github")
        .replace(previewOrigin, "")
        .replace("{branch}", "content/Q4/Launch_Plan")
        .replace("{slug}", slug);
    expect(await redirect(port, at("blog", "a-post"))).toBe(
      "https://content-Q4-Launch-Plan.preview.h2consulting.example/blog/a-post",
    );
    expect(await redirect(port, at("home"))).toBe(
      "https://content-Q4-Launch-Plan.preview.h2consulting.example/",
    );
  });

  it("answers 404 for what is no content branch's preview", async () => {
    expect(await redirect(port, "/main/~/blog")).toBe("404");
    expect(await redirect(port, "/content/a/blog")).toBe("404");
  });
});
