import { caseStudyRequestCopy as copy } from "@content/form-copy";
import {
  CASE_STUDY_REQUEST_FIELDS,
  caseStudyRequestConstraints,
  caseStudyRequestSchema,
} from "@lib/case-study-request-schema";
import { emptyFieldMessages } from "@lib/field-errors";
import { MailCheck } from "lucide-react";
import { ErrorSummary, fieldProblems } from "~/components/ui/error-summary";
import { Field, Input } from "~/components/ui/field";
import { FORM_ROOT_ATTR } from "~/components/ui/form-parts";
import { Honeypot } from "~/components/ui/honeypot";
import { Link, normalisePath } from "~/components/ui/link";
import { PostForm } from "~/components/ui/post-form";
import { SendButton } from "~/components/ui/send-button";
import { SentPanel } from "~/components/ui/sent-panel";
import { CaseStudySent } from "./case-study-sent";
import { REQUEST_ACTION, requestFieldId } from "./request-fields";

/** The schema's words for each field left empty, for the first-paint catcher (form-parts.ts). */
const whenEmpty = emptyFieldMessages(caseStudyRequestSchema, CASE_STUDY_REQUEST_FIELDS);

type Visible = (typeof CASE_STUDY_REQUEST_FIELDS)[number];

const AUTOCOMPLETE: Record<Visible, string> = {
  name: "name",
  email: "email",
  company: "organization",
};

export interface CaseStudyRequestFormProps {
  /** The study asked for (its slug travels with the form). */
  study: string;
  /** The page the form is on (the request's source). */
  source: string;
  /** What the visitor sent, when the server gives the form back to a post without script. */
  values?: Readonly<Record<string, string>>;
  /** The spec's message per field, beside the field and in the summary at the top. */
  errors?: Readonly<Record<string, string>>;
  /** Problems that belong to no field (a damaged post). */
  notices?: readonly string[];
}

/**
 * Name, work e-mail and company, to have a case study's PDF sent by e-mail (content/site.json
 * `caseStudyDownloads: "email"`): a real form posting to /api/case-study-requests, drawn the
 * same way on the study's download page and in the server's answer to a post without script.
 * The contact form's fields, rules and messages; with script, `case-study-request-form.client.ts`
 * checks them, sends JSON and shows the panel below, naming the address the link went to.
 */
export function CaseStudyRequestForm({
  study,
  source,
  values = {},
  errors = {},
  notices = [],
}: CaseStudyRequestFormProps) {
  const problems = fieldProblems(CASE_STUDY_REQUEST_FIELDS, requestFieldId, errors, notices);
  return (
    <div {...{ [FORM_ROOT_ATTR]: "" }}>
      <PostForm
        module="case-study-request-form"
        action={REQUEST_ACTION}
        label="Case study request"
        className="grid gap-5"
      >
        <ErrorSummary problems={problems} id="study-request-summary" />
        {CASE_STUDY_REQUEST_FIELDS.map((name) => (
          <Field
            key={name}
            id={requestFieldId(name)}
            label={copy.labels[name]}
            required
            whenEmpty={whenEmpty[name]}
            error={errors[name]}
          >
            <Input
              id={requestFieldId(name)}
              name={name}
              type={name === "email" ? "email" : "text"}
              autoComplete={AUTOCOMPLETE[name]}
              defaultValue={values[name] ?? ""}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `${requestFieldId(name)}-error` : undefined}
              {...caseStudyRequestConstraints[name]}
            />
          </Field>
        ))}
        <Honeypot id={requestFieldId("website")} label={copy.honeypot} />
        <input type="hidden" name="study" value={study} />
        <input type="hidden" name="source" value={normalisePath(source)} />
        <SendButton label={copy.submit} sending={copy.sending} className="w-full sm:w-auto" />
        <p className="text-sm text-ink-soft">
          {copy.privacy}{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-4">
            {copy.privacyLink}
          </Link>
          .
        </p>
      </PostForm>
      <SentPanel icon={MailCheck} title={copy.sentTitle} again={copy.again}>
        <CaseStudySent className="mx-auto mt-3 max-w-md text-ink-soft" />
      </SentPanel>
    </div>
  );
}
