import type { Browser, BrowserContext, Locator, Page } from "playwright-core";

/** Lighthouse's mobile profile: 4x CPU slowdown, 150 ms round trip, 1.6 Mbps down. */
export const MOBILE = { latency: 150, downKbps: 1638.4, upKbps: 750, cpu: 4 };

/** A fresh phone: 390 px, touch, throttled like Lighthouse's mobile run. */
export async function phonePage(browser: Pick<Browser, "newContext">): Promise<{
  context: BrowserContext;
  page: Page;
  /** The connection lost (a train, a lift) or back, on the same throttled link. */
  setOffline: (offline: boolean) => Promise<void>;
}> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const link = (offline: boolean) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline,
      latency: MOBILE.latency,
      downloadThroughput: (MOBILE.downKbps * 1024) / 8,
      uploadThroughput: (MOBILE.upKbps * 1024) / 8,
    });
  await link(false);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpu });
  return {
    context,
    page,
    setOffline: async (offline) => {
      await link(offline);
    },
  };
}

/** A real press at the centre of a control, the moment it is painted (scrolled to, as a thumb would). */
export async function tapWhenPainted(control: Locator) {
  await control.waitFor({ state: "visible" });
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error("the control has no box");
  await control.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
