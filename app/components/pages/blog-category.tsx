import type { ReactNode } from "react";
import { ContactSection } from "~/components/site/contact/contact-section";
import { NewsletterSignup } from "~/components/site/newsletter-signup";
import { OfficesSection } from "~/components/site/resources/offices-section";

/**
 * /blog/category/<slug>: every post on one topic, newest first, in the page's
 * <BlogBrowser client:touch /> island (the `browser` slot; search stays within the topic).
 */
export function BlogCategoryPage({
  browser,
  newsletterForm,
  contactForm,
}: {
  /** The listing: hero with the search box, category links and the topic's articles. */
  browser?: ReactNode;
  /** The page's <NewsletterForm client:near /> island. */
  newsletterForm?: ReactNode;
  /** The page's <ContactForm client:near /> island. */
  contactForm?: ReactNode;
}) {
  return (
    <>
      {browser}
      <NewsletterSignup form={newsletterForm} />
      <ContactSection
        heading="Let's talk"
        intro="Planning a team in Bangalore or a portfolio that needs to move faster? Tell us where you are; a senior consultant replies within 24 hours."
        form={contactForm}
      />
      <OfficesSection />
    </>
  );
}
