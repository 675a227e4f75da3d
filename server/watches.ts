import { DOWNLOAD_NOTICE_WATCH } from "./downloads/requests";
import { SALES_NOTICE } from "./mail/outbox";
import type { Watch } from "./outbox/alerts";

/** The sales notice of an inquiry: the message a lead is lost without. */
const SALES_NOTICE_WATCH: Watch = {
  queue: "mail",
  kind: SALES_NOTICE,
  label: "sales notice",
};

/**
 * What reaches sales, and so pages when it is late or given up on (server/outbox/alerts.ts) and
 * makes an instance unready when late (server/health/readiness.ts): an inquiry's sales notice,
 * a case-study request's download notice and, with a receiver set, every webhook delivery. A
 * visitor's own message that fails is counted and logged, not paged on
 * (docs/operations.md, "What pages and what does not").
 */
export function deliveryWatches({ webhook }: { webhook: boolean }): Watch[] {
  const watches = [SALES_NOTICE_WATCH, DOWNLOAD_NOTICE_WATCH];
  if (webhook) watches.push({ queue: "webhook", label: "webhook delivery" });
  return watches;
}

/** The mail kinds that page (deploy/prometheus/alerts.yml names them too; a test compares). */
export const PAGING_MAIL_KINDS = deliveryWatches({ webhook: false })
  .filter((w) => w.queue === "mail")
  .map((w) => w.kind!);
