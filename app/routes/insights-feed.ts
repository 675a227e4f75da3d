import { getInsights } from "@content/insights.server";
import { site } from "@lib/site";

/** Escapes text for XML element content and attribute values. */
function xml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const absolute = (path: string) => new URL(path, site.origin).href;

/** RFC 822 date, as RSS 2.0 wants it ("Sun, 10 Mar 2024 00:00:00 GMT"). */
const rssDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toUTCString();

/** Root-relative links in article HTML become absolute, so feed readers can follow them. */
const absoluteLinks = (html: string) =>
  html.replace(/\b(href|src)="\/(?!\/)/g, (_m, attr: string) => `${attr}="${site.origin}/`);

/**
 * RSS 2.0 feed of every insight article, written to /insights/feed.xml at build
 * (a prerendered resource route; the browser never loads this module).
 */
export function loader() {
  const insights = getInsights();
  const feedUrl = absolute("/insights/feed.xml");
  const items = insights
    .map(
      (a) => `    <item>
      <title>${xml(a.title)}</title>
      <link>${xml(absolute(a.link))}</link>
      <guid isPermaLink="true">${xml(absolute(a.link))}</guid>
      <pubDate>${rssDate(a.date)}</pubDate>
      <dc:creator>${xml(a.author)}</dc:creator>
      <category>${xml(a.category)}</category>
      <description>${xml(a.excerpt)}</description>
      <content:encoded>${xml(absoluteLinks(a.html))}</content:encoded>
    </item>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(`${site.brand} Insights`)}</title>
    <link>${xml(absolute("/insights"))}</link>
    <atom:link href="${xml(feedUrl)}" rel="self" type="application/rss+xml"/>
    <description>${xml("Agile transformation, portfolio management, high-performance teams, coaching ROI and DevOps, from the consultants at H2.")}</description>
    <language>en</language>
    <copyright>${xml(`© ${site.copyrightYear} ${site.legalName}`)}</copyright>
    <lastBuildDate>${rssDate(insights[0]!.date)}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
}
