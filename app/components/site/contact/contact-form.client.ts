import { contactSchema, fieldErrors } from "@lib/contact-schema";
import { contactCopy } from "@lib/form-copy";
import { notify } from "~/components/site/toast/toast";
import { FORM_ATTR, findPart } from "~/components/ui/form-parts";
import {
  checked,
  clearForm,
  control,
  failed,
  rootOf,
  showError,
  showErrors,
  showSending,
  takeOver,
  warmUp,
} from "~/components/ui/form-script";
import { visitAttribution } from "~/lib/visit";
import { CONTACT_FIELDS } from "./contact-fields";
import { InquiryError, submitInquiry } from "./submit-inquiry";

/**
 * The contact form's behaviour, fetched by the page's script after the first paint: the
 * spec's messages under the fields before anything is sent, 'SENDING...' while it goes, the
 * 'Success!' toast and the thank-you panel once the server has it, the 'Error' toast with
 * everything kept when it does not. It checks with the same schema and copy as the server.
 */
export function contactForms(doc: Document) {
  const forms = Array.from(doc.querySelectorAll<HTMLFormElement>(`form[${FORM_ATTR}="contact"]`));
  for (const form of forms) contactForm(form);
  warmUp(contactSchema, forms);
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

function read(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    name: text(data, "name"),
    email: text(data, "email"),
    phone: text(data, "phone"),
    company: text(data, "company"),
    message: text(data, "message"),
    marketing_consent: data.has("marketing_consent"),
  };
}

/** The schema's verdict on the form as it is now: `{ field: message }`, empty when valid. */
const problems = (form: HTMLFormElement) => {
  const parsed = contactSchema.safeParse(read(form));
  return parsed.success ? {} : fieldErrors(parsed.error);
};

function contactForm(form: HTMLFormElement) {
  const root = rootOf(form);
  const thanks = findPart(root, "thanks");
  // One key per filled form: a double Send, or a retry after a lost answer, stores one inquiry.
  let key = crypto.randomUUID();
  // The fill time counts from when the page opened: the visitor may have typed before this ran.
  let openedAt = performance.timeOrigin;
  let sending = false;

  // A field in error is checked again as it is corrected; one that was edited, when left.
  const edited = new Set<string>();
  form.addEventListener("input", (event) => {
    const name = (event.target as Control | null)?.name;
    if (!name || !isField(name)) return;
    edited.add(name);
    if (control(form, name)?.getAttribute("aria-invalid"))
      showError(form, name, problems(form)[name]);
  });
  form.addEventListener("focusout", (event) => {
    const name = (event.target as Control | null)?.name;
    if (name && isField(name) && edited.has(name)) showError(form, name, problems(form)[name]);
  });

  const send = async () => {
    if (sending) return;
    const data = checked(form, CONTACT_FIELDS, contactSchema, read(form));
    if (!data) return;
    sending = true;
    showSending(form, true);
    try {
      await submitInquiry({
        ...data,
        phone: data.phone || undefined,
        idempotency_key: key,
        website: control(form, "website")?.value ?? "",
        elapsed_ms: Math.max(0, Math.round(Date.now() - openedAt)),
        source: control(form, "source")?.value || undefined,
        attribution: visitAttribution(window),
      });
    } catch (err) {
      sending = false;
      showSending(form, false);
      console.error("Contact form submission failed:", err);
      if (err instanceof InquiryError) showErrors(form, CONTACT_FIELDS, err.fields);
      failed(err);
      return;
    }
    sending = false;
    showSending(form, false);
    notify("success", contactCopy.success.title, { description: contactCopy.success.description });
    clearForm(form);
    edited.clear();
    const subscribed = findPart(root, "subscribed");
    if (subscribed) subscribed.hidden = !data.marketing_consent;
    if (thanks) {
      form.hidden = true;
      thanks.hidden = false;
      thanks.focus();
    }
  };
  takeOver(form, () => void send());

  findPart(root, "again")?.addEventListener("click", () => {
    key = crypto.randomUUID();
    openedAt = Date.now();
    if (thanks) thanks.hidden = true;
    form.hidden = false;
    control(form, "name")?.focus();
  });
}

type Control = HTMLInputElement | HTMLTextAreaElement;
const isField = (name: string): name is (typeof CONTACT_FIELDS)[number] =>
  (CONTACT_FIELDS as readonly string[]).includes(name);
