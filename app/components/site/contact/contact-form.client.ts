import { contactCopy } from "@content/form-copy";
import type { Attribution } from "@lib/attribution";
import { type ContactRequest, contactSchema } from "@lib/contact-schema";
import { visitAttribution } from "~/browser/visit";
import { notify } from "~/components/site/toast/toast";
import { findPart } from "~/components/ui/form-parts";
import { clearForm, control, rootOf, takeOver, warmUp } from "~/components/ui/form-script";
import { readFields, recheckAsEdited, sender } from "~/components/ui/form-sender";
import { sendForm } from "~/components/ui/send-form";
import { CONTACT_FIELDS } from "./contact-fields";

/**
 * The contact form's behaviour, fetched by the page's script after the first paint: the
 * spec's messages under the fields before anything is sent, 'SENDING...' while it goes, the
 * 'Success!' toast and the thank-you panel once the server has it, the 'Error' toast with
 * everything kept when it does not. It checks with the same schema and copy as the server.
 */
export function contactForm(form: HTMLFormElement) {
  const root = rootOf(form);
  const thanks = findPart(root, "thanks");
  // One key per filled form: a double Send, or a retry after a lost answer, stores one inquiry.
  let key = crypto.randomUUID();
  // The fill time counts from when the page opened: the visitor may have typed before this ran.
  let openedAt = performance.timeOrigin;

  const read = () => ({
    ...readFields(form, CONTACT_FIELDS),
    marketing_consent: new FormData(form).has("marketing_consent"),
  });
  const forgetEdits = recheckAsEdited(form, CONTACT_FIELDS, contactSchema, read);

  const send = sender(form, {
    fields: CONTACT_FIELDS,
    schema: contactSchema,
    read,
    what: "Contact form submission",
    post: (data) =>
      sendForm("/api/contact", {
        ...data,
        phone: data.phone || undefined,
        idempotency_key: key,
        website: control(form, "website")?.value ?? "",
        elapsed_ms: Math.max(0, Math.round(Date.now() - openedAt)),
        source: control(form, "source")?.value || undefined,
        attribution: visitAttribution(window),
      } satisfies ContactRequest & { attribution?: Attribution }),
    sent: (data) => {
      notify("success", contactCopy.success.title, {
        description: contactCopy.success.description,
      });
      clearForm(form);
      forgetEdits();
      const subscribed = findPart(root, "subscribed");
      if (subscribed) subscribed.hidden = !data.marketing_consent;
      if (thanks) {
        form.hidden = true;
        thanks.hidden = false;
        thanks.focus();
      }
    },
  });
  takeOver(form, () => void send());
  warmUp(contactSchema, [form]);

  findPart(root, "again")?.addEventListener("click", () => {
    key = crypto.randomUUID();
    openedAt = Date.now();
    if (thanks) thanks.hidden = true;
    form.hidden = false;
    control(form, "name")?.focus();
  });
}
