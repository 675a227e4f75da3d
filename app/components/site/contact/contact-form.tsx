import { contactCopy } from "@content/form-copy";
import { contactConstraints, contactSchema } from "@lib/contact-schema";
import { emptyFieldMessages } from "@lib/field-errors";
import { CheckCircle2 } from "lucide-react";
import { BookCallLink } from "~/components/site/booking/book-call-link";
import { buttonClass } from "~/components/ui/button";
import { ErrorSummary, fieldProblems } from "~/components/ui/error-summary";
import { Field, Input, Textarea } from "~/components/ui/field";
import { FORM_ROOT_ATTR, formParts } from "~/components/ui/form-parts";
import { Honeypot } from "~/components/ui/honeypot";
import { normalisePath } from "~/components/ui/link";
import { PostForm } from "~/components/ui/post-form";
import { SendButton } from "~/components/ui/send-button";
import { SentPanel } from "~/components/ui/sent-panel";
import { cn } from "~/markup/cn";
import { CONTACT_FIELDS, contactFieldId } from "./contact-fields";
import { InquiryReceived } from "./inquiry-received";

/** The schema's words for each field left empty, for the first-paint catcher (form-parts.ts). */
const whenEmpty = emptyFieldMessages(contactSchema, CONTACT_FIELDS);

type Visible = (typeof CONTACT_FIELDS)[number];

export interface ContactFormProps {
  /** The page the form is on (the inquiry's source). */
  source: string;
  submitLabel?: string;
  /** What the visitor sent, when the server gives the form back to a post without script. */
  values?: Readonly<Record<string, string>>;
  /** The spec's message per field, beside the field and in the summary at the top. */
  errors?: Readonly<Record<string, string>>;
  /** Problems that belong to no field (a damaged post). */
  notices?: readonly string[];
}

/**
 * The site's one inquiry form, a real form posting to /api/contact, drawn the same way in every
 * page and in the server's answer to a post without script. `noValidate`: the spec's messages,
 * never the browser's bubbles, say what is wrong; without script the server says them (422),
 * with script `contact-form.client.ts` says them before anything is sent, sends the inquiry as
 * JSON and shows the thank-you panel below in place of the form.
 */
export function ContactForm({
  submitLabel = contactCopy.submit,
  source,
  values = {},
  errors = {},
  notices = [],
}: ContactFormProps) {
  const field = (name: Visible) => ({
    id: contactFieldId(name),
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${contactFieldId(name)}-error` : undefined,
    ...contactConstraints[name],
  });
  const problems = fieldProblems(CONTACT_FIELDS, contactFieldId, errors, notices);
  const ticked = values.marketing_consent === "on" || values.marketing_consent === "true";
  return (
    <div {...{ [FORM_ROOT_ATTR]: "" }}>
      <PostForm
        module="contact-form"
        action="/api/contact"
        label="Contact form"
        className="grid gap-5 sm:grid-cols-2"
      >
        <ErrorSummary problems={problems} id="contact-summary" />
        <Field
          id={contactFieldId("name")}
          label={contactCopy.labels.name}
          required
          whenEmpty={whenEmpty.name}
          error={errors.name}
        >
          <Input autoComplete="name" {...field("name")} />
        </Field>
        <Field
          id={contactFieldId("email")}
          label={contactCopy.labels.email}
          required
          whenEmpty={whenEmpty.email}
          error={errors.email}
        >
          <Input type="email" autoComplete="email" {...field("email")} />
        </Field>
        <Field
          id={contactFieldId("phone")}
          label={contactCopy.labels.phone}
          hint={contactCopy.optional}
          error={errors.phone}
        >
          <Input type="tel" autoComplete="tel" {...field("phone")} />
        </Field>
        <Field
          id={contactFieldId("company")}
          label={contactCopy.labels.company}
          required
          whenEmpty={whenEmpty.company}
          error={errors.company}
        >
          <Input autoComplete="organization" {...field("company")} />
        </Field>
        <Field
          id={contactFieldId("message")}
          label={contactCopy.labels.message}
          required
          whenEmpty={whenEmpty.message}
          error={errors.message}
          className="sm:col-span-2"
        >
          <Textarea rows={4} placeholder={contactCopy.messagePlaceholder} {...field("message")} />
        </Field>
        <Honeypot id={contactFieldId("website")} label={contactCopy.honeypot} />
        <input type="hidden" name="source" value={normalisePath(source)} />
        <label className="flex items-start gap-3 text-sm text-ink-soft sm:col-span-2">
          <input
            type="checkbox"
            name="marketing_consent"
            defaultChecked={ticked}
            className="mt-0.5 size-5 shrink-0 rounded border-line accent-brand-600"
          />
          <span>{contactCopy.consent}</span>
        </label>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            <span aria-hidden="true">* </span>
            {contactCopy.required}
          </p>
          <SendButton
            label={submitLabel}
            sending={contactCopy.sending}
            className="uppercase tracking-wide"
          />
        </div>
      </PostForm>
      <SentPanel icon={CheckCircle2} title={contactCopy.thanksTitle} again={contactCopy.again}>
        <InquiryReceived subscribed="later" className="mx-auto mt-3 max-w-md text-ink-soft" />
        <BookCallLink className={cn(buttonClass("primary", "lg"), "mt-6")} {...formParts.book}>
          {contactCopy.book}
        </BookCallLink>
      </SentPanel>
    </div>
  );
}
