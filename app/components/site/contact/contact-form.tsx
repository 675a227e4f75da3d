import {
  type Contact,
  type ContactInput,
  contactConstraints,
  contactSchema,
  fieldErrors,
} from "@lib/contact-schema";
import { contactCopy } from "@lib/form-copy";
import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { normalisePath } from "~/components/ui/link";
import { notify } from "~/lib/notify";
import { InquiryReceived } from "./inquiry-received";
import { InquiryError, submitInquiry } from "./submit-inquiry";

const empty: ContactInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  message: "",
  marketing_consent: false,
};

type FieldName = keyof ContactInput;

/** The shared schema as a react-hook-form resolver (no resolver package: it would pull in full zod). */
const resolver: Resolver<ContactInput, unknown, Contact> = async (values) => {
  const result = contactSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(fieldErrors(result.error)).map(([name, message]) => [
      name,
      { type: "validation", message },
    ]),
  );
  return { values: {}, errors };
};

/**
 * Once this code runs, the form's own checks (the spec's messages under each field) replace the
 * browser's: the prerendered HTML keeps the constraint attributes for a post without script.
 * A ref, not a prop: a prop would be in the prerendered HTML too.
 */
const checkedByScript = (form: HTMLFormElement | null) => {
  if (form) form.noValidate = true;
};

/**
 * The site's one inquiry form, a real form posting to /api/contact: without script (or before
 * its code arrives) the browser checks the constraint attributes and posts it, and the server
 * answers with a thank-you page or the form again with its messages. With script it is
 * validated with the shared schema and sent as JSON, and the thank-you panel replaces it.
 */
export function ContactForm({
  submitLabel = contactCopy.submit,
  source,
}: {
  submitLabel?: string;
  /** The page the form is on (the inquiry's source), as its Astro page renders it. */
  source: string;
}) {
  const page = normalisePath(source);
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  // Set once sent; the insights box subscribes (server/contact/repository.ts), the panel says so.
  const [submitted, setSubmitted] = useState<{ subscribed: boolean } | null>(null);
  // One key per filled form: a double click or a retry after a lost answer stores one inquiry.
  const idempotencyKey = useRef<string>("");
  const openedAt = useRef<number>(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the next render is on screen: the first field after "Submit Another
  // Inquiry" (its button is gone), the Send button after a failed send (disabled while sending,
  // it dropped focus to the page).
  const focusAfterRender = useRef<"first-field" | "submit" | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({
    resolver,
    defaultValues: empty,
    mode: "onTouched",
  });

  const startFresh = (openedAtMs = Date.now()) => {
    idempotencyKey.current = crypto.randomUUID();
    openedAt.current = openedAtMs;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mounted form, by design
  useEffect(() => {
    // An island takes over a prerendered page: the visitor may have been typing since the page
    // opened, so the fill time counts from then.
    startFresh(Math.round(performance.timeOrigin));
  }, []);

  useEffect(() => {
    if (submitted) thanksRef.current?.focus();
    else if (focusAfterRender.current === "first-field") {
      focusAfterRender.current = null;
      setFocus("name");
    }
  }, [submitted, setFocus]);

  useEffect(() => {
    if (isSubmitting || focusAfterRender.current !== "submit") return;
    focusAfterRender.current = null;
    // Only when the disabled button took focus with it; a visitor who moved on keeps their place.
    if (!document.activeElement || document.activeElement === document.body) {
      submitRef.current?.focus();
    }
  }, [isSubmitting]);

  const onSubmit = async (values: Contact) => {
    try {
      await submitInquiry({
        ...values,
        phone: values.phone || undefined,
        idempotency_key: idempotencyKey.current,
        website: honeypot.current?.value ?? "",
        elapsed_ms: Date.now() - openedAt.current,
        source: page,
      });
      void notify("success", contactCopy.success.title, {
        description: contactCopy.success.description,
      });
      reset(empty);
      setSubmitted({ subscribed: Boolean(values.marketing_consent) });
    } catch (err) {
      console.error("Contact form submission failed:", err);
      const message =
        err instanceof Error && err.message
          ? err.message
          : "Something went wrong. Please try again.";
      const fields: Record<string, string> = err instanceof InquiryError ? err.fields : {};
      const names = Object.keys(fields).filter((k): k is FieldName => k in empty);
      for (const name of names) setError(name, { message: fields[name] });
      if (names[0]) setFocus(names[0]);
      else focusAfterRender.current = "submit";
      void notify("error", "Error", { description: message });
    }
  };

  if (submitted) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-mint-300 bg-mint-300/15 p-8 text-center outline-none"
      >
        <CheckCircle2 className="mx-auto size-12 text-mint-600" aria-hidden="true" />
        <h3 className="mt-4 text-2xl font-bold">{contactCopy.thanksTitle}</h3>
        <InquiryReceived
          subscribed={submitted.subscribed}
          className="mx-auto mt-3 max-w-md text-ink-soft"
        />
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            startFresh();
            focusAfterRender.current = "first-field";
            setSubmitted(null);
          }}
        >
          Submit Another Inquiry
        </Button>
      </div>
    );
  }

  const describedBy = (name: FieldName) => (errors[name] ? `${id(name)}-error` : undefined);

  return (
    <form
      ref={checkedByScript}
      method="post"
      action="/api/contact"
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-5 sm:grid-cols-2"
      aria-label="Contact form"
    >
      <Field id={id("name")} label={contactCopy.labels.name} required error={errors.name?.message}>
        <Input
          id={id("name")}
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          {...contactConstraints.name}
          {...register("name")}
        />
      </Field>
      <Field
        id={id("email")}
        label={contactCopy.labels.email}
        required
        error={errors.email?.message}
      >
        <Input
          id={id("email")}
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          {...contactConstraints.email}
          {...register("email")}
        />
      </Field>
      <Field
        id={id("phone")}
        label={contactCopy.labels.phone}
        hint={contactCopy.optional}
        error={errors.phone?.message}
      >
        <Input
          id={id("phone")}
          type="tel"
          autoComplete="tel"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy("phone")}
          {...contactConstraints.phone}
          {...register("phone")}
        />
      </Field>
      <Field
        id={id("company")}
        label={contactCopy.labels.company}
        required
        error={errors.company?.message}
      >
        <Input
          id={id("company")}
          autoComplete="organization"
          aria-invalid={errors.company ? true : undefined}
          aria-describedby={describedBy("company")}
          {...contactConstraints.company}
          {...register("company")}
        />
      </Field>
      <Field
        id={id("message")}
        label={contactCopy.labels.message}
        required
        error={errors.message?.message}
        className="sm:col-span-2"
      >
        <Textarea
          id={id("message")}
          rows={4}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          placeholder={contactCopy.messagePlaceholder}
          {...contactConstraints.message}
          {...register("message")}
        />
      </Field>
      {/* Honeypot: invisible to people and screen readers; bots that fill it are flagged. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id("website")}>{contactCopy.honeypot}</label>
        <input
          ref={honeypot}
          id={id("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/* Where the inquiry was sent from, for a post without script (the script sends it itself). */}
      <input type="hidden" name="source" value={page} />
      <label className="flex items-start gap-3 text-sm text-ink-soft sm:col-span-2">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded border-line accent-brand-600"
          {...register("marketing_consent")}
        />
        <span>{contactCopy.consent}</span>
      </label>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          <span aria-hidden="true">* </span>
          {contactCopy.required}
        </p>
        <Button
          ref={submitRef}
          type="submit"
          size="lg"
          disabled={isSubmitting}
          className="uppercase tracking-wide"
        >
          {isSubmitting ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              SENDING...
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </div>
    </form>
  );
}
