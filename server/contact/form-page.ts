import { contactConstraints } from "@lib/contact-schema";
import { contactCopy } from "@lib/form-copy";
import { site } from "@lib/site";
import type { Refusal } from "../http/guards";
import { errorSummary, escapeHtml, fieldHtml, htmlPage } from "../http/html-page";

// The contact form as the server gives it back to a visitor who posted it without script:
// everything they typed filled in, the problems beside their fields, posting to the same place.

const VISIBLE = [
  { name: "name", autocomplete: "name" },
  { name: "email", type: "email", autocomplete: "email" },
  { name: "phone", type: "tel", autocomplete: "tel", hint: contactCopy.optional },
  { name: "company", autocomplete: "organization" },
  { name: "message", rows: 4, placeholder: contactCopy.messagePlaceholder },
] as const;

type Visible = (typeof VISIBLE)[number]["name"];
const isVisible = (name: string): name is Visible => VISIBLE.some((f) => f.name === name);
const fieldId = (name: string) => `contact-${name}`;

function contactForm(fields: Record<string, string>, errors: Record<string, string> = {}): string {
  const controls = VISIBLE.map((f) =>
    fieldHtml({
      ...f,
      id: fieldId(f.name),
      label: contactCopy.labels[f.name],
      value: fields[f.name] ?? "",
      error: errors[f.name],
      constraints: contactConstraints[f.name],
    }),
  ).join("");
  const ticked = fields.marketing_consent === "on" || fields.marketing_consent === "true";
  const source = fields.source
    ? `<input type="hidden" name="source" value="${escapeHtml(fields.source)}">`
    : "";
  return `<form class="card" method="post" action="/api/contact" aria-label="Contact form">${controls}<div class="honeypot" aria-hidden="true"><label for="contact-website">${escapeHtml(contactCopy.honeypot)}</label><input id="contact-website" name="website" type="text" tabindex="-1" autocomplete="off" value=""></div>${source}<label class="check"><input type="checkbox" name="marketing_consent"${ticked ? " checked" : ""}><span>${escapeHtml(contactCopy.consent)}</span></label><p class="note"><span aria-hidden="true">* </span>${escapeHtml(contactCopy.required)}</p><button class="button" type="submit">${escapeHtml(contactCopy.submit)}</button></form>`;
}

/** 422: the spec's message per field, at the top and beside the field, with the values kept. */
export function invalidInquiryPage(
  fields: Record<string, string>,
  errors: Record<string, string>,
): string {
  const visible = VISIBLE.filter((f) => errors[f.name]).map((f) => ({
    href: `#${fieldId(f.name)}`,
    message: errors[f.name]!,
  }));
  // Only a tampered or truncated post gets these: hidden fields, the box, unknown names.
  const damaged = Object.keys(errors).some((k) => !isVisible(k))
    ? [{ message: "Part of the form did not arrive as sent. Please send it again." }]
    : [];
  return htmlPage({
    title: "Please check your inquiry",
    lead: "Please check the highlighted fields. Everything you typed is still below.",
    body: `${errorSummary([...visible, ...damaged])}${contactForm(fields, errors)}`,
  });
}

const email = () =>
  `<a href="mailto:${escapeHtml(site.contactEmail)}">${escapeHtml(site.contactEmail)}</a>`;

/**
 * A refusal as a page. With the fields in hand (rate limit, storage down) the form comes back
 * filled in, to send again later; without them (too large, unreadable, cross-site) the
 * visitor's own Back button still holds what they typed.
 */
export function refusedInquiryPage(refusal: Refusal, fields?: Record<string, string>): string {
  if (refusal.status === 403) {
    return htmlPage({
      title: "Access Forbidden",
      lead: "This form can only be sent from our own site.",
      body: `<p>Please write to us at ${email()}, or use the form on our <a href="/contact">contact page</a>.</p>`,
    });
  }
  if (fields) {
    const title =
      refusal.status === 429 ? "Please wait a few minutes" : "We couldn't save your inquiry";
    return htmlPage({
      title,
      lead: `${refusal.error} Your inquiry is below as you wrote it: nothing has been lost.`,
      body: `<p class="note">You can also copy it into an e-mail to ${email()}.</p>${contactForm(fields)}`,
    });
  }
  return htmlPage({
    title: "Your inquiry didn't reach us",
    lead: refusal.error,
    body: `<div class="card"><p>Use your browser's Back button to return to the form: what you typed is still there.${refusal.status === 413 ? " Please shorten the message a little and send it again," : " Please send it again,"} or write to us at ${email()}.</p></div>`,
  });
}
