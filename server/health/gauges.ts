import {
  outboxFailed,
  outboxOldestDueAge,
  outboxOverdueByKind,
  outboxPending,
  readiness,
} from "../metrics/registry";
import type { Readiness } from "./readiness";

/**
 * Sets the readiness and queue gauges from one readiness check, made as Prometheus scrapes. A
 * queue whose stats could not be read has no series for that scrape rather than a stale value
 * (h2_ready{check="database"} says why).
 */
export async function updateHealthGauges(check: () => Promise<Readiness>) {
  const r = await check();
  for (const [name, c] of Object.entries(r.checks)) {
    // A check the database's absence kept from running is unknown, not failing: only the
    // database's own check says 0 then, so one outage raises one alert (deploy/prometheus).
    const didNotRun = c.error === "timeout" || c.error === "unavailable";
    if (didNotRun && name !== "database") readiness.remove(name);
    else readiness.labels(name).set(c.ok ? 1 : 0);
  }
  // Only kinds with rows waiting or failed have series: one that clears leaves none behind.
  outboxOverdueByKind.reset();
  for (const queue of ["mail", "webhook"] as const) {
    const q = r.checks[queue];
    for (const [kind, { late, failed }] of Object.entries(q.kinds ?? {})) {
      outboxOverdueByKind.labels(queue, kind, "late").set(late);
      outboxOverdueByKind.labels(queue, kind, "failed").set(failed);
    }
    if (q.pending === undefined) {
      outboxPending.remove(queue);
      outboxFailed.remove(queue);
      outboxOldestDueAge.remove(queue);
      continue;
    }
    outboxPending.labels(queue).set(q.pending);
    outboxFailed.labels(queue).set(q.failed ?? 0);
    outboxOldestDueAge.labels(queue).set(q.oldest_due_seconds ?? 0);
  }
}
