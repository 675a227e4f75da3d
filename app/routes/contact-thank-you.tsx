import { InquiryThankYou } from "~/components/site/contact/thank-you";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Thank You for Your Inquiry",
    description:
      "Your inquiry has reached H2. A senior consultant replies within 24 hours, and a confirmation email is on its way to your inbox.",
    path: "/contact/thank-you",
    noindex: true,
  });

/** Where the contact form lands when posted without script (server/contact/routes.ts). */
export default function ContactThankYou() {
  return <InquiryThankYou subscribed={false} />;
}
