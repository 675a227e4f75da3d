import { newsletterCopy } from "@lib/form-copy";
import { newsletterLimits, newsletterSchema } from "@lib/newsletter-schema";
import { Loader2, Mail } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";

const FALLBACK = "Something went wrong. Please try again.";

interface NewsletterAnswer {
  message?: string;
  error?: string;
  fields?: { email?: string };
}

/** Once this code runs, its own check (the message under the field) replaces the browser's. */
const checkedByScript = (form: HTMLFormElement | null) => {
  if (form) form.noValidate = true;
};

/**
 * E-mail signup, a real form posting to /api/newsletter: without script (or before its code
 * arrives) the browser checks the address and posts it, and the server answers with a
 * thank-you page. With script it validates the address, then POSTs {"email"} as JSON: any
 * 2xx → success toast and an empty field; 422 → the server's message under the field;
 * anything else → an error toast.
 */
export function NewsletterForm({
  tone = "dark",
  submitLabel = newsletterCopy.submit,
}: {
  tone?: "light" | "dark";
  submitLabel?: string;
}) {
  const uid = useId();
  const inputId = `${uid}-email`;
  const errorId = `${uid}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // Read from the field itself: an address typed before this form's code arrived is there,
    // not in any React state.
    const parsed = newsletterSchema.safeParse({ email: inputRef.current?.value ?? "" });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? FALLBACK);
    setError(null);
    setSending(true);
    try {
      let res: Response;
      try {
        res = await fetch("/api/newsletter", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(parsed.data),
        });
      } catch {
        void notify("error", "Error", {
          description: "We couldn't reach our server. Check your connection and try again.",
        });
        return;
      }
      const data = (await res.json().catch(() => null)) as NewsletterAnswer | null;
      if (res.ok) {
        void notify(
          "success",
          data?.message || "You're subscribed. Watch your inbox for the next issue.",
        );
        if (inputRef.current) inputRef.current.value = "";
        return;
      }
      if (res.status === 422) {
        return fail(data?.fields?.email || data?.error || "Please check your email address.");
      }
      void notify("error", "Error", { description: data?.error || FALLBACK });
    } finally {
      setSending(false);
    }
  };

  const dark = tone === "dark";
  return (
    <form
      ref={checkedByScript}
      method="post"
      action="/api/newsletter"
      onSubmit={onSubmit}
      className="w-full"
      aria-label="Newsletter signup"
    >
      <label htmlFor={inputId} className="sr-only">
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
              ref={inputRef}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder={newsletterCopy.placeholder}
              required
              maxLength={newsletterLimits.email}
              defaultValue=""
              onChange={() => {
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={cn(controlClass, "h-13 rounded-full pl-12")}
            />
          </div>
          {error ? (
            <p
              id={errorId}
              role="alert"
              className={cn(
                "mt-2.5 pl-4 text-sm font-semibold",
                dark ? "text-coral-400" : "text-red-700",
              )}
            >
              {error}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          variant={dark ? "accent" : "primary"}
          size="lg"
          disabled={sending}
          className="shrink-0"
        >
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {sending ? "Subscribing…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
