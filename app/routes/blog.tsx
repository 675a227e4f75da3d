import { getBlogSummaries } from "@content/resources/blog.server";
import { ContactSection } from "~/components/site/contact/contact-section";
import { NewsletterSignup } from "~/components/site/newsletter-signup";
import { BlogBrowser } from "~/components/site/resources/blog-browser";
import { OfficesSection } from "~/components/site/resources/offices-section";
import { keepDataOnSearchChange } from "~/components/site/resources/url-state";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

export const meta = () =>
  pageMeta({
    title: "H2 Blog: engineering teams, agile and DevOps",
    description:
      "The H2 Blog: practical articles on offshore engineering teams, recruitment in Bangalore, agile coaching, DevOps and portfolio management.",
    path: "/blog",
  });

export const shouldRevalidate = keepDataOnSearchChange;

export function loader() {
  return { posts: getBlogSummaries() };
}

export default function Blog({ loaderData: { posts } }: Route.ComponentProps) {
  return (
    <>
      <BlogBrowser posts={posts} />
      <NewsletterSignup />
      <ContactSection
        heading="Let's talk"
        intro="Planning a team in Bangalore or a portfolio that needs to move faster? Tell us where you are; a senior consultant replies within 24 hours."
      />
      <OfficesSection />
    </>
  );
}
