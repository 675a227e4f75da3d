import { ContactSection } from "~/components/site/contact/contact-section";
import { PageHero } from "~/components/site/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Contact",
    description:
      "Talk to H2 about a dedicated engineering team in Bangalore or agile portfolio consulting. A senior consultant replies within 24 hours.",
    path: "/contact",
  });

export default function Contact() {
  return (
    <>
      <PageHero title="Contact" subtitle="Want to get in touch? You're in the right place" />
      <ContactSection heading="Start the conversation" />
    </>
  );
}
