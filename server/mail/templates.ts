import { site } from "@lib/site";
import { isPossibleSpam, verdictReasons } from "../contact/spam";
import type { Inquiry } from "../db/schema";
import { originLine } from "../webhook/payload";
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

export const confirmationSubject = () => `We received your inquiry — ${site.brand}`;

/** To the visitor: we have it, a reply comes within 24 hours (and, if asked, the insights). */
export function confirmationMail(inquiry: Inquiry, unsubscribeUrl?: string): MailContent {
  const hours = site.replyWithinHours;
  const first = inquiry.name.split(/\s+/)[0] ?? inquiry.name;
  const lines = [
    `Hello ${first},`,
    `Thank you for contacting ${site.brand}. We have received your inquiry and a senior consultant will reply within ${hours} hours.`,
    "For your records, this is what you sent us:",
  ];
  const insights = `As you asked, we will also send you our insights, about one e-mail a month.`;
  const text = `${lines.join("\n\n")}\n\n${inquiry.message}\n\nIf you would rather talk now, book a call: ${site.schedulingUrl}\n\n${unsubscribeUrl ? `${insights} Unsubscribe at any time: ${unsubscribeUrl}\n\n` : ""}${site.brand} · ${site.contactEmail}\n`;
  const html = layout(
    "We received your inquiry",
    lines.map(paragraph).join("") +
      `<blockquote style="margin:0 0 14px;padding:12px 16px;background:#f5f7fb;border-left:4px solid #ffb547">${escapeHtml(inquiry.message).replace(/\n/g, "<br>")}</blockquote>` +
      `<p style="margin:0 0 14px">If you would rather talk now, <a href="${escapeHtml(site.schedulingUrl)}" style="color:#1f39ad">book a call</a>.</p>` +
      (unsubscribeUrl ? unsubscribeNote(insights, unsubscribeUrl, " at any time.") : ""),
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

/**
 * What an inquiry's message is made from, stored in its outbox row instead of the message
 * itself: the inquiry as it was when queued (a later release changes the stored inquiry, not a
 * message already queued) and the confirmation's unsubscribe link. Rendering is deterministic,
 * so every attempt sends the same message, and a few hundred bytes are written with the inquiry
 * instead of the two rendered messages' ≈9 KB (most of a request's disk writes).
 */
export type MailRecipe =
  | { template: "confirmation"; inquiry: Inquiry; unsubscribeUrl?: string }
  | { template: "sales-notice"; inquiry: Inquiry };

/** The subject is stored with the row (the owner's reports list it), so it is made at once. */
export function recipeSubject(recipe: MailRecipe): string {
  return recipe.template === "confirmation"
    ? confirmationSubject()
    : salesNoticeSubject(recipe.inquiry);
}

export function renderRecipe(recipe: MailRecipe): MailContent {
  return recipe.template === "confirmation"
    ? confirmationMail(recipe.inquiry, recipe.unsubscribeUrl)
    : salesNoticeMail(recipe.inquiry);
}
