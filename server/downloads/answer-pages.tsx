import { caseStudyRequestCopy as copy } from "@content/form-copy";
import { site } from "@content/site";
import { CASE_STUDY_REQUEST_FIELDS } from "@lib/case-study-request-schema";
import { CaseStudyRequestForm } from "~/components/site/case-study-request/case-study-request-form";
import { CaseStudySent } from "~/components/site/case-study-request/case-study-sent";
import { buttonClass } from "~/components/ui/button";
import type { AnswerPage } from "../http/answer-page";
import type { Refusal } from "../http/guards";

// The case-study request form as the server gives it back to a visitor who posted it without
// script, and the pages the e-mailed link answers with when it no longer sends the file.

const isVisible = (name: string) => (CASE_STUDY_REQUEST_FIELDS as readonly string[]).includes(name);
const sentFrom = (fields?: Record<string, string>) => fields?.source || "/case-studies";

const link = (href: string, label: string, variant: "primary" | "outline" = "primary") => (
  <a href={href} className={buttonClass(variant, "lg")}>
    {label}
  </a>
);

const email = (
  <a href={`mailto:${site.contactEmail}`} className="font-semibold text-brand-700 underline">
    {site.contactEmail}
  </a>
);

/**
 * 422: the spec's message per field, in the summary and beside the field, the values kept.
 * `study` is the study the form is for, when the post named one the server has.
 */
export function invalidRequest(
  fields: Record<string, string>,
  errors: Record<string, string>,
  study: string | undefined,
): AnswerPage {
  const path = sentFrom(fields);
  if (!study) {
    return {
      title: "We couldn't tell which case study",
      lead: "Part of the form did not arrive as sent. Please choose the case study again.",
      path,
      body: <p>{link("/case-studies", "See all case studies")}</p>,
    };
  }
  // Only a tampered or truncated post gets this: hidden fields, unknown names.
  const notices = Object.keys(errors).some((k) => !isVisible(k))
    ? ["Part of the form did not arrive as sent. Please send it again."]
    : [];
  return {
    title: "Please check your details",
    lead: "Please check the highlighted fields. Everything you typed is still below.",
    path,
    body: (
      <CaseStudyRequestForm
        study={study}
        source={path}
        values={fields}
        errors={errors}
        notices={notices}
      />
    ),
  };
}

/**
 * A refusal as a page. With the fields in hand (rate limit, storage down) the form comes back
 * filled in, to send again; without them the visitor's own Back button still holds them.
 */
export function refusedRequest(
  refusal: Refusal,
  fields: Record<string, string> | undefined,
  study: string | undefined,
): AnswerPage {
  const path = sentFrom(fields);
  if (refusal.status === 403) {
    return {
      title: "Access Forbidden",
      lead: "This form can only be sent from our own site.",
      path,
      body: <p>{link("/case-studies", "See all case studies")}</p>,
    };
  }
  if (fields && study) {
    return {
      title:
        refusal.status === 429 ? "Please wait a few minutes" : "We couldn't send the case study",
      lead: `${refusal.error} Your details are below as you wrote them: nothing has been lost.`,
      path,
      body: <CaseStudyRequestForm study={study} source={path} values={fields} />,
    };
  }
  return {
    title: "Your request didn't reach us",
    lead: refusal.error,
    path,
    body: (
      <p>
        Use your browser's Back button to return to the form: what you typed is still there. Send it
        again, or write to us at {email}.
      </p>
    ),
  };
}

/** The answer to a post without script once the request is stored: where the link went. */
export function sentPage(address: string, studyTitle: string, studyPath: string): AnswerPage {
  return {
    title: copy.sentTitle,
    lead: `"${studyTitle}" is on its way.`,
    path: studyPath,
    body: (
      <>
        <CaseStudySent email={address} className="text-lg leading-relaxed text-ink-soft" />
        <p className="mt-8 flex flex-wrap gap-3">
          {link(studyPath, "Back to the case study")}
          {link("/case-studies", "More case studies", "outline")}
        </p>
      </>
    ),
  };
}

/**
 * The e-mailed link when it sends nothing: expired (after 7 days), or not one we sent. Either
 * way the study's form is one press away, to have a new link sent.
 */
export function linkPage(
  reason: "expired" | "unknown",
  studyPath: string,
  requestPath: string | undefined,
): AnswerPage {
  const ask = requestPath ? link(requestPath, "Send me a new link") : null;
  return {
    title: reason === "expired" ? "This link has expired" : "Link not recognized",
    lead:
      reason === "expired"
        ? "Download links work for 7 days. Ask for the case study again and we'll e-mail you a new link straight away."
        : "This download link is incomplete or not one we sent. Please use the link from your e-mail, or ask for the case study again.",
    path: studyPath,
    body: (
      <p className="flex flex-wrap gap-3">
        {ask}
        {link(studyPath, "Read the case study online", ask ? "outline" : "primary")}
      </p>
    ),
  };
}

/** The link could not be checked (storage down): nothing is wrong with it, try again soon. */
export function linkUnavailablePage(studyPath: string): AnswerPage {
  return {
    title: "Please try again",
    lead: "We couldn't check this link just now. Please open it again in a minute: it still works.",
    path: studyPath,
    body: <p>{link(studyPath, "Read the case study online")}</p>,
  };
}
