import { caseStudyRequestCopy as copy } from "@content/form-copy";
import type { Attribution } from "@lib/attribution";
import {
  CASE_STUDY_REQUEST_FIELDS,
  type CaseStudyRequestBody,
  caseStudyRequestSchema,
} from "@lib/case-study-request-schema";
import { visitAttribution } from "~/browser/visit";
import { notify } from "~/components/site/toast/toast";
import { findPart } from "~/components/ui/form-parts";
import { control, rootOf, takeOver, warmUp } from "~/components/ui/form-script";
import { readFields, recheckAsEdited, sender } from "~/components/ui/form-sender";
import { sendForm } from "~/components/ui/send-form";
import { REQUEST_ACTION } from "./request-fields";

/**
 * The case-study request's behaviour, fetched by the page's script after the first paint (the
 * contact form's way): the spec's messages under the fields before anything is sent,
 * 'SENDING...' while it goes, then the panel naming the address the link went to; the 'Error'
 * toast with everything kept when the server does not have it.
 */
export function caseStudyRequestForm(form: HTMLFormElement) {
  const root = rootOf(form);
  const thanks = findPart(root, "thanks");
  // One key per filled form: a double Send, or a retry after a lost answer, stores one request.
  let key = crypto.randomUUID();

  const read = () => readFields(form, CASE_STUDY_REQUEST_FIELDS);
  const forgetEdits = recheckAsEdited(
    form,
    CASE_STUDY_REQUEST_FIELDS,
    caseStudyRequestSchema,
    read,
  );

  const send = sender(form, {
    fields: CASE_STUDY_REQUEST_FIELDS,
    schema: caseStudyRequestSchema,
    read,
    what: "Case study request",
    post: (data) =>
      sendForm(REQUEST_ACTION, {
        ...data,
        study: control(form, "study")?.value ?? "",
        idempotency_key: key,
        website: control(form, "website")?.value ?? "",
        source: control(form, "source")?.value || undefined,
        attribution: visitAttribution(window),
      } satisfies CaseStudyRequestBody & { attribution?: Attribution }),
    sent: (data) => {
      notify("success", copy.sentToast, { description: `${copy.sentTo} ${data.email}.` });
      const sentTo = findPart(root, "sent-to");
      if (sentTo) sentTo.textContent = data.email;
      // What they typed stays: "Send it to another address" needs only the address changed.
      forgetEdits();
      if (thanks) {
        form.hidden = true;
        thanks.hidden = false;
        thanks.focus();
      }
    },
  });
  takeOver(form, () => void send());
  warmUp(caseStudyRequestSchema, [form]);

  findPart(root, "again")?.addEventListener("click", () => {
    key = crypto.randomUUID();
    if (thanks) thanks.hidden = true;
    form.hidden = false;
    control(form, "email")?.focus();
  });
}
