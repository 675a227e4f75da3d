import { newsletterAnswerCopy } from "@content/newsletter-answer-copy";
import { newsletterSchema } from "@lib/newsletter-schema";
import { visitAttribution } from "~/browser/visit";
import { notify } from "~/components/site/toast/toast";
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
import { SendError, sendForm } from "~/components/ui/send-form";

const FIELDS = ["email"] as const;

/**
 * The sign-up's behaviour, fetched by the page's script after the first paint: the
 * address checked with the server's schema, then sent as JSON. Any 2xx: the server's words in
 * a toast and an empty field; 422: its message under the field; anything else, or no network:
 * the 'Error' toast with the address kept.
 */
export function newsletterForm(form: HTMLFormElement) {
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
      const res = await sendForm("/api/newsletter", {
        ...data,
        attribution: visitAttribution(window),
      });
      const answer = (await res.json().catch(() => null)) as { message?: string } | null;
      notify("success", answer?.message || newsletterAnswerCopy.subscribed);
      clearForm(form);
    } catch (err) {
      if (err instanceof SendError && err.status === 422) {
        showErrors(form, FIELDS, {
          email: err.fields.email || err.answer?.error || newsletterAnswerCopy.checkAddress,
        });
        return;
      }
      console.error("Newsletter signup failed:", err);
      failed(err);
    } finally {
      sending = false;
      showSending(form, false);
    }
  };
  takeOver(form, () => void send());
  warmUp(newsletterSchema, [form]);
}
