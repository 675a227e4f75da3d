import { coverArtPath } from "@lib/cover-art";
import { blogBodyProblem, wordCount } from "../article-body";
import { buildClock } from "../build-clock";
import { parseContentFile } from "../collection";
import { fileNamePattern, fileNameRule } from "../file-name";
import { type ContentEntry, entryFile, markdownToHtml } from "../markdown.server";
import {
  type BuildClock,
  isPublished,
  publishStatus,
  shownEntries,
  withStatus,
} from "../publishing";
import { uniqueIds } from "../unique-ids";
import saved from "./blog-featured.json";
import {
  type BlogFeatured,
  type BlogFrontMatter,
  type BlogPost,
  type BlogPostMeta,
  blogAuthors,
  blogFeaturedFile,
} from "./schemas";
import { withSizedCover } from "./sized-cover.server";

const featuredFile = "content/resources/blog-featured.json";
/** The featured post and its standfirst, as the editor saved them. */
export const blogFeatured = parseContentFile(featuredFile, blogFeaturedFile, saved);

/**
 * Blog posts from the `blog` collection (app/content.config.ts), whose schema has already
 * checked each file's front matter. Pure functions over the entries, so they run the same under
 * Astro (`getCollection("blog")`) and plain Vitest (content/test-support/read-collection.ts).
 */

/** "4 min read" at 200 words a minute, never less than a minute. */
export function readTimeFor(words: number): string {
  return `${Math.max(1, Math.ceil(words / 200))} min read`;
}

/**
 * One post: checks what the schema cannot see (the file's name, the body) and renders the body;
 * any problem throws, naming the file, which fails the build.
 */
export function parseBlogPost(
  entry: ContentEntry<BlogFrontMatter>,
  clock: BuildClock = buildClock,
): BlogPost {
  const slug = entry.id;
  const where = entryFile(entry, "content/resources/blog");
  if (!fileNamePattern.test(slug))
    throw new Error(`${where}: the file name must be ${fileNameRule}`);
  const data = entry.data;
  const body = entry.body ?? "";
  // A preview builds unpublished posts too: their length waits until they are published.
  const problem = blogBodyProblem(body, isPublished(data, clock.now));
  if (problem) throw new Error(`${where}: ${problem}`);
  const words = wordCount(body);
  return {
    ...withStatus(withSizedCover(data), clock),
    slug,
    featured: false,
    authorRole: blogAuthors[data.author],
    image: data.cover?.src ?? coverArtPath("blog", slug),
    link: `/blog/${slug}`,
    readTime: readTimeFor(words),
    html: markdownToHtml(body, where),
    words,
  };
}

/** The featured post first, with its standfirst, then newest first. */
export function orderPosts(posts: BlogPost[], { post, standfirst }: BlogFeatured): BlogPost[] {
  const featured = posts.find((p) => p.slug === post);
  if (!featured) throw new Error(`${featuredFile}: post "${post}" is not a blog post`);
  const rest = posts
    .filter((p) => p !== featured)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return [{ ...featured, featured: true, content: standfirst }, ...rest];
}

/**
 * Every post this build shows (content/publishing.ts: the published ones, or in a preview all),
 * in listing order: the featured one first, then newest first. The public build needs the
 * featured post published: /blog leads with it.
 */
export function blogPostsFrom(
  entries: readonly ContentEntry<BlogFrontMatter>[],
  featured: BlogFeatured = blogFeatured,
  clock: BuildClock = buildClock,
): BlogPost[] {
  uniqueIds(entries, "content/resources/blog");
  const chosen = entries.find((e) => e.id === featured.post);
  const status = chosen ? publishStatus(chosen.data, clock.now) : undefined;
  if (chosen && status && !clock.preview) {
    const why = status.kind === "draft" ? "a draft" : `scheduled for ${status.at}`;
    throw new Error(
      `${featuredFile}: the featured post (${entryFile(chosen, "content/resources/blog")}) is ${why}; /blog leads with the featured post, so feature a published one until this one is out`,
    );
  }
  const shown = shownEntries(entries, clock, (e) => e.data);
  return orderPosts(
    shown.map((entry) => parseBlogPost(entry, clock)),
    featured,
  );
}

/** Listing data: no bodies (the featured post keeps its `content` standfirst). */
export function blogSummaries(posts: readonly BlogPost[]): BlogPostMeta[] {
  // What search engines and shares show is the post's page's alone: the cards (and the
  // listing island's props) leave it out.
  return posts.map(
    ({ html: _html, words: _words, meta: _meta, shareImage: _share, ...post }) => post,
  );
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
