import type { ReactNode } from "react";
import { ContactSection } from "~/components/site/contact/contact-section";
import { PageHero } from "~/components/site/page-hero";

export function ContactPage({
  contactForm,
}: {
  /** The inquiry form, from the page's `contactForm` slot. */
  contactForm?: ReactNode;
}) {
  return (
    <>
      <PageHero title="Contact" subtitle="Want to get in touch? You're in the right place" />
      <ContactSection heading="Start the conversation" form={contactForm} />
    </>
  );
}
