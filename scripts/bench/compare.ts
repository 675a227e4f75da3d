// Lighthouse on today's tree against a past release, in one run: both built, both served, and
// each route measured alternately on one and the other (so both meet the machine in the same
// state), five runs each by default. Fails when a route's median LCP or FCP is more than 50 ms
// worse, or its script or HTML bytes grew by more than 1 KB, unless --accept gives the reason.
//   npm run bench:compare [-- REF] [--runs 5] [--routes /,/contact] [--accept "why"] [--record]
// REF: a commit, branch or tag; default the last release that passed (scripts/bench/last-release.json).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { build } from "../build";
import { launchChromeForLighthouse } from "./harness";
import { byDesign, measureOnce, medianSample, type Sample } from "./lighthouse-run";
import { LAST_RELEASE_FILE, prepareRef, resolveRef, type Served, serveCheckout } from "./ref-site";
import { FIRST_FLIGHT_BYTES } from "./round-trip";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "5" },
    routes: { type: "string" },
    /** Why a worse figure is expected (printed with the result, which then passes). */
    accept: { type: "string" },
    /** On a pass, write HEAD as the release the next comparison defaults to. */
    record: { type: "boolean" },
    "no-build": { type: "boolean" },
    /** A folder to keep every run's Lighthouse report in (JSON), to read side by side. */
    reports: { type: "string" },
  },
});

/** Home, a service page, contact, an insight, the blog: every kind of page a visitor lands on. */
const ROUTES = values.routes?.split(",") ?? [
  "/",
  "/dedicated-team",
  "/contact",
  "/insights/building-high-performance-teams",
  "/blog",
];
const RUNS = Number(values.runs);
/** "/insights/x", "ref", 0 → "insights-x.ref.1.json" ("/" is "home"). */
const reportName = (route: string, which: string, i: number) =>
  `${route.slice(1).replaceAll("/", "-") || "home"}.${which}.${i + 1}.json`;
if (values.reports) mkdirSync(values.reports, { recursive: true });
/** How much worse a median may be before it counts as a regression. */
export const LIMITS = { ms: 50, kb: 1 };
const FIRST_FLIGHT_KB = FIRST_FLIGHT_BYTES / 1024;

const ref = resolveRef(positionals[0]);
console.log(`compare: today's tree against ${ref.label}, ${RUNS} runs per route`);
const refDir = prepareRef(ref.sha);
if (!values["no-build"]) await build();

const sites: Served[] = [];
const chrome = await launchChromeForLighthouse();
const samples = new Map<string, { ref: Sample[]; head: Sample[] }>(
  ROUTES.map((r) => [r, { ref: [], head: [] }]),
);
try {
  const [before, now] = [await serveCheckout(refDir), await serveCheckout(".")];
  sites.push(before, now);
  const skips = new Map<string, string[]>();
  for (const route of ROUTES) skips.set(route, await byDesign(now.url + route));
  for (let i = 0; i < RUNS; i++) {
    for (const route of ROUTES) {
      const s = samples.get(route)!;
      // Which goes first alternates too: a warm machine favours neither.
      const order = i % 2 ? (["head", "ref"] as const) : (["ref", "head"] as const);
      for (const which of order) {
        const site = which === "ref" ? before : now;
        const keep = values.reports
          ? (lhr: object) =>
              writeFileSync(join(values.reports!, reportName(route, which, i)), JSON.stringify(lhr))
          : undefined;
        s[which].push(await measureOnce(site.url + route, chrome.port, skips.get(route)!, keep));
      }
    }
    console.log(`  run ${i + 1} of ${RUNS} done`);
  }
} finally {
  await chrome.kill();
  for (const site of sites) await site.stop();
}

const regressions: string[] = [];
const signed = (n: number, digits = 0) => `${n > 0 ? "+" : ""}${n.toFixed(digits)}`;
const rows = [
  "| route | FCP ms (ref → now) | Δ | LCP ms (ref → now) | Δ | script KB (ref → now) | HTML KB (ref → now) | scores now |",
  "|---|--:|--:|--:|--:|--:|--:|--:|",
];
for (const route of ROUTES) {
  const s = samples.get(route)!;
  const [a, b] = [medianSample(s.ref), medianSample(s.head)];
  const d = { fcp: b.fcp - a.fcp, lcp: b.lcp - a.lcp, js: b.jsKb - a.jsKb, doc: b.docKb - a.docKb };
  rows.push(
    `| ${route} | ${a.fcp.toFixed(0)} → ${b.fcp.toFixed(0)} | ${signed(d.fcp)} | ${a.lcp.toFixed(0)} → ${b.lcp.toFixed(0)} | ${signed(d.lcp)} | ${a.jsKb.toFixed(1)} → ${b.jsKb.toFixed(1)} | ${a.docKb.toFixed(1)} → ${b.docKb.toFixed(1)} | ${b.scores.join(" / ")} |`,
  );
  if (d.fcp > LIMITS.ms) regressions.push(`${route}: FCP ${signed(d.fcp)} ms`);
  if (d.lcp > LIMITS.ms) regressions.push(`${route}: LCP ${signed(d.lcp)} ms`);
  if (d.js > LIMITS.kb) regressions.push(`${route}: script ${signed(d.js, 1)} KB`);
  if (d.doc > LIMITS.kb) regressions.push(`${route}: HTML ${signed(d.doc, 1)} KB`);
  if (b.docKb > FIRST_FLIGHT_KB && a.docKb <= FIRST_FLIGHT_KB)
    regressions.push(
      `${route}: HTML ${(b.docKb * 1024).toFixed(0)} bytes with headers, past the first round trip (${FIRST_FLIGHT_BYTES}) the release fitted in`,
    );
}
console.log(
  `\nLighthouse (mobile, simulated throttling), median of ${RUNS} alternating runs: ${ref.label} → today's tree\n`,
);
console.log(rows.join("\n"));

if (regressions.length && !values.accept) {
  console.error(
    `\n${regressions.length} regression(s) against ${ref.label} (limits: ${LIMITS.ms} ms, ${LIMITS.kb} KB):\n  ${regressions.join("\n  ")}\nIf a change is worth it, run again with --accept "the reason", and put the reason in the closing note.`,
  );
  process.exit(1);
}
if (regressions.length)
  console.log(`\naccepted (${values.accept}):\n  ${regressions.join("\n  ")}`);
else
  console.log(`\nno route worse than ${ref.label} by more than ${LIMITS.ms} ms or ${LIMITS.kb} KB`);
if (values.record) {
  const head = resolveRef("HEAD");
  writeFileSync(
    LAST_RELEASE_FILE,
    `${JSON.stringify({ ref: head.sha, passed: new Date().toISOString().slice(0, 10), against: ref.sha, accepted: values.accept }, null, 2)}\n`,
  );
  console.log(`recorded ${head.label} as the release the next comparison defaults to`);
}
