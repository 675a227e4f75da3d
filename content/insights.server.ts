import { coverArtPath } from "@lib/cover-art";
import type { Insight, InsightFrontMatter, InsightMeta } from "./insight-schema";
import { type ContentEntry, entryFile, markdownToHtml, wordCount } from "./markdown.server";

/**
 * Insight articles from the `insights` collection (app/content.config.ts), whose schema has
 * already checked each file's front matter. Pure functions over the entries, so they run the
 * same under Astro (`getCollection("insights")`) and plain Vitest
 * (content/test-support/read-collection.ts).
 */

/** One article: checks what the schema cannot see (the file's name) and renders its body. */
export function parseInsight(entry: ContentEntry<InsightFrontMatter>): Insight {
  const slug = entry.id;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new Error(
      `${entryFile(entry, "content/insights")}: name the file in lower-case words joined by -`,
    );
  }
  const { cover, ...data } = entry.data;
  const body = entry.body ?? "";
  return {
    ...data,
    slug,
    link: `/insights/${slug}`,
    image: cover ?? coverArtPath("insights", slug),
    html: markdownToHtml(body),
    words: wordCount(body),
  };
}

/** Every article, newest first; any problem throws, naming the file, which fails the build. */
export function insightsFrom(entries: readonly ContentEntry<InsightFrontMatter>[]): Insight[] {
  return entries
    .map(parseInsight)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** Listing data: no bodies. */
export function insightSummaries(insights: readonly Insight[]): InsightMeta[] {
  return insights.map(({ html: _html, words: _words, ...meta }) => meta);
}
