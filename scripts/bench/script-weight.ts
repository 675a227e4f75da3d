// The script a phone downloads on each page, as a visitor meets it: at load, after a first
// input and 6 s more, and after scrolling to the end (Lighthouse's mobile profile through CDP:
// 4x CPU, 150 ms round trip, 1.6 Mbps). Transferred (compressed) bytes of every script response.
// Fails when a light page carries more than 15 KB at load or after a first input (its forms'
// scripts included: they load with the page so Send works from the first paint, docs/forms.md),
// when any page scrolled to the end carries more than 100 KB, or when React DOM arrives before
// the blog's search is used.
//   npm run bench:scripts [-- --routes /,/faq --no-build]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Browser, Page } from "playwright-core";
import { pagePaths } from "../../tests/e2e/support/routes";
import { build } from "../build";
import { launchChromium, MOBILE, serveBuiltSite, stopServer, throttleLikeAPhone } from "./harness";

const { values } = parseArgs({
  options: { routes: { type: "string" }, "no-build": { type: "boolean" } },
});

const KB = 1024;
/** Pages whose first screen and first input must stay light (the issue's list). */
const LIGHT = ["/", "/faq", "/about", "/insights/agile-transformation", "/news", "/blog"];
const TARGET = { lightKb: 15, scrolledKb: 100 };
/** The field Core Web Vitals' chunk, by its built name. */
const FIELD_SCRIPT = /\/assets\/vitals\.[\w-]+\.js$/;
/** A stage is over when no script has arrived for this long. */
const QUIET_MS = 1500;

interface Stage {
  /** The page's own scripts and its forms': what a visitor waits on before a form answers. */
  kb: number;
  /**
   * The field measurement's script (app/browser/vitals.ts): fetched last, once the forms' scripts
   * are in and the browser is idle, so it is weighed apart and never counted before a form.
   */
  fieldKb: number;
  /** Whether React DOM (Astro's React renderer) was among the scripts by then. */
  react: boolean;
}

/** Bytes of scripts received so far, and whether one of them is React's renderer. */
function scriptMeter(page: Page) {
  const scripts = new Map<string, { url: string; bytes: number }>();
  let last = Date.now();
  return {
    async attach() {
      const cdp = await throttleLikeAPhone(page.context(), page);
      cdp.on("Network.responseReceived", (e) => {
        if (e.type === "Script") scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
      });
      cdp.on("Network.loadingFinished", (e) => {
        const s = scripts.get(e.requestId);
        if (!s) return;
        s.bytes = e.encodedDataLength;
        last = Date.now();
      });
    },
    async settle(): Promise<Stage> {
      last = Date.now();
      while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
      const all = [...scripts.values()];
      const field = all.filter((s) => FIELD_SCRIPT.test(s.url));
      const sum = (list: typeof all) => list.reduce((n, s) => n + s.bytes, 0) / KB;
      return {
        kb: sum(all) - sum(field),
        fieldKb: sum(field),
        react: all.some((s) => /\/assets\/client\.[^/]*\.js$/.test(s.url)),
      };
    },
  };
}

async function weigh(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const meter = scriptMeter(page);
  await meter.attach();
  try {
    await page.goto(url, { waitUntil: "load" });
    const load = await meter.settle();
    // A first input that asks for nothing: a tap on the page's heading.
    const box = await page.locator("h1").first().boundingBox();
    if (box) await page.touchscreen.tap(box.x + 4, box.y + box.height / 2);
    await page.waitForTimeout(6000);
    const input = await meter.settle();
    // Read down to the end a screen at a time, as a visitor scrolls.
    for (let i = 0; i < 200; i++) {
      const atEnd = await page.evaluate(() => {
        scrollBy(0, innerHeight * 0.8);
        return innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(120);
      if (atEnd) break;
    }
    const scrolled = await meter.settle();
    return { load, input, scrolled };
  } finally {
    await context.close();
  }
}

if (!values["no-build"]) await build();
const routes = values.routes ? values.routes.split(",") : pagePaths;
const dataDir = mkdtempSync(join(tmpdir(), "h2-bench-js-"));
const site = await serveBuiltSite({ DATA_DIR: dataDir });
/**
 * A route weighed in a browser of its own: one browser for every route went away under the run
 * twice on this 2-core machine ("Target page, context or browser has been closed", 20 routes and
 * more in), which says nothing about the pages. A browser that goes away all the same is
 * measured again in a new one, twice at most.
 */
async function weighRoute(url: string) {
  for (let attempt = 1; ; attempt++) {
    const browser = await launchChromium();
    try {
      return await weigh(browser, url);
    } catch (err) {
      if (!/has been closed/.test(String(err)) || attempt === 3) throw err;
      console.warn(
        `${url}: the browser went away (${String(err).split("\n")[0]}); measuring again`,
      );
    } finally {
      await browser.close().catch(() => {});
    }
  }
}

const fmt = (s: Stage) =>
  `${s.kb.toFixed(1)}${s.fieldKb ? ` + ${s.fieldKb.toFixed(1)} F` : ""}${s.react ? " R" : ""}`;
const rows = [
  "| route | at load | + first input + 6 s | scrolled to the end |",
  "|---|--:|--:|--:|",
];
const failures: string[] = [];
try {
  for (const route of routes) {
    const w = await weighRoute(site.url + route);
    rows.push(`| ${route} | ${fmt(w.load)} | ${fmt(w.input)} | ${fmt(w.scrolled)} |`);
    console.log(rows.at(-1));
    if (LIGHT.includes(route)) {
      for (const [stage, s] of [
        ["at load", w.load],
        ["after a first input", w.input],
      ] as const) {
        if (s.kb > TARGET.lightKb)
          failures.push(`${route} ${stage}: ${s.kb.toFixed(1)} KB > ${TARGET.lightKb}`);
        if (s.react)
          failures.push(`${route} ${stage}: React DOM loaded before the blog's search was used`);
      }
    }
    const scrolledKb = w.scrolled.kb + w.scrolled.fieldKb;
    if (scrolledKb > TARGET.scrolledKb)
      failures.push(`${route} scrolled: ${scrolledKb.toFixed(1)} KB > ${TARGET.scrolledKb}`);
  }
} finally {
  await stopServer(site);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nScript transferred on a phone (KB, compressed; + F: the field measurement's script, fetched after the forms' scripts; R: React DOM loaded). Mobile profile: ${MOBILE.cpu}x CPU, ${MOBILE.latency} ms RTT, 1.6 Mbps\n`,
);
console.log(rows.join("\n"));
if (failures.length) {
  console.error(`\n${failures.length} target(s) missed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nEvery light page ≤ ${TARGET.lightKb} KB with its forms' scripts; every page ≤ ${TARGET.scrolledKb} KB scrolled to the end.`,
);
