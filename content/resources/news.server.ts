import { coverArtPath } from "@lib/cover-art";
import { buildClock } from "../build-clock";
import { fileNamePattern, fileNameRule } from "../file-name";
import { type ContentEntry, entryFile } from "../markdown.server";
import { type BuildClock, shownEntries, withStatus } from "../publishing";
import type { NewsStory, NewsStoryFile } from "./schemas";
import { withSizedCover } from "./sized-cover.server";

/**
 * News stories from the `news` collection (app/content.config.ts): one YAML file a story in
 * content/resources/news/, whose schema has already checked each field. Pure functions over the
 * entries, so they run the same under Astro (`getCollection("news")`) and plain Vitest
 * (content/test-support/read-collection.ts).
 *
 * Every story on /news that this build shows (content/publishing.ts: the published ones, or in a
 * preview all; IDs are unique across every file, drafts included), newest first. The first NEWS_PAGE_SIZE are the spec's six featured
 * stories, shown on /news itself; the older ones are the archive, six to a page at
 * /news/page/2, /news/page/3 and so on. A new story goes to the top by its date, which moves the
 * oldest featured story into the archive; each further six make one more archive page.
 */
export function newsStoriesFrom(
  entries: readonly ContentEntry<NewsStoryFile>[],
  clock: BuildClock = buildClock,
): NewsStory[] {
  const byId = new Map<number, string>();
  const stories = entries.map((entry) => {
    const where = entryFile(entry, "content/resources/news");
    const slug = entry.id;
    if (!fileNamePattern.test(slug)) {
      throw new Error(`${where}: the file name must be ${fileNameRule}`);
    }
    const data = entry.data;
    const other = byId.get(data.id);
    if (other) throw new Error(`${where}: id ${data.id} is already used by ${other}`);
    byId.set(data.id, where);
    return { ...withSizedCover(data), slug, image: data.cover?.src ?? coverArtPath("news", slug) };
  });
  return shownEntries(stories, clock)
    .map((story): NewsStory => withStatus(story, clock))
    .sort(
      (a, b) =>
        Date.parse(b.date) - Date.parse(a.date) || b.id - a.id || a.slug.localeCompare(b.slug),
    );
}

/**
 * Stories per news page: page 1 shows the spec's six featured stories, and each archive page
 * the next six, so the featured six never share a page with the archive.
 */
export const NEWS_PAGE_SIZE = 6;
