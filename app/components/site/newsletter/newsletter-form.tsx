import { newsletterCopy } from "@content/form-copy";
import { emptyFieldMessages } from "@lib/field-errors";
import { newsletterLimits, newsletterSchema } from "@lib/newsletter-schema";
import { Mail } from "lucide-react";
import { ErrorSummary } from "~/components/ui/error-summary";
import { controlClass } from "~/components/ui/field";
import { FIELD_ERROR_ATTR, WHEN_EMPTY_ATTR } from "~/components/ui/form-parts";
import { PostForm } from "~/components/ui/post-form";
import { SendButton } from "~/components/ui/send-button";
import { cn } from "~/markup/cn";

/** The address field's id: the same in the page and in the server's answer. */
export const NEWSLETTER_FIELD_ID = "newsletter-email";

/** The schema's words for the address left empty, for the first-paint catcher (form-parts.ts). */
const whenEmpty = emptyFieldMessages(newsletterSchema, ["email"]).email;

/**
 * E-mail signup, a real form posting to /api/newsletter, drawn the same way in the pages and in
 * the server's answer to a post without script (`value`, `error`: what was sent and what is
 * wrong with it). `noValidate`: the spec's message, never the browser's bubble; with script,
 * `newsletter-form.client.ts` checks the address and sends it as JSON.
 */
export function NewsletterForm({
  tone = "dark",
  submitLabel = newsletterCopy.submit,
  value = "",
  error,
}: {
  tone?: "light" | "dark";
  submitLabel?: string;
  value?: string;
  error?: string;
}) {
  const dark = tone === "dark";
  const errorId = `${NEWSLETTER_FIELD_ID}-error`;
  return (
    <PostForm
      module="newsletter-form"
      action="/api/newsletter"
      label="Newsletter signup"
      className="w-full"
    >
      {error ? (
        <div className="mb-4 text-ink">
          <ErrorSummary
            id="newsletter-summary"
            problems={[{ href: `#${NEWSLETTER_FIELD_ID}`, message: error }]}
          />
        </div>
      ) : null}
      <label htmlFor={NEWSLETTER_FIELD_ID} className="sr-only">
        {newsletterCopy.label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <div className="relative">
            <Mail
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              id={NEWSLETTER_FIELD_ID}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={newsletterCopy.placeholder}
              required
              maxLength={newsletterLimits.email}
              defaultValue={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={cn(controlClass, "h-13 rounded-full pl-12")}
            />
          </div>
          <p
            id={errorId}
            {...{ [FIELD_ERROR_ATTR]: "", [WHEN_EMPTY_ATTR]: whenEmpty }}
            hidden={!error}
            className={cn(
              "mt-2.5 pl-4 text-sm font-semibold",
              dark ? "text-coral-400" : "text-red-700",
            )}
          >
            {error}
          </p>
        </div>
        <SendButton
          label={submitLabel}
          sending={newsletterCopy.sending}
          variant={dark ? "accent" : "primary"}
          className="shrink-0"
        />
      </div>
    </PostForm>
  );
}
