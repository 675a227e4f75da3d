import { contactCopy } from "@content/form-copy";
import { formParts } from "~/components/ui/form-parts";

/**
 * What the thank-you panel and the thank-you pages say once an inquiry is in: received, a reply
 * within the promised hours, a confirmation e-mail; and, when the insights box was ticked,
 * that the visitor is subscribed and where the way out is. In the form's panel, drawn before
 * anyone has sent anything, that sentence is there but hidden (`"later"`): the form's script
 * shows it when the box was ticked.
 */
export function InquiryReceived({
  subscribed,
  className,
}: {
  subscribed: boolean | "later";
  className?: string;
}) {
  return (
    <p className={className}>
      {contactCopy.received}
      {subscribed === "later" ? (
        <span {...formParts.subscribed} hidden>
          {` ${contactCopy.subscribed}`}
        </span>
      ) : subscribed ? (
        ` ${contactCopy.subscribed}`
      ) : null}
    </p>
  );
}
