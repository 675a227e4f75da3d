// Lighthouse's LCP on both sides of each page that took a round trip more, where the machine
// has a Chromium (a GitHub runner has Chrome): the project's ≈150 ms estimate beside a
// measurement. Alternating runs, as bench:compare takes them; a few pages at most, so the
// pull request's check stays quick.
import { existsSync } from "node:fs";
import { launchChromeForLighthouse } from "./harness";
import { byDesign, measureOnce, median } from "./lighthouse-run";
import type { PageChange } from "./pr-cost-summary";
import type { Served } from "./ref-site";
import { roundTrips } from "./round-trip";

const RUNS = 3;
const MAX_PAGES = 3;
const BROWSERS = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/google-chrome"];

/** Sets `lcp` on each page of `changes` that crossed a round trip (the first few). */
export async function lighthouseOnCrossed(changes: PageChange[], before: Served, after: Served) {
  const crossed = changes
    .filter((c) => c.before && c.after && roundTrips(c.after.bytes) > roundTrips(c.before.bytes))
    .slice(0, MAX_PAGES);
  if (!crossed.length) return;
  const chromePath = BROWSERS.find((p) => p && existsSync(p));
  if (!chromePath) {
    console.log("pr-cost: no Chromium on this machine, Lighthouse left out");
    return;
  }
  const chrome = await launchChromeForLighthouse(chromePath);
  try {
    for (const c of crossed) {
      const skip = await byDesign(after.url + c.route);
      const lcp = { before: [] as number[], after: [] as number[] };
      for (let i = 0; i < RUNS; i++) {
        // Which goes first alternates: a warming machine favours neither.
        const order = i % 2 ? (["after", "before"] as const) : (["before", "after"] as const);
        for (const side of order) {
          const site = side === "before" ? before : after;
          lcp[side].push((await measureOnce(site.url + c.route, chrome.port, skip)).lcp);
        }
      }
      c.lcp = { before: median(lcp.before), after: median(lcp.after) };
    }
  } finally {
    await chrome.kill();
  }
}
