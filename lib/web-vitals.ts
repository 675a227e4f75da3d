// The Core Web Vitals the site measures on real visits (docs/attribution.md, "Field speed"),
// shared by the page's beacon and the server that aggregates it. Pure: imports nothing.

export interface VitalSpec {
  /** The largest value kept (ms, or a layout-shift score): past it a beacon is refused. */
  max: number;
  /** Google's thresholds: good up to `good`, poor past `poor`. */
  good: number;
  poor: number;
  /** Bucket upper bounds (ms, or the score): fine near the thresholds, so p75 reads true. */
  buckets: readonly number[];
  /** What the number is: milliseconds, or a unitless score. */
  unit: "ms" | "score";
}

const TIME_BUCKETS = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2250, 2500, 2750,
  3000, 3500, 4000, 4500, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
] as const;

export const VITALS = {
  lcp: { max: 60_000, good: 2500, poor: 4000, buckets: TIME_BUCKETS, unit: "ms" },
  fcp: { max: 60_000, good: 1800, poor: 3000, buckets: TIME_BUCKETS, unit: "ms" },
  ttfb: { max: 60_000, good: 800, poor: 1800, buckets: TIME_BUCKETS, unit: "ms" },
  inp: {
    max: 60_000,
    good: 200,
    poor: 500,
    buckets: [
      16, 32, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500, 600, 800, 1000, 1500,
      2000, 5000, 10_000, 60_000,
    ],
    unit: "ms",
  },
  cls: {
    max: 10,
    good: 0.1,
    poor: 0.25,
    buckets: [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5, 10],
    unit: "score",
  },
} as const satisfies Record<string, VitalSpec>;

export type VitalName = keyof typeof VITALS;
export const VITAL_NAMES = Object.keys(VITALS) as VitalName[];

/** Daily field counts are kept this long (the report's longest window, 28 days, and a week); the privacy notice says so. */
export const VITALS_KEEP_DAYS = 35;

/** A beacon of five numbers, a path and a selector is a few hundred bytes; past this it is not one. */
export const VITALS_BODY_LIMIT = 1024;

/** The LCP element as the attribution names it (a CSS selector), cut to this. */
export const LCP_ELEMENT_MAX = 100;

/** The bucket (index into `buckets`) a value falls in: the first bound it does not pass. */
export function bucketOf(spec: VitalSpec, value: number): number {
  const i = spec.buckets.findIndex((bound) => value <= bound);
  return i < 0 ? spec.buckets.length - 1 : i;
}

/**
 * The q-quantile (0.75 for p75) of values counted per bucket, read between the bucket's bounds
 * (linear within it), as Prometheus' histogram_quantile does. Undefined when nothing is counted.
 */
export function quantileOf(
  spec: VitalSpec,
  counts: readonly number[],
  q: number,
): number | undefined {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return undefined;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < spec.buckets.length; i++) {
    const n = counts[i] ?? 0;
    if (n > 0 && below + n >= rank) {
      const lower = i === 0 ? 0 : spec.buckets[i - 1]!;
      const upper = spec.buckets[i]!;
      return lower + ((upper - lower) * (rank - below)) / n;
    }
    below += n;
  }
  return spec.buckets.at(-1);
}

/** Google's rating of a value. */
export function ratingOf(spec: VitalSpec, value: number): "good" | "needs improvement" | "poor" {
  return value <= spec.good ? "good" : value <= spec.poor ? "needs improvement" : "poor";
}
