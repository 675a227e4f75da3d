/**
 * How long inquiries and delivered bodies are kept by default (server/env.ts:
 * INQUIRY_RETENTION_DAYS, DELIVERED_BODY_DAYS); the privacy notice states these, so a
 * deployment that changes them changes the notice too.
 */
export const INQUIRY_RETENTION_DEFAULTS = { inquiryDays: 730, deliveredBodyDays: 30 } as const;
