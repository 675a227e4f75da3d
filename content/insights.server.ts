import { coverArtPath } from "@lib/cover-art";
import { wordCount } from "./article-body";
import { buildClock } from "./build-clock";
import { fileNamePattern, fileNameRule } from "./file-name";
import type { Insight, InsightFrontMatter, InsightMeta } from "./insight-schema";
import { type ContentEntry, entryFile, markdownToHtml } from "./markdown.server";
import { type BuildClock, shownEntries, withStatus } from "./publishing";
import { withSizedCover } from "./resources/sized-cover.server";
import { uniqueIds } from "./unique-ids";

/**
 * Insight articles from the `insights` collection (app/content.config.ts), whose schema has
 * already checked each file's front matter. Pure functions over the entries, so they run the
 * same under Astro (`getCollection("insights")`) and plain Vitest
 * (content/test-support/read-collection.ts).
 */

/** One article: checks what the schema cannot see (the file's name) and renders its body. */
export function parseInsight(
  entry: ContentEntry<InsightFrontMatter>,
  clock: BuildClock = buildClock,
): Insight {
  const slug = entry.id;
  const where = entryFile(entry, "content/insights");
  if (!fileNamePattern.test(slug))
    throw new Error(`${where}: the file name must be ${fileNameRule}`);
  const data = entry.data;
  const body = entry.body ?? "";
  return {
    ...withStatus(withSizedCover(data), clock),
    slug,
    link: `/insights/${slug}`,
    image: data.cover?.src ?? coverArtPath("insights", slug),
    html: markdownToHtml(body, where),
    words: wordCount(body),
  };
}

/**
 * Every article this build shows (content/publishing.ts: the published ones, or in a preview
 * all), newest first; any problem throws, naming the file, which fails the build.
 */
export function insightsFrom(
  entries: readonly ContentEntry<InsightFrontMatter>[],
  clock: BuildClock = buildClock,
): Insight[] {
  uniqueIds(entries, "content/insights");
  return shownEntries(entries, clock, (e) => e.data)
    .map((entry) => parseInsight(entry, clock))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** Listing data: no bodies. */
export function insightSummaries(insights: readonly Insight[]): InsightMeta[] {
  // What search engines and shares show is the article's page's alone, not its cards'.
  return insights.map(
    ({ html: _html, words: _words, meta: _meta, shareImage: _share, ...insight }) => insight,
  );
}
