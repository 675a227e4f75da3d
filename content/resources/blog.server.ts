import { markdownToHtml, readFrontMatter } from "../markdown.server";
import { type BlogPost, type BlogPostMeta, blogFrontMatter } from "./schemas";

const files = import.meta.glob<string>("./blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Bodies are real articles: long enough to be worth a click, short enough to finish. */
export const BODY_WORDS = { min: 500, max: 900 } as const;

/** "4 min read" at 200 words a minute, never less than a minute. */
export function readTimeFor(words: number): string {
  return `${Math.max(1, Math.ceil(words / 200))} min read`;
}

/** Parses and validates one post; any problem throws, which fails the build. */
export function parseBlogPost(path: string, raw: string): BlogPost {
  const slug = path.replace(/^.*\/([^/]+)\.md$/, "$1");
  const where = `content/resources/blog/${slug}.md`;
  const { data, content } = readFrontMatter(where, raw, blogFrontMatter);
  if (data.image !== `/images/blog/${slug}.svg`) {
    throw new Error(`${where}: image must be /images/blog/${slug}.svg`);
  }
  if (/^#\s/m.test(content)) throw new Error(`${where}: the page title is the h1; use ## headings`);
  const words = content.split(/\s+/).filter(Boolean).length;
  if (words < BODY_WORDS.min || words > BODY_WORDS.max) {
    throw new Error(
      `${where}: body has ${words} words, expected ${BODY_WORDS.min}–${BODY_WORDS.max}`,
    );
  }
  const html = markdownToHtml(content);
  return {
    ...data,
    slug,
    link: `/blog/${slug}`,
    readTime: readTimeFor(words),
    html,
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
  const rest = posts.filter((p) => !p.featured).sort((a, b) => b.date.localeCompare(a.date));
  return [featured[0]!, ...rest];
}

const all: BlogPost[] = orderPosts(
  Object.entries(files).map(([path, raw]) => parseBlogPost(path, raw)),
);

/** Listing data: no bodies (the featured post keeps its `content` standfirst). */
export function getBlogSummaries(): BlogPostMeta[] {
  return all.map(({ html: _html, words: _words, ...meta }) => meta);
}

export function getBlogPost(slug: string): BlogPost | undefined {
  return all.find((p) => p.slug === slug);
}

/** Up to `count` other posts: same topic first, then those that follow this one in the list. */
export function getRelatedPosts(slug: string, count = 3): BlogPostMeta[] {
  const post = getBlogPost(slug);
  const posts = getBlogSummaries();
  const at = posts.findIndex((p) => p.slug === slug);
  // The posts after this one first, wrapping round: older posts, which the blog's first page
  // leaves behind "Load More", are each some post's next read, so every post has a link.
  const others = [...posts.slice(at + 1), ...posts.slice(0, Math.max(at, 0))];
  const same = others.filter((p) => p.topic === post?.topic);
  const rest = others.filter((p) => p.topic !== post?.topic);
  return [...same, ...rest].slice(0, count).map(({ content: _content, ...p }) => p);
}
