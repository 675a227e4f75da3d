import { InquiryThankYou } from "~/components/site/contact/thank-you";

/** Where the contact form lands when posted without script (server/contact/routes.ts). */
export function ContactThankYouPage() {
  return <InquiryThankYou subscribed={false} />;
}
