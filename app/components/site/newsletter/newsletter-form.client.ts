import { newsletterSchema } from "@lib/newsletter-schema";
import { notify } from "~/components/site/toast/toast";
import { FORM_ATTR } from "~/components/ui/form-parts";
import {
  checked,
  clearForm,
  control,
  failed,
  showError,
  showErrors,
  showSending,
  takeOver,
  warmUp,
} from "~/components/ui/form-script";
import { postJson } from "~/lib/post-json";
import { visitAttribution } from "~/lib/visit";

const FIELDS = ["email"] as const;
const FALLBACK = "Something went wrong. Please try again.";

interface NewsletterAnswer {
  message?: string;
  error?: string;
  fields?: { email?: string };
}

/**
 * The sign-up's behaviour, fetched by the page's script after the first paint: the
 * address checked with the server's schema, then sent as JSON. Any 2xx: the server's words in
 * a toast and an empty field; 422: its message under the field; anything else, or no network:
 * the 'Error' toast with the address kept.
 */
export function newsletterForms(doc: Document) {
  const forms = Array.from(
    doc.querySelectorAll<HTMLFormElement>(`form[${FORM_ATTR}="newsletter"]`),
  );
  for (const form of forms) newsletterForm(form);
  warmUp(newsletterSchema, forms);
}

function newsletterForm(form: HTMLFormElement) {
  let sending = false;
  const address = () => control(form, "email")?.value ?? "";
  form.addEventListener("input", () => {
    if (control(form, "email")?.getAttribute("aria-invalid")) showError(form, "email", undefined);
  });

  const send = async () => {
    if (sending) return;
    const data = checked(form, FIELDS, newsletterSchema, { email: address() });
    if (!data) return;
    sending = true;
    showSending(form, true);
    try {
      const res = await postJson("/api/newsletter", {
        ...data,
        attribution: visitAttribution(window),
      });
      const answer = (await res.json().catch(() => null)) as NewsletterAnswer | null;
      if (res.ok) {
        notify(
          "success",
          answer?.message || "You're subscribed. Watch your inbox for the next issue.",
        );
        clearForm(form);
        return;
      }
      if (res.status === 422) {
        showErrors(form, FIELDS, {
          email: answer?.fields?.email || answer?.error || "Please check your email address.",
        });
        return;
      }
      throw new Error(answer?.error || FALLBACK);
    } catch (err) {
      console.error("Newsletter signup failed:", err);
      failed(err);
    } finally {
      sending = false;
      showSending(form, false);
    }
  };
  takeOver(form, () => void send());
}
