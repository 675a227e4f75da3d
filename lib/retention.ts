/**
 * How long inquiries and delivered bodies are kept by default (server/env.ts:
 * INQUIRY_RETENTION_DAYS, DELIVERED_BODY_DAYS); the privacy notice states these, and a
 * production that would keep longer than they say refuses to start.
 */
export const INQUIRY_RETENTION_DEFAULTS = { inquiryDays: 730, deliveredBodyDays: 30 } as const;

/**
 * Scheduled backups by default (server/env.ts: BACKUP_KEEP, BACKUP_INTERVAL_HOURS): the oldest
 * is this many intervals old, which the privacy notice states as the days an erased person can
 * still be in a backup (the erasure ledger keeps a restore from bringing them back).
 */
export const BACKUP_DEFAULTS = { keep: 7, intervalHours: 24 } as const;

/** The days the oldest kept backup covers. */
export const backupDays = (keep: number, intervalHours: number) =>
  Math.ceil((keep * intervalHours) / 24);
