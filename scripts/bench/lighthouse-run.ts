// One Lighthouse measurement as every Lighthouse bench takes it: mobile, simulated throttling
// (Lighthouse's phone: 4x CPU slowdown, 150 ms round trip, 1.6 Mbps), scores and timings,
// and the bytes the page brought by kind.
import lighthouse from "lighthouse";

export interface Sample {
  scores: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /** The page itself, headers included: over ≈14.6 KB it needs a second round trip. */
  docKb: number;
  totalKb: number;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Audits a page fails by design, left out of its scores (and named in its row): a page kept out
 * of search (`noindex`: the thank-you pages, 403) is not crawlable, and an error page logs the
 * path it was asked for (the spec: "Logs a console error with the path").
 */
const ERROR_PAGES = new Set(["/403", "/404"]);
export async function byDesign(url: string): Promise<string[]> {
  const res = await fetch(url);
  const html = await res.text();
  const skip: string[] = [];
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) skip.push("is-crawlable");
  if (res.status >= 400 || ERROR_PAGES.has(new URL(url).pathname)) skip.push("errors-in-console");
  return skip;
}

/** Receives each run's whole Lighthouse report (bench:compare's --reports keeps them). */
export type OnReport = (lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]) => void;

async function measure(
  url: string,
  port: number,
  skipAudits: string[],
  onReport?: OnReport,
): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    skipAudits,
  });
  const lhr = result!.lhr;
  onReport?.(lhr);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (
      lhr.audits["network-requests"]?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const bytes = (type?: string) =>
    items
      .filter((i) => !type || i.resourceType === type)
      .reduce((a, i) => a + (i.transferSize ?? 0), 0);
  return {
    scores: ["performance", "accessibility", "best-practices", "seo"].map((c) =>
      Math.round((lhr.categories[c]?.score ?? 0) * 100),
    ),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsKb: bytes("Script") / 1024,
    docKb: bytes("Document") / 1024,
    totalKb: bytes() / 1024,
  };
}

/**
 * One Lighthouse run, tried again (up to twice) when it comes back without metrics: on this
 * 2-core machine a run now and then loses its trace (runtimeError, NaN timings), which says
 * nothing about the page.
 */
export async function measureOnce(
  url: string,
  port: number,
  skip: string[],
  onReport?: OnReport,
): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    const sample = await measure(url, port, skip, onReport);
    if (![sample.fcp, sample.lcp, sample.tbt].some(Number.isNaN) || attempt === 3) return sample;
    console.warn(`  ${url}: run ${attempt} returned no metrics, running it again`);
  }
}

/** The median of each figure over several samples of one page. */
export function medianSample(samples: Sample[]): Sample {
  const pick = (f: (s: Sample) => number) => median(samples.map(f));
  return {
    scores: [0, 1, 2, 3].map((i) => pick((s) => s.scores[i]!)),
    fcp: pick((s) => s.fcp),
    lcp: pick((s) => s.lcp),
    tbt: pick((s) => s.tbt),
    cls: pick((s) => s.cls),
    jsKb: pick((s) => s.jsKb),
    docKb: pick((s) => s.docKb),
    totalKb: pick((s) => s.totalKb),
  };
}

export async function medianOf(url: string, port: number, n: number, skip: string[]) {
  const samples: Sample[] = [];
  for (let i = 0; i < n; i++) samples.push(await measureOnce(url, port, skip));
  return medianSample(samples);
}
