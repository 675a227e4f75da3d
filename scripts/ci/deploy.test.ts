import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

// scripts/ci/deploy.sh as publish.yml's deploy step runs it, against a deploy hook on loopback:
// https with a certificate made here, which curl is told to trust (CURL_CA_BUNDLE).

interface Received {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const dir = mkdtempSync(join(tmpdir(), "h2-deploy-hook-"));
const certFile = join(dir, "cert.pem");
const keyFile = join(dir, "key.pem");
let server: Server;
let hookUrl: string;
let received: Received[] = [];
/** The hook's answers, in turn; the last one repeats. */
let answers: { status: number; body: string }[] = [];

beforeAll(async () => {
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  server = createServer(
    { key: readFileSync(keyFile), cert: readFileSync(certFile) },
    (req, res) => {
      let body = "";
      req.on("data", (d) => (body += d));
      req.on("end", () => {
        received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
        res.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.body);
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  hookUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/deploy`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  received = [];
  answers = [{ status: 200, body: "deploying" }];
});

const release = {
  IMAGE: "ghcr.io/h2/site:abc123-42",
  GITHUB_SHA: "abc123",
  GITHUB_SERVER_URL: "https://github.com",
  GITHUB_REPOSITORY: "h2/site",
  GITHUB_RUN_ID: "42",
};

/** The script in a bare environment (nothing of this machine's GITHUB_* or hook leaks in). */
function deploy(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("scripts/ci/deploy.sh", [], {
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", CURL_CA_BUNDLE: certFile, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("scripts/ci/deploy.sh", () => {
  it("POSTs the release to the hook with its bearer token, and says so", async () => {
    const run = await deploy({ ...release, DEPLOY_HOOK_URL: hookUrl, DEPLOY_HOOK_TOKEN: "t0ken" });
    expect(run.code).toBe(0);
    expect(received).toHaveLength(1);
    const [hook] = received;
    expect([hook!.method, hook!.url]).toEqual(["POST", "/hooks/deploy"]);
    expect(hook!.headers.authorization).toBe("Bearer t0ken");
    expect(hook!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(hook!.body)).toEqual({
      image: "ghcr.io/h2/site:abc123-42",
      commit: "abc123",
      run: "https://github.com/h2/site/actions/runs/42",
    });
    expect(run.stdout).toContain("deploying");
    expect(run.stdout).toContain("deploy: ghcr.io/h2/site:abc123-42 handed to the deploy hook");
  });

  it("deploys nothing without DEPLOY_HOOK_URL: a warning on the run's page, not a failure", async () => {
    const run = await deploy(release);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning title=Not deployed::DEPLOY_HOOK_URL is not set; .* ghcr\.io\/h2\/site:abc123-42/m,
    );
    expect(received).toEqual([]);
  });

  it("fails the step, showing the hook's answer, when the hook refuses", async () => {
    answers = [{ status: 403, body: "token refused" }];
    const run = await deploy({ ...release, DEPLOY_HOOK_URL: hookUrl, DEPLOY_HOOK_TOKEN: "old" });
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain("token refused");
    expect(run.stdout).not.toContain("handed to the deploy hook");
    // A refusal is an answer: not asked again.
    expect(received).toHaveLength(1);
  });

  it("asks again when the hook is briefly unavailable", async () => {
    answers = [
      { status: 503, body: "busy" },
      { status: 200, body: "deploying" },
    ];
    const run = await deploy({ ...release, DEPLOY_HOOK_URL: hookUrl, DEPLOY_HOOK_TOKEN: "t" });
    expect(run.code).toBe(0);
    expect(received.map((r) => r.body)).toEqual([received[0]!.body, received[0]!.body]);
  });

  it("refuses a hook that is not https, and a run without an image, sending nothing", async () => {
    const plain = await deploy({ ...release, DEPLOY_HOOK_URL: hookUrl.replace("https:", "http:") });
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain("DEPLOY_HOOK_URL must be an https:// address");
    const { IMAGE: _, ...noImage } = release;
    const imageless = await deploy({ ...noImage, DEPLOY_HOOK_URL: hookUrl });
    expect(imageless.code).not.toBe(0);
    expect(imageless.stderr).toContain("IMAGE is the image to deploy");
    expect(received).toEqual([]);
  });
});
