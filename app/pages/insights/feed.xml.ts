import { getCollection } from "astro:content";
import { insightsFrom } from "@content/insights.server";
import { site } from "@content/site";
import { parseContentDate } from "@lib/content-date";
import type { APIRoute } from "astro";
import { rssFeed } from "~/markup/rss";

/**
 * RSS 2.0 feed of every insight article, written to /insights/feed.xml at build
 * (a static endpoint; the browser never loads this module).
 */
export const GET: APIRoute = async () => {
  const body = rssFeed({
    title: `${site.brand} Insights`,
    link: "/insights",
    self: "/insights/feed.xml",
    description:
      "Agile transformation, portfolio management, high-performance teams, coaching ROI and DevOps, from the consultants at H2.",
    items: insightsFrom(await getCollection("insights")).map((a) => ({
      title: a.title,
      link: a.link,
      date: parseContentDate(a.date),
      author: a.author,
      category: a.category,
      description: a.excerpt,
      html: a.html,
    })),
  });
  return new Response(body, {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
};
