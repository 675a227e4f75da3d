// What a change costs a phone, for the pull request: this tree and a past release built and
// served side by side (bench:compare's machinery, ref-site.ts), every page weighed as a phone
// receives it (HTML compressed, headers included), and a summary a marketer can read: each
// changed page's weight, whether it crossed the first round trip, its cost on a phone and the
// fix. Never fails on what it finds: copy is never cut to fit a byte count by the machine.
//   npm run bench:pr [-- REF] [--no-build] [--summary FILE] [--annotate] [--lighthouse]
// REF: a commit, branch or tag; default the last release that passed (scripts/bench/last-release.json).
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { build, buildDir } from "../build";
import { weighSites } from "./page-weight";
import { lighthouseOnCrossed } from "./pr-cost-lighthouse";
import { costSummary } from "./pr-cost-summary";
import { prepareRef, resolveRef, type Served, serveCheckout } from "./ref-site";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "no-build": { type: "boolean" },
    /** Append the summary's Markdown here ($GITHUB_STEP_SUMMARY) rather than print it. */
    summary: { type: "string" },
    /** Print each page that takes a round trip more as a GitHub Actions warning annotation. */
    annotate: { type: "boolean" },
    /** Lighthouse's LCP on both sides of each page that crossed, where a Chromium is installed. */
    lighthouse: { type: "boolean" },
  },
});

const ref = resolveRef(positionals[0]);
console.log(`pr-cost: today's tree against ${ref.label}`);
const refDir = prepareRef(ref.sha);
if (!values["no-build"]) await build();

const sites: Served[] = [];
let result: Awaited<ReturnType<typeof weighSites>>;
try {
  const [before, now] = [await serveCheckout(refDir), await serveCheckout(".")];
  sites.push(before, now);
  result = await weighSites(
    { dir: join(refDir, "build/client"), url: before.url },
    { dir: join(buildDir, "client"), url: now.url },
  );
  if (values.lighthouse) await lighthouseOnCrossed(result.changes, before, now);
} finally {
  for (const site of sites) await site.stop();
}

const { markdown, warnings } = costSummary(result.changes, {
  against: ref.label,
  unchanged: result.unchanged,
});
if (values.summary) {
  appendFileSync(values.summary, markdown);
  console.log(`pr-cost: summary written to ${values.summary}`);
}
console.log(markdown);
// GitHub's workflow command: a warning on the run and its pull request, never a failure.
if (values.annotate)
  for (const w of warnings)
    console.log(`::warning title=First round trip::${w.replaceAll("\n", " ")}`);
console.log(
  `pr-cost: ${result.changes.length} page(s) changed, ${warnings.length} take a round trip more`,
);
