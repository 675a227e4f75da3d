import type { Db } from "../db/connect";
import { type Logger, log as processLog } from "../log";
import { privacyRetentionLastSuccess } from "../metrics/registry";
import { reduceDeliveredBodies } from "../outbox/delivered-bodies";
import { sweepRateLimits } from "../rate-limit/limiter";
import { settleErasure } from "../shared/erasure";
import { applyMailLedger } from "../shared/erasure-files";
import { startEvery } from "../shared/every";
import { eraseExpiredInquiries } from "./inquiries";

export interface PrivacySettings {
  /** INQUIRY_RETENTION_DAYS. */
  inquiryDays: number;
  /** DELIVERED_BODY_DAYS. */
  deliveredBodyDays: number;
  /** This instance's DATA_DIR/mail (its .eml copies, MAIL_TRANSPORT=files). */
  mailDir: string;
  /** RATE_LIMIT_WINDOW_SECONDS. */
  rateLimitWindowSeconds: number;
}

/**
 * One pass of what the privacy notice promises, whatever the traffic: inquiries past their
 * retention erased, delivered bodies reduced, this instance's .eml copies of erased messages
 * deleted (the erasure may have run on another instance), and old rate-limit keys and salts
 * deleted. Safe to run again, and from every instance at once.
 */
export async function enforcePrivacy(
  db: Db,
  settings: PrivacySettings,
  now = new Date(),
  /** The newest erasure already settled by this instance (see latestErasure). */
  settledThrough = "",
) {
  const erased = await eraseExpiredInquiries(db, settings.inquiryDays, now);
  const bodies = await reduceDeliveredBodies(db, settings.deliveredBodyDays, now);
  // Reduced rows' old page versions may be in the WAL, and an erasure by the CLI (another
  // process) may have found the WAL busy: it is truncated as after an erasure.
  const latest = await latestErasure(db);
  if (!erased.store && (bodies.messages || bodies.webhooks || latest > settledThrough)) {
    await settleErasure(db);
  }
  const mailFiles = await applyMailLedger(db, settings.mailDir);
  const salts = await sweepRateLimits(db, settings.rateLimitWindowSeconds, now.getTime());
  return {
    inquiries: erased.inquiries,
    messages: erased.messages,
    webhooks: erased.webhooks,
    reducedMessages: bodies.messages,
    reducedWebhooks: bodies.webhooks,
    mailFiles,
    salts,
    settledThrough: latest,
  };
}

/** When the newest erasure or reduction was recorded ("" before any). */
async function latestErasure(db: Db): Promise<string> {
  const [a, b] = await Promise.all([
    db.kysely
      .selectFrom("erasures")
      .select((eb) => eb.fn.max("erased_at").as("at"))
      .executeTakeFirst(),
    db.kysely
      .selectFrom("erased_messages")
      .select((eb) => eb.fn.max("erased_at").as("at"))
      .executeTakeFirst(),
  ]);
  return [a?.at ?? "", b?.at ?? ""].sort().at(-1) ?? "";
}

/**
 * Runs enforcePrivacy shortly after start and then every rate-limit window (ten minutes at
 * most), so no key outlives its window by more than one; errors are logged, not thrown, and
 * the time of the last pass that completed is a gauge Prometheus alerts on
 * (H2PrivacyRetentionStalled), so a store that keeps refusing is seen.
 */
export function startPrivacyRetention(
  db: Db,
  settings: PrivacySettings,
  {
    firstDelayMs = 5_000,
    everyMs = Math.min(settings.rateLimitWindowSeconds * 1000, 600_000),
    log = processLog,
  }: { firstDelayMs?: number; everyMs?: number; log?: Logger } = {},
) {
  let settledThrough = "";
  privacyRetentionLastSuccess.set(Date.now() / 1000);
  const pass = async () => {
    const r = await enforcePrivacy(db, settings, new Date(), settledThrough);
    settledThrough = r.settledThrough;
    privacyRetentionLastSuccess.set(Date.now() / 1000);
    if (r.inquiries || r.reducedMessages || r.reducedWebhooks || r.mailFiles) {
      log.info(
        {
          inquiries: r.inquiries,
          messages: r.messages,
          webhooks: r.webhooks,
          reduced_messages: r.reducedMessages,
          reduced_webhooks: r.reducedWebhooks,
          mail_files: r.mailFiles,
        },
        "retention: inquiries past INQUIRY_RETENTION_DAYS erased, delivered bodies reduced",
      );
    }
  };
  return startEvery(pass, {
    firstMs: firstDelayMs,
    everyMs,
    failed: "privacy retention failed",
    log,
  });
}
