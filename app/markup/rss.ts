import { site } from "@content/site";

/** Escapes text for XML element content and attribute values. */
export function xml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export const absolute = (path: string) => new URL(path, site.origin).href;

export interface FeedItem {
  title: string;
  /** Site path of the item (or of the listing page it sits on, with a fragment). */
  link: string;
  /** A stable id when the link is not the item's own page. */
  guid?: string;
  date: Date;
  author?: string;
  category: string;
  description: string;
  /** Full HTML of the item, when it has a page of its own. */
  html?: string;
}

/** Root-relative links in article HTML become absolute, so feed readers can follow them. */
const absoluteLinks = (html: string) =>
  html.replace(/\b(href|src)="\/(?!\/)/g, (_m, attr: string) => `${attr}="${site.origin}/`);

/** An RSS 2.0 document, newest item first as given. */
export function rssFeed(feed: {
  title: string;
  /** Site paths of the listing and of the feed itself. */
  link: string;
  self: string;
  description: string;
  items: readonly FeedItem[];
}): string {
  const items = feed.items
    .map((item) =>
      [
        "    <item>",
        `      <title>${xml(item.title)}</title>`,
        `      <link>${xml(absolute(item.link))}</link>`,
        item.guid
          ? `      <guid isPermaLink="false">${xml(item.guid)}</guid>`
          : `      <guid isPermaLink="true">${xml(absolute(item.link))}</guid>`,
        `      <pubDate>${item.date.toUTCString()}</pubDate>`,
        ...(item.author ? [`      <dc:creator>${xml(item.author)}</dc:creator>`] : []),
        `      <category>${xml(item.category)}</category>`,
        `      <description>${xml(item.description)}</description>`,
        ...(item.html
          ? [`      <content:encoded>${xml(absoluteLinks(item.html))}</content:encoded>`]
          : []),
        "    </item>",
      ].join("\n"),
    )
    .join("\n");
  const newest = feed.items.reduce((a, i) => Math.max(a, i.date.getTime()), 0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(feed.title)}</title>
    <link>${xml(absolute(feed.link))}</link>
    <atom:link href="${xml(absolute(feed.self))}" rel="self" type="application/rss+xml"/>
    <description>${xml(feed.description)}</description>
    <language>en</language>
    <copyright>${xml(`© ${site.copyrightYear} ${site.legalName}`)}</copyright>
    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}

/** A feed's `<link rel="alternate">` for a page's meta. */
export const feedLink = (title: string, href: string) => ({
  tagName: "link" as const,
  rel: "alternate",
  type: "application/rss+xml",
  title,
  href,
});
