import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. Call at the top
 * level of the file; pages and contexts come from the returned handle.
 */
export function fileBrowser(): Pick<Browser, "newContext" | "newPage"> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const launched = () => {
    if (!browser) throw new Error("the file's browser is not launched yet (use it inside a test)");
    return browser;
  };
  return {
    newContext: (options) => launched().newContext(options),
    newPage: (options) => launched().newPage(options),
  };
}
