import { newsletterCopy } from "@lib/form-copy";
import { newsletterLimits } from "@lib/newsletter-schema";
import type { Refusal } from "../http/guards";
import { errorSummary, escapeHtml, fieldHtml, htmlPage } from "../http/html-page";

// The sign-up form as the server gives it back to a visitor who posted it without script.

const FIELD_ID = "newsletter-email";

function signupForm(email: string, error?: string): string {
  const field = fieldHtml({
    id: FIELD_ID,
    name: "email",
    label: newsletterCopy.label,
    type: "email",
    autocomplete: "email",
    inputmode: "email",
    placeholder: newsletterCopy.placeholder,
    value: email,
    error,
    constraints: { required: true, maxLength: newsletterLimits.email },
  });
  return `<form class="card" method="post" action="/api/newsletter" aria-label="Newsletter signup">${field}<button class="button" type="submit">${escapeHtml(newsletterCopy.submit)}</button></form>`;
}

/** 422: the address came back with its message beside it. */
export function invalidSignupPage(email: string, error: string): string {
  return htmlPage({
    title: "Please check your e-mail address",
    lead: newsletterCopy.pitch,
    body: `${errorSummary([{ href: `#${FIELD_ID}`, message: error }])}${signupForm(email, error)}`,
  });
}

/** A refusal as a page: the address kept when it was read, else the Back button keeps it. */
export function refusedSignupPage(refusal: Refusal, fields?: Record<string, string>): string {
  if (refusal.status === 403) {
    return htmlPage({
      title: "Access Forbidden",
      lead: "This form can only be sent from our own site.",
      body: '<p>Subscribe on <a href="/blog">our blog</a> instead.</p>',
    });
  }
  if (fields) {
    return htmlPage({
      title: refusal.status === 429 ? "Please wait a few minutes" : "We couldn't subscribe you",
      lead: `${refusal.error} Your address is below, ready to send again.`,
      body: signupForm(fields.email ?? ""),
    });
  }
  return htmlPage({
    title: "We couldn't subscribe you",
    lead: refusal.error,
    body: '<div class="card"><p>Use your browser\'s Back button to return to the form and send it again.</p></div>',
  });
}
