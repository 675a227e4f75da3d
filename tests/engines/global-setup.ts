import { spawn } from "node:child_process";
import type { TestProject } from "vitest/node";
import startSite from "../e2e/global-setup";
import { freePort, waitForUrl } from "../e2e/support/server";
import { type Blocking, startBlockingProxy } from "./support/blocking-proxy";

declare module "vitest" {
  export interface ProvidedContext {
    /** The site behind a proxy that blocks its scripts, for each way they can be blocked. */
    blockedURL: Record<Blocking, string>;
    webkitDriverPort: number;
  }
}

/**
 * The production server (as for the Chromium suite), the blocking proxies in front of it, and
 * one WebKitWebDriver on a virtual display (MiniBrowser needs a display even unseen).
 */
export default async function setup(project: TestProject) {
  const stopSite = await startSite(project);
  const baseURL = project.getProvidedContext().baseURL;
  const policy = await startBlockingProxy(baseURL, "policy");
  const failed = await startBlockingProxy(baseURL, "failed");
  project.provide("blockedURL", { policy: policy.url, failed: failed.url });

  const port = await freePort();
  const driver = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1600x1200x24", "WebKitWebDriver", `--port=${port}`],
    // Its own process group: xvfb-run starts Xvfb beside the driver, and both stop together.
    { detached: true, stdio: ["ignore", "ignore", "inherit"] },
  );
  await waitForUrl(`http://127.0.0.1:${port}/status`, driver, 30_000);
  project.provide("webkitDriverPort", port);

  return async () => {
    if (driver.pid && driver.exitCode === null) process.kill(-driver.pid, "SIGTERM");
    await Promise.all([policy.close(), failed.close()]);
    await stopSite();
  };
}
