import { caseStudyRequestCopy as copy } from "@content/form-copy";
import { CASE_STUDY_LINK_DAYS } from "@lib/case-study-request-schema";
import { formParts } from "~/components/ui/form-parts";

/**
 * "We've sent the case study to <address>. The link … works for 7 days.": in the form's panel
 * (its script puts the address in) and on the server's answer to a post without script.
 */
export function CaseStudySent({ email = "", className }: { email?: string; className?: string }) {
  return (
    <p className={className}>
      {copy.sentTo}{" "}
      <strong className="font-semibold break-all text-ink" {...formParts.sentTo}>
        {email}
      </strong>
      . {copy.linkWorks(CASE_STUDY_LINK_DAYS)}
    </p>
  );
}
