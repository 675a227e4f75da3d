import {
  BOOKING_EVENTS,
  type BookingWebhook,
  CASE_STUDY_EVENT,
  type CaseStudyRequestWebhook,
  INQUIRY_EVENT,
  type InquiryWebhook,
  type WebhookEvent,
} from "./payload";

/**
 * Slack reads `&`, `<` and `>` as markup (`<!channel>`, `<https://x|label>`, `<@U123>`): a
 * visitor's text gets them as entities, so it can neither mention anyone nor pass off a link.
 * JSON escaping is JSON.stringify's job, done once over the whole message.
 */
export function escapeSlack(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** Escaped, and cut (between whole characters, never inside an entity) to fit a block's limit. */
export function escapeSlackWithin(text: string, max: number): string {
  const full = escapeSlack(text);
  if (full.length <= max) return full;
  let out = "";
  for (const { segment } of graphemes.segment(text)) {
    const piece = escapeSlack(segment);
    if (out.length + piece.length > max - 1) break;
    out += piece;
  }
  return `${out}…`;
}

// Slack's own limits: a section's text 3,000 characters, each of its fields 2,000.
const SECTION_MAX = 3000;
const FIELD_MAX = 2000;

const field = (label: string, value: string) => ({
  type: "mrkdwn",
  text: `*${label}*\n${escapeSlackWithin(value, FIELD_MAX - label.length - 4)}`,
});

/** A Slack incoming-webhook message: a short `text` for notifications, the event in blocks. */
export function slackMessage(event: WebhookEvent) {
  if (event.type === CASE_STUDY_EVENT) return caseStudyMessage(event);
  if (event.type === INQUIRY_EVENT) return inquiryMessage(event);
  return bookingMessage(event);
}

/** "Call booked: <name>, <time>" and the inquiry it came from. */
function bookingMessage({ type, data }: BookingWebhook) {
  const verb =
    type === BOOKING_EVENTS.cancelled
      ? "cancelled"
      : type === BOOKING_EVENTS.rescheduled
        ? "moved"
        : "booked";
  const text = `Call ${verb}: ${escapeSlackWithin(data.name, 300)}, ${escapeSlack(data.start_at)} (${escapeSlack(data.time_zone)})`;
  const blocks: object[] = [
    { type: "section", text: { type: "mrkdwn", text: `*${text}*` } },
    {
      type: "section",
      fields: [
        field("Email", data.email),
        field("Channel", data.channel ?? "—"),
        field("Inquiry", data.inquiry_id ?? "none found"),
      ],
    },
  ];
  return { text, blocks, unfurl_links: false, unfurl_media: false };
}

/** "Downloaded: <study>" and who asked, with where the visit came from. */
function caseStudyMessage({ data }: CaseStudyRequestWebhook) {
  const who = `${data.name} (${data.company})`;
  const text = `Downloaded: ${escapeSlackWithin(data.study.title, 300)} by ${escapeSlackWithin(who, 400)}`;
  const blocks: object[] = [
    { type: "section", text: { type: "mrkdwn", text: `*${text}*` } },
    {
      type: "section",
      fields: [
        field("Email", data.email),
        field("Company", data.company),
        field("Case study", `${data.study.title} (${data.study.url})`),
        field("Source page", data.source ?? "—"),
        field("Origin", data.attribution.summary),
      ],
    },
    {
      type: "context",
      elements: [
        {
          type: "mrkdwn",
          text: escapeSlack(
            `Case-study request ${data.id} · received ${data.received_at} · the PDF's link was e-mailed to them`,
          ),
        },
      ],
    },
  ];
  return { text, blocks, unfurl_links: false, unfurl_media: false };
}

function inquiryMessage({ data }: InquiryWebhook) {
  const who = `${data.name} (${data.company})`;
  const flag = data.possible_spam ? ":warning: Possible spam: " : "";
  const text = `${flag}New inquiry from ${escapeSlackWithin(who, 400)}`;
  const blocks: object[] = [
    { type: "section", text: { type: "mrkdwn", text: `*${text}*` } },
    {
      type: "section",
      fields: [
        field("Email", data.email),
        field("Phone", data.phone ?? "—"),
        field("Company", data.company),
        field("Source page", data.source ?? "—"),
        ...(data.attribution ? [field("Origin", data.attribution.summary)] : []),
        field("Marketing consent", data.marketing_consent ? "Yes" : "No"),
        field("Spam verdict", data.spam_verdict),
      ],
    },
    {
      type: "section",
      text: { type: "mrkdwn", text: escapeSlackWithin(data.message, SECTION_MAX) },
    },
    {
      type: "context",
      elements: [
        {
          type: "mrkdwn",
          text: escapeSlack(
            `Inquiry ${data.id} · received ${data.received_at}${data.possible_spam ? ` · no confirmation sent: release it with npm run inquiries -- release ${data.id}` : ""}`,
          ),
        },
      ],
    },
  ];
  // A link in a visitor's message must not unfurl a preview of whatever it points at.
  return { text, blocks, unfurl_links: false, unfurl_media: false };
}
