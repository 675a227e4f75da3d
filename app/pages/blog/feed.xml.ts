import { getCollection } from "astro:content";
import { blogPostsFrom } from "@content/resources/blog.server";
import { site } from "@content/site";
import { parseContentDate } from "@lib/content-date";
import type { APIRoute } from "astro";
import { rssFeed } from "~/markup/rss";

/**
 * RSS 2.0 feed of every blog post, archive included, newest first; written to /blog/feed.xml
 * at build (a static endpoint; the browser never loads this module).
 */
export const GET: APIRoute = async () => {
  const posts = blogPostsFrom(await getCollection("blog")).toSorted((a, b) =>
    b.date.localeCompare(a.date),
  );
  const body = rssFeed({
    title: `${site.brand} Blog`,
    link: "/blog",
    self: "/blog/feed.xml",
    description:
      "Field notes on building offshore engineering teams, agile delivery and portfolio management, from the people at H2 who run them.",
    items: posts.map((p) => ({
      title: p.title,
      link: p.link,
      date: parseContentDate(p.date),
      author: p.author,
      category: p.topic,
      description: p.excerpt,
      html: p.html,
    })),
  });
  return new Response(body, {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
};
