import { attributionColumns, originLine } from "../attribution/columns";
import type { AttributionColumns, CaseStudyRequest, Inquiry } from "../db/schema";

/** The event every delivery carries: Standard Webhooks' `type`, `timestamp`, `data` envelope. */
export const INQUIRY_EVENT = "inquiry.received";

export interface InquiryWebhook {
  type: typeof INQUIRY_EVENT;
  /** When the inquiry was received (not when this attempt was made: that is webhook-timestamp). */
  timestamp: string;
  data: {
    id: string;
    received_at: string;
    name: string;
    email: string;
    phone: string | null;
    company: string;
    message: string;
    marketing_consent: boolean;
    /** The page the form was sent from, e.g. "/dedicated-team". */
    source: string | null;
    /** "ok", or why it was flagged ("too_fast"); honeypot catches are never delivered. */
    spam_verdict: string;
    /** True when sales should look twice: the same test a tool's filter can use. */
    possible_spam: boolean;
    /**
     * Where the visit came from (docs/attribution.md); each field null when unknown, all of
     * them when the visitor's browser asked not to be tracked. Absent from deliveries queued
     * before it existed.
     */
    attribution?: WebhookAttribution;
  };
}

/** The attribution columns, and the one line the sales notice shows ("LinkedIn · campaign q4-cto · …"). */
export type WebhookAttribution = AttributionColumns & { summary: string };

export function inquiryPayload(inquiry: Inquiry): InquiryWebhook {
  return {
    type: INQUIRY_EVENT,
    timestamp: inquiry.received_at,
    data: {
      id: inquiry.id,
      received_at: inquiry.received_at,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone,
      company: inquiry.company,
      message: inquiry.message,
      marketing_consent: inquiry.marketing_consent === 1,
      source: inquiry.source,
      spam_verdict: inquiry.spam_verdict,
      possible_spam: inquiry.spam_verdict !== "ok",
      attribution: {
        ...attributionColumns(inquiry),
        summary: originLine(inquiry),
      },
    },
  };
}

/** A case study asked for by e-mail (caseStudyDownloads "email"): a lead, like an inquiry. */
export const CASE_STUDY_EVENT = "case_study.requested";

export interface CaseStudyRequestWebhook {
  type: typeof CASE_STUDY_EVENT;
  /** When the request was received. */
  timestamp: string;
  data: {
    /** The request's id (also the webhook-id). */
    id: string;
    received_at: string;
    name: string;
    email: string;
    company: string;
    study: {
      /** The study's address: /case-studies/<slug>. */
      slug: string;
      title: string;
      url: string;
    };
    /** The page the form was sent from, e.g. "/case-studies/<slug>/download". */
    source: string | null;
    /** Where the visit came from, as an inquiry's. */
    attribution: WebhookAttribution;
  };
}

/** A discovery call booked, moved or cancelled through the scheduler (server/bookings/). */
export const BOOKING_EVENTS = {
  booked: "booking.created",
  rescheduled: "booking.rescheduled",
  cancelled: "booking.cancelled",
} as const;

export interface BookingWebhook {
  type: (typeof BOOKING_EVENTS)[keyof typeof BOOKING_EVENTS];
  /** When the site stored the change. */
  timestamp: string;
  data: {
    /** This delivery's id (the webhook-id); the booking is `booking_uid`. */
    id: string;
    booking_uid: string;
    status: keyof typeof BOOKING_EVENTS;
    name: string;
    email: string;
    start_at: string;
    end_at: string;
    time_zone: string;
    /** The inquiry the booking came from (the link's id, else the attendee's latest), or null. */
    inquiry_id: string | null;
    /** The visit's channel the booking link carried, else the inquiry's, or null. */
    channel: string | null;
    /** Seconds from the inquiry to this booking (booking.created with an inquiry), else null. */
    seconds_from_inquiry: number | null;
  };
}

/** Every event a delivery carries. */
export type WebhookEvent = InquiryWebhook | CaseStudyRequestWebhook | BookingWebhook;

export function caseStudyRequestPayload(
  request: CaseStudyRequest,
  studyUrl: string,
): CaseStudyRequestWebhook {
  return {
    type: CASE_STUDY_EVENT,
    timestamp: request.received_at,
    data: {
      id: request.id,
      received_at: request.received_at,
      name: request.name,
      email: request.email,
      company: request.company,
      study: { slug: request.study, title: request.study_title, url: studyUrl },
      source: request.source,
      attribution: { ...attributionColumns(request), summary: originLine(request) },
    },
  };
}
