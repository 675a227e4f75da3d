import { describe, expect, inject, it } from "vitest";
import { fileVisitors, painted, until } from "./support/engines";
import { ENGINES, type Visitor } from "./support/visitor";

// A real visit in each engine measures itself: the page's field Core Web Vitals reach the
// server's /metrics, by route, device class and engine, as the page is left. The measurement is
// the subject, so the test waits for its script (it comes last, when the browser is idle).

const visitor = fileVisitors();
const metricsURL = inject("metricsURL");
const ROUTE = "/insights/:slug";
const PAGE = "/insights/agile-transformation";
const TITLE = "Agile Transformation: A Practical Roadmap for Enterprise Leaders";

/** A histogram's count for the route on a desktop in `engine` (0 before any). */
async function count(metric: string, engine: string) {
  const text = await (await fetch(metricsURL)).text();
  const line = text
    .split("\n")
    .find(
      (l) =>
        l.startsWith(`${metric}_count{`) &&
        l.includes(`route="${ROUTE}"`) &&
        l.includes('device="desktop"') &&
        l.includes(`engine="${engine}"`),
    );
  return line ? Number(line.split(" ").at(-1)) : 0;
}

/** What this engine can report (an engine without an entry type reports nothing of it). */
const supports = (v: Visitor, type: string) =>
  v.read<boolean>(`PerformanceObserver.supportedEntryTypes.includes(${JSON.stringify(type)})`);

describe.each(ENGINES)("%s", (engine) => {
  it("a visit sends its LCP and FCP, its INP after a tap and its CLS where the engine reports them, to /metrics", async () => {
    const names = ["lcp", "fcp", "inp", "cls"] as const;
    const metric = (n: (typeof names)[number]) =>
      n === "cls" ? "h2_web_vitals_cls" : `h2_web_vitals_${n}_seconds`;
    const before = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await count(metric(n), engine)] as const)),
    );
    const v = await visitor(engine, "script");
    await v.open(PAGE, 1280);
    await until(
      () =>
        v.read<boolean>(
          "performance.getEntriesByType('resource').some((e) => /\\/assets\\/vitals[.-]/.test(e.name))",
        ),
      `the measurement's script in ${engine}`,
      20_000,
    );
    await new Promise((r) => setTimeout(r, 300)); // its observers read back the page so far
    // A tap on the article's title: an interaction the page answers with nothing but paint.
    await v.tap(await painted(v, "heading", TITLE));
    await new Promise((r) => setTimeout(r, 300));
    const expected = {
      lcp: await supports(v, "largest-contentful-paint"),
      fcp: true,
      inp: await supports(v, "event"),
      cls: await supports(v, "layout-shift"),
    };
    // Left: the beacon goes as the page is hidden.
    await v.open("/about", 1280);
    await until(
      async () => (await count(metric("fcp"), engine)) > before.fcp!,
      `${engine}'s FCP in /metrics`,
      20_000,
    );
    const after = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await count(metric(n), engine)] as const)),
    );
    for (const n of names)
      if (expected[n]) expect(after[n], `${n} from ${engine}`).toBe(before[n]! + 1);
    // Chromium and Firefox report the largest paint; WebKitGTK's MiniBrowser does not yet.
    if (engine !== "webkit") expect(expected.lcp).toBe(true);
  });
});
