import { contactCopy } from "@lib/form-copy";

/**
 * What the thank-you panel and the thank-you pages say once an inquiry is in: received, a reply
 * within the promised hours, a confirmation e-mail; and, when the insights box was ticked,
 * that the visitor is subscribed and where the way out is.
 */
export function InquiryReceived({
  subscribed,
  className,
}: {
  subscribed: boolean;
  className?: string;
}) {
  return (
    <p className={className}>
      {contactCopy.received}
      {subscribed ? ` ${contactCopy.subscribed}` : null}
    </p>
  );
}
