import { newsletterCopy } from "@content/form-copy";
import { ThankYouPage } from "~/components/site/contact/thank-you";

/** Where the newsletter form lands when posted without script (server/newsletter/routes.ts). */
export function NewsletterThankYouPage() {
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
