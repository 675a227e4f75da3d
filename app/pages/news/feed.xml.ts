import { getCollection } from "astro:content";
import { NEWS_PAGE_SIZE, newsStoriesFrom } from "@content/resources/news.server";
import { site } from "@content/site";
import { parseContentDate } from "@lib/content-date";
import type { APIRoute } from "astro";
import { newsPagePath, newsStoryId } from "~/components/site/resources/listing-paths";
import { rssFeed } from "~/markup/rss";

/**
 * RSS 2.0 feed of every news story, archive included, written to /news/feed.xml at build. A
 * story has no page of its own: its link is its card on the listing page that holds it.
 */
export const GET: APIRoute = async () => {
  const newsStories = newsStoriesFrom(await getCollection("news"));
  const body = rssFeed({
    title: `${site.brand} News`,
    link: "/news",
    self: "/news/feed.xml",
    description:
      "Company news, milestones, security updates and insights from H2's teams in Bangalore, Dublin, London and Sydney.",
    items: newsStories.map((s, i) => ({
      title: s.title,
      link: `${newsPagePath(Math.floor(i / NEWS_PAGE_SIZE) + 1)}#${newsStoryId(s)}`,
      guid: `${site.origin}/news#${newsStoryId(s)}`,
      date: parseContentDate(s.date),
      category: s.category,
      description: `${s.excerpt} (${s.source})`,
    })),
  });
  return new Response(body, {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
};
