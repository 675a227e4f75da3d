import { getBlogSummaries } from "@content/resources/blog.server";
import { useLocation } from "react-router";
import { ContactSection } from "~/components/site/contact/contact-section";
import { NewsletterSignup } from "~/components/site/newsletter-signup";
import { BlogBrowser } from "~/components/site/resources/blog-browser";
import { blogPageCount, pageFromPath } from "~/components/site/resources/listing-paths";
import { OfficesSection } from "~/components/site/resources/offices-section";
import { keepDataOnSearchChange } from "~/components/site/resources/url-state";
import { pageMeta } from "~/lib/meta";
import { feedLink } from "~/lib/rss";
import type { Route } from "./+types/blog";

/**
 * /blog (the featured post and 'Latest Articles') and each older page at /blog/page/<n>.
 * Every page carries every post's card data: search covers them all, and Load More appends
 * the next page's posts from it without a request.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = pageFromPath(new URL(request.url).pathname);
  const all = getBlogSummaries();
  const totalPages = blogPageCount(all.length);
  // Routes are made per page at config time: one past the end would be an empty page.
  if (page > totalPages) throw new Response("Not found", { status: 404 });
  // Only page 1 shows the featured post's standfirst.
  const posts = all.map(({ content, ...p }, i) => (page === 1 && i === 0 ? { ...p, content } : p));
  return { posts, page, totalPages };
}

export const meta = ({ data }: Route.MetaArgs) => [
  ...(!data || data.page === 1
    ? pageMeta({
        title: "H2 Blog: engineering teams, agile and DevOps",
        description:
          "The H2 Blog: practical articles on offshore engineering teams, recruitment in Bangalore, agile coaching, DevOps and portfolio management.",
        path: "/blog",
      })
    : pageMeta({
        title: `H2 Blog — older articles, page ${data.page}`,
        description: `Page ${data.page} of ${data.totalPages} of the H2 Blog: older articles on offshore engineering teams, recruitment in Bangalore, agile coaching and DevOps.`,
        path: `/blog/page/${data.page}`,
      })),
  feedLink("H2 Blog", "/blog/feed.xml"),
];

export const shouldRevalidate = keepDataOnSearchChange;

export default function Blog({ loaderData: { posts, page, totalPages } }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <>
      {/* Keyed by page: Load More and search state belong to the page they were made on. */}
      <BlogBrowser key={pathname} posts={posts} view={{ kind: "list", page, totalPages }} />
      <NewsletterSignup />
      <ContactSection
        heading="Let's talk"
        intro="Planning a team in Bangalore or a portfolio that needs to move faster? Tell us where you are; a senior consultant replies within 24 hours."
      />
      <OfficesSection />
    </>
  );
}
