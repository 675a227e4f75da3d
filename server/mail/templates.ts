import { contactCopy, newsletterConfirmation } from "@content/form-copy";
import { site } from "@content/site";
import { channelKey } from "@lib/attribution";
import { bookingLink } from "@lib/booking-link";
import { attributionOf, originLine } from "../attribution/columns";
import type { CaseStudyRequest, Inquiry } from "../db/schema";
import { isPossibleSpam, verdictReasons } from "../shared/spam-verdict";
import { escapeHtml, headerSafe } from "./escape";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f5f7fb;font-family:Arial,Helvetica,sans-serif;color:#0b1530">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:12px;border:1px solid #e3e7ef">
<tr><td style="background:#0e173d;border-radius:12px 12px 0 0;padding:20px 28px;color:#fff;font-size:22px;font-weight:bold">${escapeHtml(site.brand)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e3e7ef;font-size:12px;color:#5b6478">${escapeHtml(site.legalName)} · ${escapeHtml(site.tagline)}</td></tr>
</table></td></tr></table></body></html>`;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 14px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

/** The small print that closes a message to a subscriber: `before` Unsubscribe `after`. */
const unsubscribeNote = (before: string, url: string, after: string) =>
  `<p style="margin:0;color:#5b6478;font-size:13px">${escapeHtml(before)} <a href="${escapeHtml(url)}" style="color:#1f39ad">Unsubscribe</a>${escapeHtml(after)}</p>`;

/**
 * The confirmation's booking link: the scheduler with the visitor's name and address, the
 * inquiry's id and its visit's channel (lib/booking-link.ts); none without a scheduler.
 */
function bookingFor(inquiry: Inquiry): string | undefined {
  if (!site.booking) return undefined;
  return bookingLink(site.schedulingUrl, site.schedulerKind, {
    name: inquiry.name,
    email: inquiry.email,
    inquiry: inquiry.id,
    channel: channelKey(attributionOf(inquiry)),
  });
}

export const confirmationSubject = () => `We received your inquiry — ${site.brand}`;

/**
 * To the visitor: we have it, a reply comes within 24 hours; and, when the box was ticked, either
 * that a second e-mail asks them to confirm (`confirming`: double opt-in, nothing sent until they
 * do) or, for an address already subscribed, the insights' unsubscribe link.
 */
export function confirmationMail(
  inquiry: Inquiry,
  unsubscribeUrl?: string,
  confirming = false,
): MailContent {
  const hours = site.replyWithinHours;
  const first = inquiry.name.split(/\s+/)[0] ?? inquiry.name;
  const lines = [
    `Hello ${first},`,
    `Thank you for contacting ${site.brand}. We have received your inquiry and a senior consultant will reply within ${hours} hours.`,
    "For your records, this is what you sent us:",
  ];
  const insights = `As you asked, we will also send you our insights, about one e-mail a month.`;
  const toConfirm = `As you asked for our insights (about one e-mail a month), a second e-mail asks you to confirm: nothing is sent until you press its link.`;
  const book = bookingFor(inquiry);
  const bookText = book
    ? `${contactCopy.book}: the next step is a 30-minute discovery call, and your details are already filled in.\n${book}\n\n`
    : "";
  const text = `${lines.join("\n\n")}\n\n${inquiry.message}\n\n${bookText}${confirming ? `${toConfirm}\n\n` : unsubscribeUrl ? `${insights} Unsubscribe at any time: ${unsubscribeUrl}\n\n` : ""}${site.brand} · ${site.contactEmail}\n`;
  const html = layout(
    "We received your inquiry",
    lines.map(paragraph).join("") +
      `<blockquote style="margin:0 0 14px;padding:12px 16px;background:#f5f7fb;border-left:4px solid #ffb547">${escapeHtml(inquiry.message).replace(/\n/g, "<br>")}</blockquote>` +
      (book
        ? `<p style="margin:0 0 8px">The next step is a 30-minute discovery call, and your details are already filled in.</p>` +
          `<p style="margin:0 0 18px"><a href="${escapeHtml(book)}" style="display:inline-block;background:#1f39ad;color:#fff;font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:8px">${escapeHtml(contactCopy.book)}</a></p>`
        : "") +
      (confirming
        ? paragraph(toConfirm)
        : unsubscribeUrl
          ? unsubscribeNote(insights, unsubscribeUrl, " at any time.")
          : ""),
  );
  return { subject: confirmationSubject(), text, html };
}

/** Marks a possible-spam notice, so sales still sees it and knows what to do if it is genuine. */
export const POSSIBLE_SPAM_PREFIX = "[Possible spam]";

function possibleSpamNote(inquiry: Inquiry): string {
  const reason = verdictReasons[inquiry.spam_verdict] ?? inquiry.spam_verdict;
  return `Possible spam: ${reason}. A real prospect using autofill can be this fast, so the sender has had no confirmation yet. If it is genuine, answer as usual and release it (npm run inquiries -- release ${inquiry.id}) to send them the confirmation.`;
}

export function salesNoticeSubject(inquiry: Inquiry): string {
  const flagged = isPossibleSpam(inquiry.spam_verdict);
  const subject = `${flagged ? `${POSSIBLE_SPAM_PREFIX} ` : ""}New inquiry: ${inquiry.name} (${inquiry.company})`;
  return headerSafe(subject, 200);
}

/** To sales: every field, with Reply-To set to the visitor by the caller. */
export function salesNoticeMail(inquiry: Inquiry): MailContent {
  const flagged = isPossibleSpam(inquiry.spam_verdict);
  const rows: [string, string][] = [
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Phone", inquiry.phone ?? "—"],
    ["Company", inquiry.company],
    ["Marketing consent", inquiry.marketing_consent ? "Yes" : "No"],
    ["Source page", inquiry.source ?? "—"],
    ["Origin", originLine(inquiry)],
    ["Received", inquiry.received_at],
    ["Inquiry id", inquiry.id],
  ];
  const note = flagged ? `${possibleSpamNote(inquiry)}\n\n` : "";
  const text = `New inquiry from the website\n\n${note}${rows.map(([k, v]) => `${k}: ${v}`).join("\n")}\n\nMessage:\n${inquiry.message}\n\nReply to this e-mail to answer ${inquiry.name} directly.\n`;
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;color:#5b6478;font-weight:normal;white-space:nowrap">${escapeHtml(k)}</th><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  const warning = flagged
    ? `<p style="margin:0 0 14px;padding:12px 16px;background:#fff4e0;border-left:4px solid #ffb547">${escapeHtml(possibleSpamNote(inquiry))}</p>`
    : "";
  const html = layout(
    "New inquiry",
    `<p style="margin:0 0 14px;font-size:18px;font-weight:bold">New inquiry from the website</p>${warning}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${table}</table>` +
      `<p style="margin:0 0 6px;color:#5b6478">Message</p>${paragraph(inquiry.message)}<p style="margin:0;color:#5b6478">Reply to this e-mail to answer ${escapeHtml(inquiry.name)} directly.</p>`,
  );
  return { subject: salesNoticeSubject(inquiry), text, html };
}

/** To a new subscriber: confirmation with an unsubscribe link. */
export function newsletterWelcomeMail(unsubscribeUrl: string): MailContent {
  const lines = [
    `You're subscribed to ${site.brand} insights.`,
    "About once a month we send one practical piece on offshore teams, agile delivery and portfolio management. No spam, and we never share your address.",
  ];
  const text = `${lines.join("\n\n")}\n\nUnsubscribe at any time: ${unsubscribeUrl}\n`;
  const html = layout(
    "You're subscribed",
    lines.map(paragraph).join("") + unsubscribeNote("Changed your mind?", unsubscribeUrl, "."),
  );
  return { subject: `Welcome to ${site.brand} insights`, text, html };
}

export const newsletterConfirmSubject = () => `Confirm your subscription to ${site.brand} insights`;

/**
 * To a new sign-up (double opt-in): the link that confirms it, how long it works, and that
 * nothing follows without it. The link opens a page whose button confirms (a scanner's GET
 * changes nothing).
 */
export function newsletterConfirmMail(confirmUrl: string, expiresAt: string): MailContent {
  const lines = [
    `Someone, we hope you, asked to receive ${site.brand} insights at this address: about one e-mail a month on offshore teams, agile delivery and portfolio management.`,
    `To confirm, open the link below and press "Confirm subscription". It works until ${expiryText(expiresAt)}.`,
    `If it wasn't you, ignore this e-mail: we send nothing more, and delete the address within ${newsletterConfirmation.unconfirmedDays} days.`,
  ];
  const text = `${lines.join("\n\n")}\n\nConfirm your subscription: ${confirmUrl}\n\n${site.brand} · ${site.contactEmail}\n`;
  const html = layout(
    "Confirm your subscription",
    paragraph(lines[0]!) +
      paragraph(lines[1]!) +
      `<p style="margin:0 0 18px"><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#1f39ad;color:#fff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">Confirm your subscription</a></p>` +
      paragraph(lines[2]!),
  );
  return { subject: newsletterConfirmSubject(), text, html };
}

/**
 * What an inquiry's message is made from, stored in its outbox row instead of the message
 * itself: the inquiry as it was when queued (a later release changes the stored inquiry, not a
 * message already queued) and the confirmation's unsubscribe link. Rendering is deterministic,
 * so every attempt sends the same message, and a few hundred bytes are written with the inquiry
 * instead of the two rendered messages' ≈9 KB (most of a request's disk writes).
 */
export type MailRecipe =
  | { template: "confirmation"; inquiry: Inquiry; unsubscribeUrl?: string; confirming?: boolean }
  | { template: "sales-notice"; inquiry: Inquiry }
  | CaseStudyLinkRecipe
  | { template: "download-notice"; request: CaseStudyRequest; studyUrl: string }
  | DigestRecipe;

/** The subject is stored with the row (the owner's reports list it), so it is made at once. */
export function recipeSubject(recipe: MailRecipe): string {
  switch (recipe.template) {
    case "confirmation":
      return confirmationSubject();
    case "sales-notice":
      return salesNoticeSubject(recipe.inquiry);
    case "case-study-link":
      return caseStudyLinkSubject(recipe.request);
    case "download-notice":
      return downloadNoticeSubject(recipe.request);
    case "delivery-digest":
      return digestSubject(recipe.entries.length);
  }
}

/** Renders a stored recipe (a digest's inquiries are read from the store by the worker: none here). */
export function renderRecipe(recipe: MailRecipe): MailContent {
  switch (recipe.template) {
    case "confirmation":
      return confirmationMail(recipe.inquiry, recipe.unsubscribeUrl, recipe.confirming);
    case "sales-notice":
      return salesNoticeMail(recipe.inquiry);
    case "case-study-link":
      return caseStudyLinkMail(recipe);
    case "download-notice":
      return downloadNoticeMail(recipe.request, recipe.studyUrl);
    case "delivery-digest":
      return deliveryDigestMail(recipe.entries, new Map());
  }
}

/** One inquiry in the recovery digest: ids and how its notice fared, never its contents. */
export interface DigestEntry {
  inquiryId: string;
  /** The notice's state when the digest was queued. */
  notice: "delivered" | "retrying" | "failed";
  /** When the notice was delivered (late), if it was. */
  deliveredAt: string | null;
  attempts: number;
}

/**
 * What the digest is made from: the inquiries' ids and their notices' fates. The inquiries
 * themselves are read when it is sent, so the row holds no one's data and an erasure request
 * leaves nothing of that person behind in it.
 */
export interface DigestRecipe {
  template: "delivery-digest";
  entries: DigestEntry[];
}

export const digestSubject = (n: number) =>
  `${n} inquir${n === 1 ? "y" : "ies"} whose notice was late or never arrived — ${site.brand}`;

function noticeLine(entry: DigestEntry): string {
  switch (entry.notice) {
    case "delivered":
      return `Notice delivered late${entry.deliveredAt ? ` (${entry.deliveredAt})` : ""}: check it has an answer.`;
    case "retrying":
      return "Notice not delivered yet; it is being sent again now. The inquiry is here in full meanwhile.";
    case "failed":
      return `Notice never delivered (given up after ${entry.attempts} attempts): the inquiry is here in full, answer from this message.`;
  }
}

/**
 * To sales, once mail works again after an outage: every inquiry whose notice was late or
 * given up on, with enough to act on it (a notice that never arrived is here in full), so no
 * lead waits on someone reading a dashboard. `inquiries` holds those still stored.
 */
export function deliveryDigestMail(
  entries: DigestEntry[],
  inquiries: Map<string, Inquiry>,
): MailContent {
  const intro = `Mail from the website could not reach you for a while. The notices of these ${entries.length} inquir${entries.length === 1 ? "y" : "ies"} arrived late or not at all: make sure each one has an answer.`;
  const blocks = entries.map((entry, i) => {
    const inquiry = inquiries.get(entry.inquiryId);
    const rows: [string, string][] = inquiry
      ? [
          ["Name", inquiry.name],
          ["Email", inquiry.email],
          ["Phone", inquiry.phone ?? "—"],
          ["Company", inquiry.company],
          ["Received", inquiry.received_at],
          ["Inquiry id", inquiry.id],
        ]
      : [["Inquiry id", `${entry.inquiryId} (erased since, at the sender's request)`]];
    const message = inquiry && entry.notice !== "delivered" ? inquiry.message : undefined;
    return {
      title: `${i + 1}. ${inquiry ? `${inquiry.name} (${inquiry.company})` : entry.inquiryId}`,
      rows,
      note: noticeLine(entry),
      message,
    };
  });
  const text = `${intro}\n\n${blocks
    .map(
      (b) =>
        `${b.title}\n${b.rows.map(([k, v]) => `  ${k}: ${v}`).join("\n")}\n  ${b.note}${b.message ? `\n  Message:\n${b.message}` : ""}`,
    )
    .join("\n\n")}\n`;
  const html = layout(
    "Late or missing inquiry notices",
    paragraph(intro) +
      blocks
        .map(
          (b) =>
            `<p style="margin:18px 0 6px;font-weight:bold">${escapeHtml(b.title)}</p><table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px">${b.rows
              .map(
                ([k, v]) =>
                  `<tr><th align="left" style="padding:4px 12px 4px 0;color:#5b6478;font-weight:normal;white-space:nowrap">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
              )
              .join("")}</table>${paragraph(b.note)}${b.message ? paragraph(b.message) : ""}`,
        )
        .join(""),
  );
  return { subject: digestSubject(entries.length), text, html };
}

/**
 * What the visitor's case-study e-mail is made from: the request as stored, the link that sends
 * the PDF (its key is in it: the store keeps only the key's hash), the file's size, and the
 * study's page for when the link has expired.
 */
export interface CaseStudyLinkRecipe {
  template: "case-study-link";
  request: CaseStudyRequest;
  link: string;
  size: string;
  studyUrl: string;
}

export const caseStudyLinkSubject = (request: CaseStudyRequest) =>
  headerSafe(`Your case study: ${request.study_title} — ${site.brand}`, 200);

/** "28 November 2026, 14:05 UTC": when a link stops working, as a reader anywhere reads it. */
function expiryText(iso: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return `${day}, ${at.toISOString().slice(11, 16)} UTC`;
}

/** To the visitor who asked: the PDF's link, how long it works, and the way to ask again. */
export function caseStudyLinkMail({
  request,
  link,
  size,
  studyUrl,
}: CaseStudyLinkRecipe): MailContent {
  const first = request.name.split(/\s+/)[0] ?? request.name;
  const until = expiryText(request.link_expires_at);
  const lines = [
    `Hello ${first},`,
    `Here is the case study you asked for: ${request.study_title}.`,
  ];
  const after = `The link works until ${until}. After that, ask for it again on the study's page: ${studyUrl}`;
  const talk = site.booking
    ? `Want to talk about a team like this one? Write to ${site.contactEmail}, or book a call: ${site.schedulingUrl}`
    : `Want to talk about a team like this one? Write to ${site.contactEmail}.`;
  const text = `${lines.join("\n\n")}\n\nDownload the PDF (${size}): ${link}\n\n${after}\n\n${talk}\n\n${site.brand} · ${site.contactEmail}\n`;
  const html = layout(
    "Your case study",
    lines.map(paragraph).join("") +
      `<p style="margin:0 0 18px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f39ad;color:#fff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">Download the PDF (${escapeHtml(size)})</a></p>` +
      `<p style="margin:0 0 14px">The link works until ${escapeHtml(until)}. After that, ask for it again on <a href="${escapeHtml(studyUrl)}" style="color:#1f39ad">the study's page</a>.</p>` +
      `<p style="margin:0 0 14px">Want to talk about a team like this one? Write to <a href="mailto:${escapeHtml(site.contactEmail)}" style="color:#1f39ad">${escapeHtml(site.contactEmail)}</a>${site.booking ? `, or <a href="${escapeHtml(site.schedulingUrl)}" style="color:#1f39ad">book a call</a>` : ""}.</p>`,
  );
  return { subject: caseStudyLinkSubject(request), text, html };
}

export const downloadNoticeSubject = (request: CaseStudyRequest) =>
  headerSafe(`Downloaded: ${request.study_title} — ${request.name} (${request.company})`, 200);

/** To sales: who asked for which study, and where the visit came from; Reply-To the requester. */
export function downloadNoticeMail(request: CaseStudyRequest, studyUrl: string): MailContent {
  const rows: [string, string][] = [
    ["Case study", request.study_title],
    ["Name", request.name],
    ["Email", request.email],
    ["Company", request.company],
    ["Source page", request.source ?? "—"],
    ["Origin", originLine(request)],
    ["Received", request.received_at],
    ["Request id", request.id],
  ];
  const intro = `${request.name} asked for the case study "${request.study_title}" on the website; it was e-mailed to them with a link that works until ${expiryText(request.link_expires_at)}.`;
  const text = `Downloaded: ${request.study_title}\n\n${intro}\n\n${rows.map(([k, v]) => `${k}: ${v}`).join("\n")}\nStudy page: ${studyUrl}\n\nReply to this e-mail to write to ${request.name} directly.\n`;
  const table = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:6px 12px 6px 0;color:#5b6478;font-weight:normal;white-space:nowrap">${escapeHtml(k)}</th><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  const html = layout(
    "Case study downloaded",
    `<p style="margin:0 0 14px;font-size:18px;font-weight:bold">Downloaded: ${escapeHtml(request.study_title)}</p>${paragraph(intro)}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${table}</table>` +
      `<p style="margin:0 0 14px"><a href="${escapeHtml(studyUrl)}" style="color:#1f39ad">The study's page</a></p><p style="margin:0;color:#5b6478">Reply to this e-mail to write to ${escapeHtml(request.name)} directly.</p>`,
  );
  return { subject: downloadNoticeSubject(request), text, html };
}

/** What sales needs to know of a booked, moved or cancelled discovery call, in one line. */
export interface BookingNoticeFacts {
  status: "booked" | "rescheduled" | "cancelled";
  name: string;
  email: string;
  startAt: string;
  timeZone: string;
  inquiryId: string | null;
  channel: string | null;
}

/** "Tue 8 Dec 14:00 Europe/London": the call's time where the attendee is. */
export function callTime(startAt: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).formatToParts(new Date(startAt));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("weekday")} ${get("day")} ${get("month")} ${get("hour")}:${get("minute")} ${timeZone}`;
}

const bookingVerb = {
  booked: "booked",
  rescheduled: "moved their call to",
  cancelled: "cancelled",
};

/** To sales: "Ada Lovelace booked Tue 8 Dec 14:00 Europe/London — inquiry …". */
export function bookingNoticeMail(b: BookingNoticeFacts): MailContent {
  const when = callTime(b.startAt, b.timeZone);
  const what =
    b.status === "cancelled"
      ? `${b.name} cancelled the call of ${when}`
      : `${b.name} ${bookingVerb[b.status]} ${when}`;
  const tail = b.inquiryId ? `inquiry ${b.inquiryId}` : "no inquiry found for this address";
  const line = `${what} — ${tail}`;
  const details = [
    `Attendee: ${b.name} <${b.email}>`,
    `Channel: ${b.channel ?? "unknown"}`,
    b.inquiryId
      ? `Inquiry: npm run inquiries -- report shows it under ${b.inquiryId}`
      : "Inquiry: none (booked without the link from an inquiry)",
  ];
  return {
    subject: headerSafe(`Call ${b.status}: ${b.name}, ${when}`),
    text: `${line}\n\n${details.join("\n")}\n`,
    html: layout(`Call ${b.status}`, paragraph(line) + details.map(paragraph).join("")),
  };
}
