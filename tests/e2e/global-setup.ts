import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildDir, buildWhenStale } from "../../scripts/build";
import { freePort, serveCommand, waitForUrl } from "./support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** The server's Prometheus endpoint (its metrics port's /metrics). */
    metricsURL: string;
  }
}

/** Builds the site and server when stale, then runs the production server on a free port. */
export default async function setup(project: TestProject) {
  await buildWhenStale();
  const port = await freePort();
  const metricsPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "h2-e2e-"));
  // The compiled server, started exactly as `npm run serve` (and the image) starts it.
  const [node, args] = serveCommand(buildDir);
  const child = spawn(node, args, {
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: `${buildDir}/client`,
      LOG_REQUESTS: "false",
      MIN_FILL_MS: "0",
      RATE_LIMIT_MAX: "1000",
      DATABASE_URL: "",
      SMTP_URL: "",
      // As `npm start` does: .eml files, asked for (production refuses no SMTP otherwise).
      MAIL_TRANSPORT: "files",
      ALERTS: "off",
      ALERT_WEBHOOK_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForUrl(`${baseURL}/api/health`, child, 30_000);
  project.provide("baseURL", baseURL);
  project.provide("dataDir", dataDir);
  project.provide("metricsURL", `http://127.0.0.1:${metricsPort}/metrics`);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
