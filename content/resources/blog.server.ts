import { coverArtPath } from "@lib/cover-art";
import { type ContentEntry, entryFile, markdownToHtml, wordCount } from "../markdown.server";
import { type BlogFrontMatter, type BlogPost, type BlogPostMeta, blogAuthors } from "./schemas";

/**
 * Blog posts from the `blog` collection (app/content.config.ts), whose schema has already
 * checked each file's front matter. Pure functions over the entries, so they run the same under
 * Astro (`getCollection("blog")`) and plain Vitest (content/test-support/read-collection.ts).
 */

/** Bodies are real articles: long enough to be worth a click, short enough to finish. */
export const BODY_WORDS = { min: 500, max: 900 } as const;

/** "4 min read" at 200 words a minute, never less than a minute. */
export function readTimeFor(words: number): string {
  return `${Math.max(1, Math.ceil(words / 200))} min read`;
}

/**
 * One post: checks what the schema cannot see (the file's name, the body) and renders the body;
 * any problem throws, naming the file, which fails the build.
 */
export function parseBlogPost(entry: ContentEntry<BlogFrontMatter>): BlogPost {
  const slug = entry.id;
  const where = entryFile(entry, "content/resources/blog");
  const { cover, ...data } = entry.data;
  const body = entry.body ?? "";
  if (/^#\s/m.test(body)) throw new Error(`${where}: the page title is the h1; use ## headings`);
  const words = wordCount(body);
  if (words < BODY_WORDS.min || words > BODY_WORDS.max) {
    throw new Error(
      `${where}: body has ${words} words, expected ${BODY_WORDS.min}–${BODY_WORDS.max}`,
    );
  }
  return {
    ...data,
    slug,
    authorRole: blogAuthors[data.author],
    image: cover ?? coverArtPath("blog", slug),
    link: `/blog/${slug}`,
    readTime: readTimeFor(words),
    html: markdownToHtml(body),
    words,
  };
}

/** Featured post first, then newest first. */
export function orderPosts(posts: BlogPost[]): BlogPost[] {
  const featured = posts.filter((p) => p.featured);
  if (featured.length !== 1) {
    throw new Error(
      `content/resources/blog: exactly one post must be featured (${featured.length})`,
    );
  }
  const rest = posts
    .filter((p) => !p.featured)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return [featured[0]!, ...rest];
}

/** Every post in listing order: the featured one first, then newest first. */
export function blogPostsFrom(entries: readonly ContentEntry<BlogFrontMatter>[]): BlogPost[] {
  return orderPosts(entries.map(parseBlogPost));
}

/** Listing data: no bodies (the featured post keeps its `content` standfirst). */
export function blogSummaries(posts: readonly BlogPost[]): BlogPostMeta[] {
  return posts.map(({ html: _html, words: _words, ...meta }) => meta);
}

/**
 * Up to `count` other posts (`posts` in listing order): same topic first, then those that
 * follow this one in the list.
 */
export function relatedPosts(posts: readonly BlogPost[], slug: string, count = 3): BlogPostMeta[] {
  const post = posts.find((p) => p.slug === slug);
  const summaries = blogSummaries(posts);
  const at = summaries.findIndex((p) => p.slug === slug);
  // The posts after this one first, wrapping round: older posts, which the blog's first page
  // leaves behind "Load More", are each some post's next read, so every post has a link.
  const others = [...summaries.slice(at + 1), ...summaries.slice(0, Math.max(at, 0))];
  const same = others.filter((p) => p.topic === post?.topic);
  const rest = others.filter((p) => p.topic !== post?.topic);
  return [...same, ...rest].slice(0, count).map(({ content: _content, ...p }) => p);
}
