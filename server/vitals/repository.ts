import { quantileOf, VITAL_NAMES, VITALS, VITALS_KEEP_DAYS, type VitalName } from "@lib/web-vitals";
import type { Db } from "../db/connect";

/** The report's two windows, in days back from today (today included). */
export const VITALS_WINDOWS = [7, 28] as const;

const DAY_MS = 86_400_000;
const dayBack = (now: Date, days: number) =>
  new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);

/** One route on one device class over one window: each metric's p75 and the loads behind it. */
export interface VitalsRow {
  route: string;
  device: string;
  days: number;
  metrics: Partial<Record<VitalName, { p75: number; count: number }>>;
  /** The element most often the largest paint, as the library's attribution named it. */
  lcpElement?: string;
}

/** p75 of each metric per route and device class, for the last 7 and 28 days. */
export async function vitalsReport(db: Db, now = new Date()): Promise<VitalsRow[]> {
  const out: VitalsRow[] = [];
  for (const days of VITALS_WINDOWS) {
    const since = dayBack(now, days);
    const rows = await db.kysely
      .selectFrom("web_vitals_daily")
      .select(["route", "device", "metric", "bucket"])
      .select((eb) => eb.fn.sum<number | string>("count").as("count"))
      .where("day", ">=", since)
      .groupBy(["route", "device", "metric", "bucket"])
      .execute();
    const elements = await db.kysely
      .selectFrom("web_vitals_lcp_elements")
      .select(["route", "device", "element"])
      .select((eb) => eb.fn.sum<number | string>("count").as("count"))
      .where("day", ">=", since)
      .groupBy(["route", "device", "element"])
      .execute();
    const byKey = new Map<string, VitalsRow & { counts: Partial<Record<VitalName, number[]>> }>();
    for (const r of rows) {
      if (!(VITAL_NAMES as string[]).includes(r.metric)) continue; // a newer release's metric
      const k = `${r.route}\u0000${r.device}`;
      const row = byKey.get(k) ?? {
        route: r.route,
        device: r.device,
        days,
        metrics: {},
        counts: {},
      };
      byKey.set(k, row);
      const metric = r.metric as VitalName;
      const counts = row.counts[metric] ?? [];
      row.counts[metric] = counts;
      counts[r.bucket] = (counts[r.bucket] ?? 0) + Number(r.count);
    }
    for (const row of byKey.values()) {
      for (const metric of VITAL_NAMES) {
        const counts = row.counts[metric];
        if (!counts) continue;
        const filled = VITALS[metric].buckets.map((_, i) => counts[i] ?? 0);
        const p75 = quantileOf(VITALS[metric], filled, 0.75);
        if (p75 !== undefined)
          row.metrics[metric] = { p75, count: filled.reduce((a, b) => a + b, 0) };
      }
      let best = 0;
      for (const e of elements)
        if (e.route === row.route && e.device === row.device && Number(e.count) > best) {
          best = Number(e.count);
          row.lcpElement = e.element;
        }
      const { counts: _, ...kept } = row;
      out.push(kept);
    }
  }
  return out.sort(
    (a, b) => a.days - b.days || a.route.localeCompare(b.route) || a.device.localeCompare(b.device),
  );
}

/** Erases daily counts older than VITALS_KEEP_DAYS. */
export async function sweepVitals(db: Db, now = new Date()) {
  const before = dayBack(now, VITALS_KEEP_DAYS);
  await db.kysely.deleteFrom("web_vitals_daily").where("day", "<", before).execute();
  await db.kysely.deleteFrom("web_vitals_lcp_elements").where("day", "<", before).execute();
}
