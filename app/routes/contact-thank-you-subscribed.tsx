import { InquiryThankYou } from "~/components/site/contact/thank-you";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Thank You: Inquiry Received and Subscribed",
    description:
      "Your inquiry has reached H2 and you're subscribed to our insights. A senior consultant replies within 24 hours.",
    path: "/contact/thank-you/subscribed",
    noindex: true,
  });

/** The contact form posted without script with the insights box ticked: it says so. */
export default function ContactThankYouSubscribed() {
  return <InquiryThankYou subscribed />;
}
