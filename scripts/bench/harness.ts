// What the browser benchmarks start the same way: the compiled server serving a built site (as
// production runs it), Chromium driven by Playwright or launched for Lighthouse, and
// Lighthouse's phone profile applied to a page through CDP.
import * as chromeLauncher from "chrome-launcher";
import { type BrowserContext, type CDPSession, chromium, type Page } from "playwright-core";
import { exited, type ServerProcess, startServerProcess } from "../../server/test-support/process";
import { CHROMIUM_FLAGS } from "../../tests/e2e/support/browser";
import { MOBILE } from "../../tests/e2e/support/phone";
import { buildDir } from "../build";
import { serverEntry } from "../build-server";

export { MOBILE };

/** Debian's Chromium unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The compiled server serving `clientDir` (the build's site, or a copy of it), with `env`
 * beside (DATA_DIR, METRICS_PORT…); its mail goes to files.
 */
export function serveBuiltSite(
  env: Record<string, string> = {},
  clientDir = `${buildDir}/client`,
): Promise<ServerProcess> {
  return startServerProcess(
    { SERVE_SITE: "true", CLIENT_DIR: clientDir, ...env },
    serverEntry(buildDir),
  );
}

/** Ends a server started here and waits for it to exit (its last writes done). */
export async function stopServer(server: ServerProcess) {
  server.child.kill("SIGTERM");
  await exited(server.child);
}

/** Chromium for Playwright, with the flags the browser suites use and any `extraArgs`. */
export const launchChromium = (extraArgs: string[] = []) =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extraArgs] });

/** Chromium (or `chromePath`'s Chrome) for Lighthouse, which speaks to it on the port it reports. */
export const launchChromeForLighthouse = (chromePath = CHROMIUM_PATH) =>
  chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });

/**
 * Lighthouse's phone profile (4x CPU, 150 ms round trip, 1.6 Mbps down) on `page`, through a
 * CDP session with the network domain enabled: the caller may listen to its events.
 */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE.latency,
    downloadThroughput: (MOBILE.downKbps * 1024) / 8,
    uploadThroughput: (MOBILE.upKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpu });
  return cdp;
}
