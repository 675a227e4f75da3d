import type { Insertable, Selectable } from "kysely";

// Timestamps are ISO-8601 UTC text and booleans are 0/1 integers in both engines,
// so one query layer reads the same values from SQLite and PostgreSQL.

export interface InquiryTable extends AttributionColumns {
  id: string;
  idempotency_key: string;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  message: string;
  marketing_consent: number;
  source: string | null;
  user_agent: string | null;
  /** "ok", or why it was flagged: honeypot_filled, honeypot_missing, too_fast. */
  spam_verdict: string;
  received_at: string;
  /** When the owner released a flagged inquiry as genuine (its verdict is then "ok"). */
  released_at: string | null;
}

/** An inquiry kept past INQUIRY_RETENTION_DAYS on purpose (owner CLI `keep`): when, by whom, why. */
export interface InquiryKeptColumns {
  kept_at: string | null;
  kept_by: string | null;
  kept_why: string | null;
}

/**
 * Where the visit that sent an inquiry or a sign-up came from (lib/attribution.ts): null when
 * unknown, when the browser sent Sec-GPC: 1, and once retention has erased it.
 */
export interface AttributionColumns {
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  pages_seen: number | null;
}

export interface OutboxTable {
  /** Also the Message-ID's local part, so a receiver can de-duplicate a resend after a crash. */
  id: string;
  inquiry_id: string | null;
  kind: string;
  /** The person the message concerns (for erasure requests). */
  subject_email: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** A list message's one-click unsubscribe URL (List-Unsubscribe, RFC 8058); null for others. */
  list_unsubscribe: string | null;
  /**
   * An inquiry's message is stored as what it is made from (a MailRecipe, JSON) and rendered
   * when sent; its text_body and html_body are then empty. Null: the bodies are the message.
   */
  render: string | null;
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** When an operators' alert said this delivery was late (server/outbox/alerts.ts); once. */
  alerted_at: string | null;
  /** When an operators' alert said it was given up on; cleared when it is queued again. */
  alerted_failed_at: string | null;
  /** Ended by hand, never to be sent (status "dismissed"): when, by whom, why (owner CLI). */
  dismissed_at: string | null;
  dismissed_by: string | null;
  dismissed_why: string | null;
  /** A sales notice: when the recovery digest to sales listed it (server/mail/digest.ts). */
  digested_at: string | null;
}

export interface WebhookOutboxTable {
  /** The webhook-id: one per inquiry (it is the inquiry's id), the same on every retry. */
  id: string;
  inquiry_id: string;
  /** The person the delivery concerns (for erasure requests). */
  subject_email: string;
  /** The JSON body as first queued; the Slack format is rendered from it when sent. */
  payload: string;
  /** pending → sending (leased) → delivered, or failed (refused, or given up on), or dismissed. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
  /** When an operators' alert said this delivery was late (server/outbox/alerts.ts); once. */
  alerted_at: string | null;
  /** When an operators' alert said it was given up on; cleared when it is queued again. */
  alerted_failed_at: string | null;
  /** Ended by hand, never to be sent (status "dismissed"): when, by whom, why (owner CLI). */
  dismissed_at: string | null;
  dismissed_by: string | null;
  dismissed_why: string | null;
}

export interface NewsletterTable extends AttributionColumns {
  id: string;
  /** The page the sign-up was sent from (its same-origin Referer), null when unknown. */
  source: string | null;
  email: string;
  token: string;
  status: string;
  created_at: string;
  updated_at: string;
  /** The proof of consent (double opt-in, 0015): when this sign-up was sent, null before 0015. */
  signed_up_at: string | null;
  /** The words the visitor agreed to, their version, and the page they were on. */
  consent_text: string | null;
  consent_version: string | null;
  consent_page: string | null;
  /** The confirming link's key, hashed (SHA-256, base64url), and when the link stops working. */
  confirm_hash: string | null;
  confirm_expires_at: string | null;
  /** When the confirming POST arrived; null while pending, and for sign-ups before 0015. */
  confirmed_at: string | null;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

/** The random key of one rate-limit window's HMACs, deleted with the window (server/rate-limit). */
export interface RateLimitSaltTable {
  window_start: string;
  salt: string;
}

/**
 * The erasure ledger: one row per erased address, its SHA-256 and when, nothing else. A
 * restore applies it to the restored database before it serves (server/shared/erasure.ts).
 */
export interface ErasureTable {
  address_hash: string;
  erased_at: string;
}

/** Messages erased (their ids, nothing of them): every instance deletes its own .eml copies. */
export interface ErasedMessageTable {
  id: string;
  erased_at: string;
}

export interface CspReportTable {
  id: string;
  received_at: string;
  document_uri: string | null;
  violated_directive: string | null;
  blocked_uri: string | null;
  body: string;
}

/**
 * Page views counted per day, page, referring host and UTM source and campaign: counts only.
 * "" stands for none. Rows older than VIEWS_DAILY_DAYS are rolled up into their week's Monday.
 */
export interface PageViewTable {
  day: string;
  path: string;
  referrer_host: string;
  utm_source: string;
  utm_campaign: string;
  views: number;
  /** Views that were the first page of a visit: visits, per landing page. */
  landings: number;
}

/** Case-study PDF downloads, counted per day and origin ("" for unknown): counts only. */
export interface CaseStudyDownloadTable {
  day: string;
  study: string;
  /** The page the link was on (the request's same-origin Referer). */
  page: string;
  landing_page: string;
  /** utm_source, else the referring host (lib/attribution.ts sourceKey). */
  source: string;
  campaign: string;
  downloads: number;
}

/**
 * A case study asked for by e-mail (caseStudyDownloads "email"), with the visit's attribution:
 * a lead, like an inquiry. The e-mailed link's key is kept only as its SHA-256.
 */
export interface CaseStudyRequestTable extends AttributionColumns {
  id: string;
  idempotency_key: string;
  /** The study's slug, and its title when it was asked for. */
  study: string;
  study_title: string;
  name: string;
  email: string;
  company: string;
  /** The page the form was sent from. */
  source: string | null;
  user_agent: string | null;
  /** "ok", or why it was flagged: honeypot_filled, honeypot_missing (then nothing is sent). */
  spam_verdict: string;
  received_at: string;
  /** SHA-256 (base64url) of the key in the e-mailed link. */
  link_hash: string;
  link_expires_at: string;
}

/** Field Core Web Vitals: how many page loads fell in each bucket (lib/web-vitals.ts), per day. */
export interface WebVitalsDailyTable {
  day: string;
  route: string;
  device: string;
  engine: string;
  metric: string;
  bucket: number;
  count: number;
}

/** Which element was the largest paint, as the library's attribution named it, per day. */
export interface WebVitalsLcpElementTable {
  day: string;
  route: string;
  device: string;
  element: string;
  count: number;
}

/**
 * A discovery call booked through the firm's scheduler (Cal.com's webhooks, server/bookings/):
 * one row per booking, its latest state. Tied to the inquiry whose id the booking link passed,
 * else to the latest inquiry from the attendee's address, else to none.
 */
export interface BookingTable {
  /** The scheduler's booking uid (a reschedule keeps the row of the booking it replaced). */
  uid: string;
  inquiry_id: string | null;
  name: string;
  email: string;
  /** "booked", "rescheduled" or "cancelled". */
  status: string;
  start_at: string;
  end_at: string;
  /** The attendee's time zone (IANA), as the scheduler reported it. */
  time_zone: string;
  /** The visit's channel the link carried ("linkedin", "direct"…), or null. */
  channel: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  bookings: BookingTable;
  web_vitals_daily: WebVitalsDailyTable;
  web_vitals_lcp_elements: WebVitalsLcpElementTable;
  case_study_requests: CaseStudyRequestTable;
  page_views: PageViewTable;
  case_study_downloads: CaseStudyDownloadTable;
  csp_reports: CspReportTable;
  inquiries: InquiryTable & InquiryKeptColumns;
  outbox: OutboxTable;
  webhook_outbox: WebhookOutboxTable;
  newsletter_subscribers: NewsletterTable;
  rate_limits: RateLimitTable;
  rate_limit_salts: RateLimitSaltTable;
  erasures: ErasureTable;
  erased_messages: ErasedMessageTable;
}

export type Inquiry = Selectable<InquiryTable>;
export type Booking = Selectable<BookingTable>;
export type CaseStudyRequest = Selectable<CaseStudyRequestTable>;
export type NewInquiry = Insertable<InquiryTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type WebhookRow = Selectable<WebhookOutboxTable>;
export type NewWebhookRow = Insertable<WebhookOutboxTable>;
