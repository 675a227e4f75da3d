import { InquiryThankYou } from "~/components/site/contact/thank-you";

/** The contact form posted without script with the insights box ticked: it says so. */
export function ContactThankYouSubscribedPage() {
  return <InquiryThankYou subscribed />;
}
