import { newsletterCopy } from "@lib/form-copy";
import { ThankYouPage } from "~/components/site/contact/thank-you";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Subscribed to H2 Insights",
    description:
      "You're subscribed to H2's monthly e-mail on building teams, agile delivery and portfolio management.",
    path: "/newsletter/thank-you",
    noindex: true,
  });

/** Where the newsletter form lands when posted without script (server/newsletter/routes.ts). */
export default function NewsletterThankYou() {
  return (
    <ThankYouPage
      eyebrow="Newsletter"
      title={newsletterCopy.thanksTitle}
      subtitle={newsletterCopy.thanks}
      onward={{ to: "/insights", label: "Read our insights" }}
    >
      <p>{newsletterCopy.welcome}</p>
    </ThankYouPage>
  );
}
