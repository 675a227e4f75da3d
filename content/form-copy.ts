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
  /** The step after the form: the scheduler, with the visitor's name and address filled in. */
  book: "Book your discovery call now",
  received: `Your inquiry has been received. We'll get back to you within ${replyWithinHours} hours, and a confirmation email is on its way to your inbox.`,
  /** Said when the box was ticked: double opt-in, so a second e-mail asks them to confirm. */
  subscribed:
    "To receive our insights, check your inbox to confirm: a second email has the link, and nothing is sent until you press it.",
} as const;

/** How long a sign-up's confirming link works, and when an address never confirmed is erased. */
export const newsletterConfirmation = { linkHours: 72, unconfirmedDays: 7 } as const;

const pitch =
  "One e-mail a month with our newest articles on building teams, agile delivery and portfolio management. No spam; unsubscribe at any time.";

export const newsletterCopy = {
  label: "Email address",
  placeholder: "you@company.com",
  submit: "Subscribe",
  sending: "Subscribing…",
  pitch,
  /** The answer page's heading and words (double opt-in: nothing is sent before the click). */
  thanksTitle: "Check your inbox to confirm",
  thanks: "Thank you for subscribing to our insights. One step is left: confirm your address.",
  /** Said without knowing whether the address was new: the server answers both the same way. */
  welcome: `We've sent you an e-mail with a link to confirm your subscription; it works for ${newsletterConfirmation.linkHours} hours. Until you confirm, we send you nothing else, and an address never confirmed is deleted after ${newsletterConfirmation.unconfirmedDays} days. If the address was already subscribed, nothing changes and no second e-mail is sent.`,
  /** The server's answers to a sign-up sent by the form's script (its toast). */
  answers: {
    pending:
      "Check your inbox to confirm: we've sent you a link. You're subscribed once you press it.",
    /** Signed up again within minutes: the link already sent stands (nothing sent twice). */
    waiting:
      "Check your inbox to confirm: we've sent you a link. You're subscribed once you press it.",
    already: "You're already subscribed. Thanks for reading!",
  },
  /** The pages the e-mail's link opens (server/newsletter/answer-pages.tsx). */
  confirm: {
    askTitle: "Confirm your subscription",
    ask: (email: string) =>
      `Press the button to start receiving our insights at ${email}, about one e-mail a month.`,
    button: "Confirm subscription",
    doneTitle: "You're subscribed",
    done: "Thank you for confirming. Our next insights e-mail will reach you; every one has a link to unsubscribe.",
    expiredTitle: "This link has expired",
    expired: `Confirmation links work for ${newsletterConfirmation.linkHours} hours. Sign up again and we'll send you a new one.`,
    unknownTitle: "Link not recognized",
    unknown: `We couldn't find a sign-up for this link. An address not confirmed within ${newsletterConfirmation.unconfirmedDays} days is deleted: sign up again and we'll send you a new link.`,
    signUpAgain: "Sign up again on our blog",
  },
} as const;

/**
 * What a subscriber agreed to, kept with their sign-up as proof (server/shared/subscriptions.ts):
 * the words as the form shows them, and a version that changes with them
 * (server/newsletter/consent-version.test.ts fails when the words change and the version does not).
 */
export const consentWording = {
  newsletter: {
    version: "newsletter-2026-12-03",
    text: `Stay in the loop. ${pitch} How we use your address: /privacy. [Subscribe]`,
  },
  contact: {
    version: "contact-2026-12-03",
    text: `[x] ${contactCopy.consent}`,
  },
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
  /** Beside Send: what the details are for, and the privacy notice's section on them. */
  privacy: "We keep these details to send you the study and tell our team you read it.",
  privacyLink: "How we use your details",
  again: "Send it to another address",
} as const;
