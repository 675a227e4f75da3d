import { getBlogSummaries } from "@content/resources/blog.server";
import { useLocation } from "react-router";
import { ContactSection } from "~/components/site/contact/contact-section";
import { NewsletterSignup } from "~/components/site/newsletter-signup";
import { BlogBrowser } from "~/components/site/resources/blog-browser";
import {
  blogCategoryPath,
  blogTopicFromParam,
  lastSegment,
} from "~/components/site/resources/listing-paths";
import { OfficesSection } from "~/components/site/resources/offices-section";
import { keepDataOnSearchChange } from "~/components/site/resources/url-state";
import { pageMeta } from "~/lib/meta";
import { feedLink } from "~/lib/rss";
import type { Route } from "./+types/blog-category";

/** /blog/category/<slug>: every post on one topic, newest first (search stays within it). */
export function loader({ request }: Route.LoaderArgs) {
  const topic = blogTopicFromParam(lastSegment(new URL(request.url).pathname));
  if (!topic) throw new Response("Not found", { status: 404 });
  const posts = getBlogSummaries()
    .filter((p) => p.topic === topic)
    .map(({ content: _standfirst, ...p }) => p);
  return { posts, topic };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? [
        ...pageMeta({
          title: `${data.topic} articles on the H2 Blog`,
          description: `${data.topic} articles from the H2 Blog: field notes on building offshore engineering teams, agile delivery and portfolio management.`,
          path: blogCategoryPath(data.topic),
        }),
        feedLink("H2 Blog", "/blog/feed.xml"),
      ]
    : [];

export const shouldRevalidate = keepDataOnSearchChange;

export default function BlogCategory({ loaderData: { posts, topic } }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <>
      <BlogBrowser key={pathname} posts={posts} view={{ kind: "category", topic }} />
      <NewsletterSignup />
      <ContactSection
        heading="Let's talk"
        intro="Planning a team in Bangalore or a portfolio that needs to move faster? Tell us where you are; a senior consultant replies within 24 hours."
      />
      <OfficesSection />
    </>
  );
}
