import { replyWithinHours } from "./form-facts";

/**
 * What the forms say, in one place: the React forms, their scripts, the prerendered thank-you
 * pages and the server's answers (to a form posted without script, and to a request it failed)
 * all read it, so a visitor meets the same words whichever path their inquiry took.
 */

// What the forms' scripts say of their own accord (toasts and fallbacks), in modules of their
// own so the small scripts that say them carry nothing else.
export { formCopy } from "./form-script-copy";
export { newsletterAnswerCopy } from "./newsletter-answer-copy";

export const contactCopy = {
  labels: {
    name: "Full name",
    email: "Business email",
    phone: "Phone number",
    company: "Company name",
    message: "Message",
  },
  optional: "(optional)",
  messagePlaceholder: "Tell us about your team, your product and what you'd like to achieve.",
  consent:
    "Send me occasional insights on offshore teams and agile delivery. Unsubscribe at any time.",
  honeypot: "Leave this field empty",
  required: `Required. We reply within ${replyWithinHours} hours.`,
  submit: "Send inquiry",
  /** The spec's label while an inquiry is on its way (the button is disabled). */
  sending: "SENDING...",
  /** The spec's success toast. */
  success: {
    title: "Success!",
    description: "Thank you for your inquiry. We'll get back to you soon!",
  },
  /** The thank-you panel (the spec: received, a reply within 24 hours, a confirmation e-mail). */
  thanksTitle: "Thank you!",
  again: "Submit Another Inquiry",
  received: `Your inquiry has been received. We'll get back to you within ${replyWithinHours} hours, and a confirmation email is on its way to your inbox.`,
  subscribed: "You're also subscribed to our insights; that email has the link to unsubscribe.",
} as const;

export const newsletterCopy = {
  label: "Email address",
  placeholder: "you@company.com",
  submit: "Subscribe",
  sending: "Subscribing…",
  pitch:
    "One e-mail a month with our newest articles on building teams, agile delivery and portfolio management. No spam; unsubscribe at any time.",
  thanksTitle: "You're subscribed",
  thanks: "Thank you for subscribing to our insights.",
  /** Said without knowing whether the address was new: the server answers both the same way. */
  welcome:
    "A welcome e-mail is on its way, with a link to unsubscribe at any time; if the address was already on our list, nothing changes and no second e-mail is sent.",
} as const;

/** The case-study request form (e-mail mode), its answers and its e-mail, in one place. */
export const caseStudyRequestCopy = {
  labels: {
    name: "Full name",
    email: "Work email",
    company: "Company name",
  },
  honeypot: "Leave this field empty",
  submit: "Email me the case study",
  sending: "SENDING...",
  heading: "Get the case study by email",
  intro:
    "Tell us where to send it and we'll email you a link to the PDF straight away. We'll let our team know you read it; no newsletter unless you ask for one.",
  /** The panel and the answer page once the request is stored: where the link went. */
  sentTitle: "Check your inbox",
  /** "We've sent the case study to <address>." then how long the link works. */
  sentTo: "We've sent the case study to",
  linkWorks: (days: number) =>
    `The link in the email works for ${days} days. Nothing there after a few minutes? Check your spam folder.`,
  sentToast: "Case study on its way",
  again: "Send it to another address",
} as const;
