import { BOOKING_NOTICE } from "./bookings/repository";
import { DOWNLOAD_NOTICE } from "./downloads/requests";
import { SALES_NOTICE } from "./mail/outbox";
import type { Watch } from "./outbox/alerts";

/**
 * The messages to sales a lead is lost without, by their outbox kind. Only an inquiry's sales
 * notice is followed by a recovery digest (server/mail/digest.ts lists inquiries); a case-study
 * request's download notice and a booked call's notice are retried themselves, and
 * `retry --id` sends one again.
 */
const SALES_MAIL: readonly Watch[] = [
  { queue: "mail", kind: SALES_NOTICE, label: "sales notice" },
  { queue: "mail", kind: DOWNLOAD_NOTICE, label: "download notice", digest: false },
  { queue: "mail", kind: BOOKING_NOTICE, label: "booking notice", digest: false },
];

/**
 * What reaches sales, and so pages when it is late or given up on (server/outbox/alerts.ts) and
 * makes an instance unready when late (server/health/readiness.ts): the sales mail above and,
 * with a receiver set, every webhook delivery. A visitor's own message that fails is counted and
 * logged, not paged on (docs/operations.md, "What pages and what does not").
 */
export function deliveryWatches({ webhook }: { webhook: boolean }): Watch[] {
  const watches = [...SALES_MAIL];
  if (webhook) watches.push({ queue: "webhook", label: "webhook delivery" });
  return watches;
}

/** The mail kinds that page (deploy/prometheus/alerts.yml names them too; a test compares). */
export const PAGING_MAIL_KINDS = SALES_MAIL.map((w) => w.kind!);
