// Lab beside field: real visits to the built site in Chromium (on Lighthouse's phone profile
// through CDP: 4x CPU, 150 ms round trip, 1.6 Mbps), Firefox ESR and WebKit (unthrottled: their
// drivers cannot slow the network or CPU), each reporting through the page's own beacon
// (app/browser/vitals.ts) to the compiled server, which aggregates them as it does for real
// visitors. Prints the server's p75 per route and engine beside Lighthouse's simulated figures
// for the same routes. Needs Debian's chromium, firefox-esr, webkit2gtk-driver and xvfb-run.
//   npm run bench:field [-- --visits 3 --routes /,/contact --no-build]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { VITALS, type VitalName } from "@lib/web-vitals";
import { freePort } from "../../server/test-support/process";
import { phonePage } from "../../tests/e2e/support/phone";
import { waitForUrl } from "../../tests/e2e/support/server";
import { launchPuppeteer, puppeteerVisitor } from "../../tests/engines/support/puppeteer-visitor";
import type { Visitor } from "../../tests/engines/support/visitor";
import { webkitVisitor } from "../../tests/engines/support/webkit-visitor";
import { build } from "../build";
import { launchChromeForLighthouse, launchChromium, serveBuiltSite, stopServer } from "./harness";
import { byDesign, medianOf } from "./lighthouse-run";

const { values } = parseArgs({
  options: {
    visits: { type: "string", default: "3" },
    routes: { type: "string" },
    "no-build": { type: "boolean" },
  },
});
const VISITS = Number(values.visits);
const ROUTES = values.routes?.split(",") ?? [
  "/",
  "/dedicated-team",
  "/contact",
  "/insights/agile-transformation",
  "/blog",
];
const CHROME_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const FIELD_SCRIPT = /\/assets\/vitals\.[\w-]+\.js$/;

if (!values["no-build"]) await build();
const dataDir = mkdtempSync(join(tmpdir(), "h2-bench-field-"));
const metricsPort = await freePort();
const site = await serveBuiltSite({
  DATA_DIR: dataDir,
  METRICS_PORT: String(metricsPort),
  RATE_LIMIT_MAX: "100000",
});
const metricsURL = `http://127.0.0.1:${metricsPort}/metrics`;

/** Waits (as the subject here is the measurement) for its script to run, taps the heading, leaves. */
async function measuredVisit(read: (js: string) => Promise<unknown>, tap: () => Promise<void>) {
  const end = Date.now() + 30_000;
  while (
    !(await read(
      `performance.getEntriesByType('resource').some((e) => ${FIELD_SCRIPT}.test(e.name))`,
    ))
  ) {
    if (Date.now() > end) throw new Error("the measurement's script never came");
    await new Promise((r) => setTimeout(r, 200));
  }
  // The file in is not the measurement started: on the throttled phone its module runs up to a
  // second or more later, and a page left before then sends nothing (a third of the Chromium
  // visits, when this waited 300 ms).
  await new Promise((r) => setTimeout(r, 2500));
  await tap();
  await new Promise((r) => setTimeout(r, 300));
}

async function chromiumVisits() {
  // A phone's Chrome, browser-wide: a beacon sent as a page is left carries the browser's UA.
  const browser = await launchChromium([`--user-agent=${CHROME_UA}`]);
  try {
    for (const route of ROUTES)
      for (let i = 0; i < VISITS; i++) {
        const { context, page } = await phonePage(browser);
        await page.goto(site.url + route, { waitUntil: "load" });
        await measuredVisit(
          (js) => page.evaluate(js),
          async () => {
            const box = await page.locator("h1").first().boundingBox();
            if (box) await page.touchscreen.tap(box.x + 4, box.y + box.height / 2);
          },
        );
        await page.goto("about:blank");
        // The beacon leaves as the page goes; closing the context at once can cut it off.
        await page.waitForTimeout(1500);
        await context.close();
      }
  } finally {
    await browser.close();
  }
}

async function visitorVisits(open: () => Promise<Visitor>) {
  for (const route of ROUTES)
    for (let i = 0; i < VISITS; i++) {
      const v = await open();
      try {
        await v.open(route, 1280);
        await measuredVisit(
          (js) => v.read(js),
          async () => {
            const h1 = await v.find(
              "heading",
              await v.read<string>(
                "document.querySelector('h1').innerText.replace(/\\s+/g, ' ').trim()",
              ),
            );
            if (h1) await v.tap(h1);
          },
        );
        await v.open("/404", 1280);
        await new Promise((r) => setTimeout(r, 500));
      } finally {
        await v.close();
      }
    }
}

/** p75 of a histogram per route and engine, read from the server's /metrics. */
async function fieldP75() {
  const text = await (await fetch(metricsURL)).text();
  const out = new Map<string, { p75: number; n: number }>();
  for (const name of ["lcp", "fcp", "inp", "cls", "ttfb"] as VitalName[]) {
    const metric =
      VITALS[name].unit === "ms" ? `h2_web_vitals_${name}_seconds` : `h2_web_vitals_${name}`;
    const buckets = new Map<string, [number, number][]>();
    for (const line of text.split("\n")) {
      const m = new RegExp(`^${metric}_bucket\\{(.*)\\} (\\S+)$`).exec(line);
      if (!m) continue;
      const labels = Object.fromEntries(
        [...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]),
      );
      const key = `${labels.route} ${labels.engine} ${name}`;
      const le = labels.le === "+Inf" ? Number.POSITIVE_INFINITY : Number(labels.le);
      const list = buckets.get(key) ?? [];
      list.push([le, Number(m[2])]);
      buckets.set(key, list);
    }
    for (const [key, list] of buckets) {
      // Several devices of one engine are summed per bound.
      const byLe = new Map<number, number>();
      for (const [le, n] of list) byLe.set(le, (byLe.get(le) ?? 0) + n);
      const sorted = [...byLe].sort((a, b) => a[0] - b[0]);
      const total = sorted.at(-1)?.[1] ?? 0;
      if (!total) continue;
      let prev: [number, number] = [0, 0];
      for (const [le, n] of sorted) {
        if (n >= 0.75 * total) {
          const upper = Number.isFinite(le) ? le : prev[0];
          const within = n - prev[1] || 1;
          const p = prev[0] + ((upper - prev[0]) * (0.75 * total - prev[1])) / within;
          out.set(key, { p75: VITALS[name].unit === "ms" ? p * 1000 : p, n: total });
          break;
        }
        prev = [le, n];
      }
    }
  }
  return out;
}

const ran: string[] = [];
try {
  console.log(`Visiting ${ROUTES.join(", ")} ${VISITS}× in each engine…`);
  await chromiumVisits();
  ran.push("chromium");
  const firefox = await launchPuppeteer("firefox", false);
  try {
    await visitorVisits(() => puppeteerVisitor("firefox", firefox, "script", site.url));
    ran.push("firefox");
  } finally {
    await firefox.close();
  }
  const driverPort = await freePort();
  const driver = spawn(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1600x1200x24", "WebKitWebDriver", `--port=${driverPort}`],
    { detached: true, stdio: "ignore" },
  );
  try {
    await waitForUrl(`http://127.0.0.1:${driverPort}/status`, driver, 30_000);
    await visitorVisits(() => webkitVisitor(driverPort, "script", site.url));
    ran.push("webkit");
  } finally {
    if (driver.pid) process.kill(-driver.pid, "SIGTERM");
  }

  // The lab's view of the same routes: Lighthouse's simulated phone, median of 3.
  const chrome = await launchChromeForLighthouse();
  const lab = new Map<string, { fcp: number; lcp: number; cls: number }>();
  try {
    for (const route of ROUTES) {
      const url = site.url + route;
      lab.set(route, await medianOf(url, chrome.port, 3, await byDesign(url)));
    }
  } finally {
    chrome.kill();
  }

  const field = await fieldP75();
  const ms = (v?: { p75: number; n: number }) => (v ? `${v.p75.toFixed(0)} (${v.n})` : "–");
  const rows = [
    "| route | engine | field LCP p75 ms (n) | lab LCP ms | field FCP p75 ms (n) | lab FCP ms | field INP p75 ms (n) | field CLS p75 (n) | lab CLS | field TTFB p75 ms (n) |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const route of ROUTES) {
    const l = lab.get(route)!;
    const template = route.startsWith("/insights/") ? "/insights/:slug" : route;
    for (const engine of ran) {
      const f = (n: string) => field.get(`${template} ${engine} ${n}`);
      const cls = f("cls");
      rows.push(
        `| ${route} | ${engine}${engine === "chromium" ? " (phone profile)" : ""} | ${ms(f("lcp"))} | ${engine === "chromium" ? l.lcp.toFixed(0) : ""} | ${ms(f("fcp"))} | ${engine === "chromium" ? l.fcp.toFixed(0) : ""} | ${ms(f("inp"))} | ${cls ? `${cls.p75.toFixed(3)} (${cls.n})` : "–"} | ${engine === "chromium" ? l.cls.toFixed(3) : ""} | ${ms(f("ttfb"))} |`,
      );
    }
  }
  console.log(
    `\nField (what the server aggregated from the pages' own beacons, p75 read from its histograms) beside the lab (Lighthouse, mobile, simulated throttling, median of 3).\n`,
  );
  console.log(rows.join("\n"));
} finally {
  await stopServer(site);
  rmSync(dataDir, { recursive: true, force: true });
}
