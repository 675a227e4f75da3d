import { contactCopy } from "@content/form-copy";
import type { Attribution } from "@lib/attribution";
import { bookingLink } from "@lib/booking-link";
import { type ContactRequest, contactSchema } from "@lib/contact-schema";
import { visitAttribution } from "~/browser/visit";
import { notify } from "~/components/site/toast/toast";
import { findPart } from "~/components/ui/form-parts";
import { clearForm, control, rootOf, takeOver, warmUp } from "~/components/ui/form-script";
import { readFields, recheckAsEdited, sender } from "~/components/ui/form-sender";
import { sendForm } from "~/components/ui/send-form";
import { schedulerKind, visitChannel } from "../booking/book-call.client";
import { CONTACT_FIELDS } from "./contact-fields";

/** The server's answer to an inquiry it took: its id, or nothing readable (never a failure). */
const answerOf = (res: Response): Promise<{ id?: unknown }> => res.json().catch(() => ({}));

/**
 * The contact form's behaviour, fetched by the page's script after the first paint: the
 * spec's messages under the fields before anything is sent, 'SENDING...' while it goes, the
 * 'Success!' toast and the thank-you panel once the server has it, the 'Error' toast with
 * everything kept when it does not. It checks with the same schema and copy as the server.
 */
export function contactForm(form: HTMLFormElement) {
  const root = rootOf(form);
  const thanks = findPart(root, "thanks");
  // The scheduler's page as drawn: each inquiry sent prefills it afresh.
  const book = findPart<HTMLAnchorElement>(root, "book");
  const bookBase = book?.href ?? "";
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
      } satisfies ContactRequest & { attribution?: Attribution }).then(answerOf),
    sent: (data, answer) => {
      notify("success", contactCopy.success.title, {
        description: contactCopy.success.description,
      });
      clearForm(form);
      forgetEdits();
      const subscribed = findPart(root, "subscribed");
      if (subscribed) subscribed.hidden = !data.marketing_consent;
      if (book) {
        book.href = bookingLink(bookBase, schedulerKind, {
          name: data.name,
          email: data.email,
          inquiry: typeof answer.id === "string" ? answer.id : undefined,
          channel: visitChannel(window),
        });
      }
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
