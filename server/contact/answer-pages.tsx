import { site } from "@content/site";
import type { ContactRequest } from "@lib/contact-schema";
import { CONTACT_FIELDS } from "~/components/site/contact/contact-fields";
import { ContactForm } from "~/components/site/contact/contact-form";
import { InquiryThankYou } from "~/components/site/contact/thank-you";
import type { AnswerPage } from "../http/answer-page";
import type { Refusal } from "../http/guards";

// The contact form as the server gives it back to a visitor who posted it without script:
// everything they typed filled in, the problems beside their fields, posting to the same place.

const isVisible = (name: string) => (CONTACT_FIELDS as readonly string[]).includes(name);
const sentFrom = (fields?: Record<string, string>) => fields?.source || "/contact";

/** 422: the spec's message per field, in the summary and beside the field, the values kept. */
export function invalidInquiry(
  fields: Record<string, string>,
  errors: Record<string, string>,
): AnswerPage {
  // Only a tampered or truncated post gets this: hidden fields, the box, unknown names.
  const notices = Object.keys(errors).some((k) => !isVisible(k))
    ? ["Part of the form did not arrive as sent. Please send it again."]
    : [];
  return {
    title: "Please check your inquiry",
    lead: "Please check the highlighted fields. Everything you typed is still below.",
    path: sentFrom(fields),
    body: (
      <ContactForm source={sentFrom(fields)} values={fields} errors={errors} notices={notices} />
    ),
  };
}

const email = (
  <a href={`mailto:${site.contactEmail}`} className="font-semibold text-brand-700 underline">
    {site.contactEmail}
  </a>
);

/**
 * A refusal as a page. With the fields in hand (rate limit, storage down) the form comes back
 * filled in, to send again later; without them (too large, unreadable, cross-site) the
 * visitor's own Back button still holds what they typed.
 */
export function refusedInquiry(refusal: Refusal, fields?: Record<string, string>): AnswerPage {
  const path = sentFrom(fields);
  if (refusal.status === 403) {
    return {
      title: "Access Forbidden",
      lead: "This form can only be sent from our own site.",
      path,
      body: (
        <p>
          Please write to us at {email}, or use the form on our{" "}
          <a href="/contact" className="font-semibold text-brand-700 underline">
            contact page
          </a>
          .
        </p>
      ),
    };
  }
  if (fields) {
    return {
      title: refusal.status === 429 ? "Please wait a few minutes" : "We couldn't save your inquiry",
      lead: `${refusal.error} Your inquiry is below as you wrote it: nothing has been lost.`,
      path,
      body: (
        <>
          <p className="mb-6 text-sm text-muted">You can also copy it into an e-mail to {email}.</p>
          <ContactForm source={path} values={fields} />
        </>
      ),
    };
  }
  return {
    title: "Your inquiry didn't reach us",
    lead: refusal.error,
    path,
    body: (
      <p>
        Use your browser's Back button to return to the form: what you typed is still there.
        {refusal.status === 413
          ? " Please shorten the message a little and send it again,"
          : " Please send it again,"}{" "}
        or write to us at {email}.
      </p>
    ),
  };
}

/**
 * 200: the inquiry is in. The thank-you page, its booking link prefilled with the name and
 * address just sent and tied to the inquiry and the visit's channel.
 */
export function inquiryReceived(
  req: Pick<ContactRequest, "name" | "email" | "source">,
  { subscribed, inquiry, channel }: { subscribed: boolean; inquiry: string; channel?: string },
): Pick<AnswerPage, "title" | "path" | "body"> {
  return {
    title: "Thank You for Your Inquiry",
    path: req.source || "/contact",
    body: (
      <InquiryThankYou
        subscribed={subscribed}
        book={{ name: req.name, email: req.email, inquiry, channel }}
      />
    ),
  };
}
