// Lighthouse on every route (mobile, simulated throttling, median of N runs), beside the same
// page with every script removed (the physical floor). Fails when a target is missed.
//   npm run bench [-- --runs 3 --routes /,/contact]
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { pagePaths } from "../../tests/e2e/support/routes";
import { build, buildDir } from "../build";
import { filesUnder } from "../files";
import { launchChromeForLighthouse, serveBuiltSite, stopServer } from "./harness";
import { byDesign, medianOf } from "./lighthouse-run";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    "no-build": { type: "boolean" },
  },
});
const runs = Number(values.runs);
const routes = values.routes ? values.routes.split(",") : pagePaths;

// Script weight per route (at load, after a first input, scrolled to the end) is bench:scripts.
const TARGET = { score: 100, lcp: 1200, tbt: 30, cls: 0 };

/** A copy of the site with every <script> and modulepreload removed: HTML + CSS only. */
function floorCopy(clientDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), "h2-floor-"));
  cpSync(clientDir, dir, { recursive: true });
  for (const file of filesUnder(dir)) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8")
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
    writeFileSync(file, html);
    // Compressed like the real pages, so the floor is a fair comparison.
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  return dir;
}

if (!values["no-build"]) await build();
const clientDir = `${buildDir}/client`;
const floorDir = floorCopy(clientDir);
const dataDir = mkdtempSync(join(tmpdir(), "h2-bench-"));
const ours = await serveBuiltSite({ DATA_DIR: dataDir }, clientDir);
const floor = await serveBuiltSite({ DATA_DIR: dataDir }, floorDir);
const chrome = await launchChromeForLighthouse();

const failures: string[] = [];
const rows: string[] = [
  "| route | perf | a11y | bp | seo | FCP ms | LCP ms | TBT ms | CLS | JS KB seen | page KB | total KB | floor FCP / LCP / TBT ms | LCP/floor |",
  "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
];
try {
  for (const route of routes) {
    const skipped = await byDesign(ours.url + route);
    const s = await medianOf(ours.url + route, chrome.port, runs, skipped);
    const f = await medianOf(floor.url + route, chrome.port, 1, skipped);
    rows.push(
      `| ${route}${skipped.length ? ` (by design: ${skipped.join(", ")})` : ""} | ${s.scores.join(" | ")} | ${s.fcp.toFixed(0)} | ${s.lcp.toFixed(0)} | ${s.tbt.toFixed(0)} | ${s.cls.toFixed(3)} | ${s.jsKb.toFixed(1)} | ${s.docKb.toFixed(1)} | ${s.totalKb.toFixed(1)} | ${f.fcp.toFixed(0)} / ${f.lcp.toFixed(0)} / ${f.tbt.toFixed(0)} | ${(s.lcp / f.lcp).toFixed(2)} |`,
    );
    console.log(rows.at(-1));
    if (s.scores.some((x) => x < TARGET.score))
      failures.push(`${route}: scores ${s.scores.join("/")}`);
    // FCP is reported beside the script-free floor, not failed: a page whose copy grows past
    // the first round trip (the doc KB column, ≈14.3 KB) may pay a round trip for it.
    if (s.lcp > TARGET.lcp) failures.push(`${route}: LCP ${s.lcp.toFixed(0)} ms > ${TARGET.lcp}`);
    if (s.tbt > TARGET.tbt) failures.push(`${route}: TBT ${s.tbt.toFixed(0)} ms > ${TARGET.tbt}`);
    if (s.cls > TARGET.cls) failures.push(`${route}: CLS ${s.cls.toFixed(3)} > 0`);
  }
} finally {
  await chrome.kill();
  for (const s of [ours, floor]) await stopServer(s);
  rmSync(floorDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nLighthouse ${runs === 1 ? "single run" : `median of ${runs}`}, mobile, simulated throttling\n`,
);
console.log(rows.join("\n"));
if (failures.length) {
  console.error(`\n${failures.length} target(s) missed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nall targets met");
