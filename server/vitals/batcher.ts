import { bucketOf, VITAL_NAMES, VITALS, type VitalName } from "@lib/web-vitals";
import { sql } from "kysely";
import type { Db } from "../db/connect";
import { chunks, countWriter } from "../db/count-writer";
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

  const { flush } = countWriter("web vitals", {
    take() {
      if (buckets.size === 0 && elements.size === 0) return undefined;
      const batch = { buckets: [...buckets.values()], elements: [...elements.values()] };
      buckets = new Map();
      elements = new Map();
      return batch;
    },
    write: (batch) =>
      writeTransaction(db, async (trx) => {
        for (const rows of chunks(batch.buckets))
          await trx
            .insertInto("web_vitals_daily")
            .values(rows)
            .onConflict((oc) =>
              oc
                .columns(["day", "route", "device", "engine", "metric", "bucket"])
                .doUpdateSet({ count: sql<number>`web_vitals_daily.count + excluded.count` }),
            )
            .execute();
        for (const rows of chunks(batch.elements))
          await trx
            .insertInto("web_vitals_lcp_elements")
            .values(rows)
            .onConflict((oc) =>
              oc.columns(["day", "route", "device", "element"]).doUpdateSet({
                count: sql<number>`web_vitals_lcp_elements.count + excluded.count`,
              }),
            )
            .execute();
      }),
    keep(batch) {
      for (const row of batch.buckets) countBucket(row);
      for (const row of batch.elements) countElement(row);
    },
  });

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
