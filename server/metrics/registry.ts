import { VITAL_NAMES, VITALS, type VitalName } from "@lib/web-vitals";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * Every metric the server exports, named here once (Prometheus text format on METRICS_PORT,
 * server/metrics/). Features import the one they update; labels are small fixed sets, never
 * a visitor's data. docs/operations.md lists what each alert reads.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "h2_" });

const registers = [registry];

export const httpRequests = new Counter({
  name: "h2_http_requests_total",
  help: "HTTP requests answered, by route pattern, method and status code.",
  labelNames: ["route", "method", "status"] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: "h2_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer, by route pattern and method.",
  labelNames: ["route", "method"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

/** form: inquiry | signup | case_study_request; outcome: accepted, or why it was refused (invalid, rate_limited, spam, unavailable…). */
export const formSubmissions = new Counter({
  name: "h2_form_submissions_total",
  help: "Inquiries, newsletter sign-ups and case-study requests, accepted or refused by reason.",
  labelNames: ["form", "outcome"] as const,
  registers,
});

/** queue: mail | webhook; outcome: delivered | retry | failed (given up). */
export const deliveryAttempts = new Counter({
  name: "h2_delivery_attempts_total",
  help: "Delivery attempts of the outbox queues, by queue and outcome.",
  labelNames: ["queue", "outcome"] as const,
  registers,
});

/** queue: mail | webhook; reason: late | failed. */
export const deliveryAlerts = new Counter({
  name: "h2_delivery_alerts_total",
  help: "Alerts raised for a sales notice or webhook delivery that was late or given up.",
  labelNames: ["queue", "reason"] as const,
  registers,
});

/** Set on each check: sales notices / webhook deliveries undelivered past ALERT_AFTER_SECONDS or failed. */
export const deliveriesOverdue = new Gauge({
  name: "h2_deliveries_overdue",
  help: "Sales notices (queue=mail) or webhook deliveries (queue=webhook) late past the alert threshold or failed, not yet delivered.",
  labelNames: ["queue"] as const,
  registers,
});

/**
 * outcome: counted (kept for the next write) | dropped (a view lost: the batcher was full while
 * the store was down) | ignored (not a view to count: Sec-GPC, a bot, another site, junk, over
 * the per-client limit).
 */
export const viewBeacons = new Counter({
  name: "h2_view_beacons_total",
  help: "Page-view beacons received, counted or dropped.",
  labelNames: ["outcome"] as const,
  registers,
});

/** outcome: counted | sampled_out | ignored (no tracking asked, a bot, another site) | refused (malformed, out of range, not a page, too large, over the limit). */
export const vitalsBeacons = new Counter({
  name: "h2_web_vitals_beacons_total",
  help: "Field Core Web Vitals beacons received, by what became of them.",
  labelNames: ["outcome"] as const,
  registers,
});

/** outcome: stored | duplicate (a delivery already stored) | ignored (an event not about bookings) | refused (bad signature, malformed, too large) | unavailable (the store refused: the scheduler retries). */
export const bookingWebhooks = new Counter({
  name: "h2_booking_webhooks_total",
  help: "Scheduler (Cal.com, Calendly) webhook deliveries received, by what became of them.",
  labelNames: ["outcome"] as const,
  registers,
});

/** status: booked | rescheduled | cancelled, counted as each change is stored. */
export const bookingsByStatus = new Counter({
  name: "h2_bookings_total",
  help: "Discovery-call bookings stored, by the status each change gave them.",
  labelNames: ["status"] as const,
  registers,
});

/** From an inquiry to its call being booked: the speed to lead the firm runs on. */
export const inquiryToBooking = new Histogram({
  name: "h2_inquiry_to_booking_seconds",
  help: "Time from an inquiry to the discovery call booked from it, in seconds.",
  buckets: [60, 300, 900, 3600, 4 * 3600, 86_400, 3 * 86_400, 7 * 86_400],
  registers,
});

/**
 * The field Core Web Vitals, one histogram each, by route (the page's route, not its address),
 * device class (phone | desktop) and engine (chromium | firefox | webkit | other): small fixed
 * sets, never a visitor's data. Bounds from lib/web-vitals.ts, in seconds (CLS: its score).
 */
function vitalHistogram(name: VitalName) {
  const spec = VITALS[name];
  const seconds = spec.unit === "ms";
  return new Histogram({
    name: seconds ? `h2_web_vitals_${name}_seconds` : `h2_web_vitals_${name}`,
    help: `Field ${name.toUpperCase()} of real visits${seconds ? ", in seconds" : " (layout-shift score)"}, by route, device class and engine.`,
    labelNames: ["route", "device", "engine"] as const,
    buckets: spec.buckets.map((b) => (seconds ? b / 1000 : b)),
    registers,
  });
}
export const vitalsHistograms = Object.fromEntries(
  VITAL_NAMES.map((name) => [name, vitalHistogram(name)]),
) as Record<VitalName, Histogram<"route" | "device" | "engine">>;

export const dbQueryDuration = new Histogram({
  name: "h2_db_query_duration_seconds",
  help: "Database query latency, by engine.",
  labelNames: ["engine"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers,
});

/**
 * check: database | migrations | mail | webhook — what /readyz answers, evaluated on each scrape.
 * A check the database's absence kept from running has no series then (only database says 0).
 */
export const readiness = new Gauge({
  name: "h2_ready",
  help: "Readiness checks as /readyz answers them, evaluated at scrape: 1 passing, 0 failing.",
  labelNames: ["check"] as const,
  registers,
});

/** The outbox queues read on each scrape (server/health/queue-stats.ts); queue: mail | webhook. */
export const outboxPending = new Gauge({
  name: "h2_outbox_pending",
  help: "Messages (queue=mail) or webhook deliveries (queue=webhook) waiting or being sent.",
  labelNames: ["queue"] as const,
  registers,
});

export const outboxFailed = new Gauge({
  name: "h2_outbox_failed",
  help: "Messages or webhook deliveries given up after their last attempt, not retried since.",
  labelNames: ["queue"] as const,
  registers,
});

/**
 * Every kind, the sales ones too (h2_deliveries_overdue is what pages): a visitor's message
 * that cannot be delivered shows here by its kind (confirmation, newsletter-welcome,
 * case-study-link…; "webhook" for the webhook queue), never by anything about the visitor.
 */
export const outboxOverdueByKind = new Gauge({
  name: "h2_outbox_overdue_by_kind",
  help: "Messages or webhook deliveries late past the alert threshold (reason=late) or given up or refused (reason=failed), by kind, not dismissed.",
  labelNames: ["queue", "kind", "reason"] as const,
  registers,
});

export const outboxOldestDueAge = new Gauge({
  name: "h2_outbox_oldest_due_age_seconds",
  help: "Age of the oldest message or delivery that is due and not yet delivered (0 when none).",
  labelNames: ["queue"] as const,
  registers,
});

/**
 * Set where backups are made (at start from the newest backup found, 0 when there is none, and
 * after each success). Absent until then, so deployments without backups never alert on it.
 */
export const backupLastSuccess = new Gauge({
  name: "h2_backup_last_success_timestamp_seconds",
  help: "Unix time of the last backup that completed.",
  registers,
});
backupLastSuccess.remove();

/**
 * Unix time of the privacy retention's last pass that completed (server/retention/timer.ts):
 * set to the start time as the timer starts, so a pass that never succeeds shows as its age.
 */
export const privacyRetentionLastSuccess = new Gauge({
  name: "h2_privacy_retention_last_success_timestamp_seconds",
  help: "Unix time of the last privacy retention pass (old inquiries erased, bodies reduced, rate-limit keys swept) that completed.",
  registers,
});

// The outcomes the alerts watch exist from the start at 0: Prometheus' increase() cannot see a
// series' first sample as a rise, so a first failure that created its series would go unseen.
for (const queue of ["mail", "webhook"]) {
  for (const outcome of ["delivered", "retry", "failed"])
    deliveryAttempts.labels(queue, outcome).inc(0);
  for (const reason of ["late", "failed"]) deliveryAlerts.labels(queue, reason).inc(0);
}

// prom-client's sums of the per-type handle, request and resource gauges end in _total, which
// Prometheus reserves for counters (`promtool check metrics` refuses them); the per-type gauges
// (h2_nodejs_active_handles{type} …) say the same.
for (const name of ["handles", "requests", "resources"])
  registry.removeSingleMetric(`h2_nodejs_active_${name}_total`);

/** outcome: counted | dropped (over the per-client limit, or the store refused the count). */
export const caseStudyDownloads = new Counter({
  name: "h2_case_study_downloads_total",
  help: "Case-study PDF downloads, counted or dropped.",
  labelNames: ["outcome"] as const,
  registers,
});

/**
 * volume: data (DATA_DIR) | backups (BACKUP_DIR): the filesystem each lives on, read at scrape
 * (server/metrics/disk.ts), so a disk filling up alerts without node_exporter on the host.
 */
export const filesystemAvail = new Gauge({
  name: "h2_filesystem_avail_bytes",
  help: "Bytes free to the server on the filesystem of its data folder (volume=data) or backup folder (volume=backups).",
  labelNames: ["volume"] as const,
  registers,
});

export const filesystemSize = new Gauge({
  name: "h2_filesystem_size_bytes",
  help: "Size in bytes of the filesystem of the server's data folder (volume=data) or backup folder (volume=backups).",
  labelNames: ["volume"] as const,
  registers,
});
