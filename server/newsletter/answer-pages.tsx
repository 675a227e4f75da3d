import { newsletterCopy } from "@content/form-copy";
import { ConfirmButton } from "~/components/site/newsletter/confirm-button";
import { NewsletterForm } from "~/components/site/newsletter/newsletter-form";
import { UnsubscribeButton } from "~/components/site/newsletter/unsubscribe-button";
import type { AnswerPage } from "../http/answer-page";
import type { Refusal } from "../http/guards";

// The sign-up form as the server gives it back to a visitor who posted it without script.

/** Where the sign-up lives: its answers mark no item of the main menu as the current page. */
const PATH = "/blog";

/** 422: the address back with its message beside it and in the summary above. */
export function invalidSignup(email: string, error: string): AnswerPage {
  return {
    title: "Please check your e-mail address",
    lead: newsletterCopy.pitch,
    path: PATH,
    body: <NewsletterForm tone="light" value={email} error={error} />,
  };
}

/** A refusal as a page: the address kept when it was read, else the Back button keeps it. */
export function refusedSignup(refusal: Refusal, fields?: Record<string, string>): AnswerPage {
  if (refusal.status === 403) {
    return {
      title: "Access Forbidden",
      lead: "This form can only be sent from our own site.",
      path: PATH,
      body: (
        <p>
          Subscribe on{" "}
          <a href="/blog" className="font-semibold text-brand-700 underline">
            our blog
          </a>{" "}
          instead.
        </p>
      ),
    };
  }
  if (fields) {
    return {
      title: refusal.status === 429 ? "Please wait a few minutes" : "We couldn't subscribe you",
      lead: `${refusal.error} Your address is below, ready to send again.`,
      path: PATH,
      body: <NewsletterForm tone="light" value={fields.email ?? ""} />,
    };
  }
  return {
    title: "We couldn't subscribe you",
    lead: refusal.error,
    path: PATH,
    body: <p>Use your browser's Back button to return to the form and send it again.</p>,
  };
}

/** An answer to the unsubscribe link or button; `action` where the button is still to press. */
export function unsubscribePage(title: string, text: string, action?: string): AnswerPage {
  return {
    title,
    lead: text,
    path: PATH,
    body: action ? (
      <UnsubscribeButton action={action} />
    ) : (
      <p>
        <a href="/" className="font-semibold text-brand-700 underline">
          Return to the home page
        </a>
      </p>
    ),
  };
}

/** The page a sign-up's confirming link opens, and what its button answers. */
export function confirmPage(
  found: { state: "unknown" | "confirmed" | "expired" | "pending"; email?: string },
  action: string,
): AnswerPage {
  const copy = newsletterCopy.confirm;
  const signUpAgain = (
    <p>
      <a href="/blog#newsletter-heading" className="font-semibold text-brand-700 underline">
        {copy.signUpAgain}
      </a>
    </p>
  );
  switch (found.state) {
    case "pending":
      return {
        title: copy.askTitle,
        lead: copy.ask(found.email ?? ""),
        path: PATH,
        body: <ConfirmButton action={action} />,
      };
    case "confirmed":
      return {
        title: copy.doneTitle,
        lead: copy.done,
        path: PATH,
        body: (
          <p>
            <a href="/insights" className="font-semibold text-brand-700 underline">
              Read our insights
            </a>
          </p>
        ),
      };
    case "expired":
      return { title: copy.expiredTitle, lead: copy.expired, path: PATH, body: signUpAgain };
    case "unknown":
      return { title: copy.unknownTitle, lead: copy.unknown, path: PATH, body: signUpAgain };
  }
}
