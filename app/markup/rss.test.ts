import { site } from "@content/site";
import { parseContentDate } from "@lib/content-date";
import { describe, expect, it } from "vitest";
import { rssFeed, xml } from "./rss";

describe("rssFeed", () => {
  const feed = rssFeed({
    title: "H2 News",
    link: "/news",
    self: "/news/feed.xml",
    description: "News & notes",
    items: [
      {
        title: "Teams <and> tools",
        link: "/news/page/2#story-7",
        guid: "story-7",
        date: parseContentDate("August 19, 2024"),
        category: "Best Practices",
        description: "An excerpt",
      },
      {
        title: "A post",
        link: "/blog/a-post",
        date: parseContentDate("2025-01-02"),
        author: "Rahul Iyer",
        category: "DevOps",
        description: "Another",
        html: '<p><a href="/contact">Talk</a></p>',
      },
    ],
  });

  it("escapes text and makes every link absolute", () => {
    expect(xml(`a & "b" <c>`)).toBe("a &amp; &quot;b&quot; &lt;c&gt;");
    expect(feed).toContain("<title>Teams &lt;and&gt; tools</title>");
    expect(feed).toContain(`<link>${site.origin}/news/page/2#story-7</link>`);
    expect(feed).toContain(`href=&quot;${site.origin}/contact&quot;`);
  });

  it("gives items without a page of their own a stable id that is not a link", () => {
    expect(feed).toContain('<guid isPermaLink="false">story-7</guid>');
    expect(feed).toContain(`<guid isPermaLink="true">${site.origin}/blog/a-post</guid>`);
  });

  it("dates the feed by its newest item", () => {
    expect(feed).toContain("<lastBuildDate>Thu, 02 Jan 2025 00:00:00 GMT</lastBuildDate>");
    expect(feed).toContain("<pubDate>Mon, 19 Aug 2024 00:00:00 GMT</pubDate>");
  });
});
