import { bucketOf, VITAL_NAMES, VITALS, type VitalName } from "@lib/web-vitals";
import { sql } from "kysely";
import type { Db } from "../db/connect";
import { writeTransaction } from "../db/group-commit";
import type { WebVitalsDailyTable, WebVitalsLcpElementTable } from "../db/schema";
import { errorField, log } from "../log";
import { vitalsHistograms } from "../metrics/registry";
import type { Device, Engine } from "./agent";
import { sweepVitals } from "./repository";

/** One page load's measurements, checked, with the route and the device class it belongs to. */
export interface VitalsSample {
  route: string;
  device: Device;
  engine: Engine;
  values: Partial<Record<VitalName, number>>;
  lcpElement?: string;
}

export interface VitalsBatcher {
  record(sample: VitalsSample): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** Distinct rows waiting past which a new one is dropped (a store that is down). */
const CAP_ROWS = 20_000;
/** LCP elements kept per route and device a day: past it, a new selector is not one to learn from. */
const ELEMENTS_PER_ROUTE = 20;

/** Rows per INSERT: 7 parameters each, well within both engines' limits. */
const CHUNK = 500;
function* chunks<T>(rows: T[]) {
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}

const key = (...parts: (string | number)[]) => parts.join("\u0000");

/**
 * Field measurements observed into Prometheus at once, and counted in memory per (day, route,
 * device, engine, metric, bucket) and written every few seconds in the inquiries' group
 * commit, as page views are: a busy day costs a handful of upserts, never a write per visit.
 */
export function vitalsBatcher(
  db: Db,
  { flushMs = 5000, now = () => new Date() }: { flushMs?: number; now?: () => Date } = {},
): VitalsBatcher {
  let buckets = new Map<string, WebVitalsDailyTable>();
  let elements = new Map<string, WebVitalsLcpElementTable>();
  /** Today's LCP elements by route and device, so each keeps its first few selectors only. */
  const elementsSeen = new Map<string, Set<string>>();
  let elementsDay = "";
  let inFlight: Promise<void> | undefined;
  let failing = false;

  function countBucket(row: WebVitalsDailyTable) {
    const k = key(row.day, row.route, row.device, row.engine, row.metric, row.bucket);
    const known = buckets.get(k);
    if (known) known.count += row.count;
    else if (buckets.size < CAP_ROWS) buckets.set(k, { ...row });
  }
  function countElement(row: WebVitalsLcpElementTable) {
    const k = key(row.day, row.route, row.device, row.element);
    const known = elements.get(k);
    if (known) known.count += row.count;
    else if (elements.size < CAP_ROWS) elements.set(k, { ...row });
  }

  async function flushOnce() {
    if (buckets.size === 0 && elements.size === 0) return;
    const [b, e] = [buckets, elements];
    buckets = new Map();
    elements = new Map();
    try {
      await writeTransaction(db, async (trx) => {
        for (const rows of chunks([...b.values()]))
          await trx
            .insertInto("web_vitals_daily")
            .values(rows)
            .onConflict((oc) =>
              oc
                .columns(["day", "route", "device", "engine", "metric", "bucket"])
                .doUpdateSet({ count: sql<number>`web_vitals_daily.count + excluded.count` }),
            )
            .execute();
        for (const rows of chunks([...e.values()]))
          await trx
            .insertInto("web_vitals_lcp_elements")
            .values(rows)
            .onConflict((oc) =>
              oc.columns(["day", "route", "device", "element"]).doUpdateSet({
                count: sql<number>`web_vitals_lcp_elements.count + excluded.count`,
              }),
            )
            .execute();
      });
      if (failing) log.info("web vitals: counts written again");
      failing = false;
    } catch (err) {
      for (const row of b.values()) countBucket(row);
      for (const row of e.values()) countElement(row);
      if (!failing)
        log.error({ err: errorField(err) }, "web vitals: could not write counts, kept in memory");
      failing = true;
    }
  }

  function flush(): Promise<void> {
    const next = (inFlight ?? Promise.resolve()).then(flushOnce);
    const tracked = next.finally(() => {
      if (inFlight === tracked) inFlight = undefined;
    });
    inFlight = tracked;
    return tracked;
  }

  let swept = 0;
  const timer = setInterval(() => {
    void flush();
    // Hourly, whatever the traffic: the daily counts past their time are erased.
    if (now().getTime() - swept < 3_600_000) return;
    swept = now().getTime();
    sweepVitals(db, now()).catch((err) =>
      log.error({ err: errorField(err) }, "web vitals: could not erase old counts"),
    );
  }, flushMs);
  timer.unref();

  return {
    record({ route, device, engine, values, lcpElement }) {
      const day = now().toISOString().slice(0, 10);
      for (const metric of VITAL_NAMES) {
        const value = values[metric];
        if (value === undefined) continue;
        const spec = VITALS[metric];
        vitalsHistograms[metric]
          .labels(route, device, engine)
          .observe(spec.unit === "ms" ? value / 1000 : value);
        countBucket({
          day,
          route,
          device,
          engine,
          metric,
          bucket: bucketOf(spec, value),
          count: 1,
        });
      }
      if (lcpElement && values.lcp !== undefined) {
        if (day !== elementsDay) elementsSeen.clear();
        elementsDay = day;
        const seen = key(route, device);
        const known = elementsSeen.get(seen) ?? new Set<string>();
        if (known.has(lcpElement) || known.size < ELEMENTS_PER_ROUTE) {
          known.add(lcpElement);
          elementsSeen.set(seen, known);
          countElement({ day, route, device, element: lcpElement, count: 1 });
        }
      }
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
