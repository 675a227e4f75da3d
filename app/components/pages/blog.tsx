import type { ReactNode } from "react";
import { ContactSection } from "~/components/site/contact/contact-section";
import { NewsletterSignup } from "~/components/site/newsletter/newsletter-signup";
import { OfficesSection } from "~/components/site/resources/offices-section";

/**
 * Every blog listing: /blog (the featured post and 'Latest Articles'), each older page at
 * /blog/page/<n>, and each topic at /blog/category/<slug>. The listing itself is the page's
 * <BlogBrowser client:touch /> island, given as the `browser` slot: every page carries its
 * posts' card data, so search covers them all (within the topic on a category page) and Load
 * More appends the next page's posts from it without a request.
 */
export function BlogPage({
  browser,
  newsletterForm,
  contactForm,
}: {
  /** The listing: hero with the search box, category links and the article grid. */
  browser?: ReactNode;
  /** The page's <NewsletterForm /> (newsletter-form.astro). */
  newsletterForm?: ReactNode;
  /** The page's <ContactForm /> (contact-form.astro). */
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
