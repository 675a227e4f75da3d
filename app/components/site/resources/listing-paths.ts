// The addresses of the listing pages and how their posts are cut into pages. Read by the Astro
// pages (getStaticPaths), the listing components and the server's redirects for old
// ?category= links (relative imports only, no React, no zod: the server imports it too).
import { blogTopics, industries } from "../../../../content/taxonomy";

/** "Retail & E-commerce" → "retail-e-commerce": the slug of a category or industry page. */
export function toParam(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

// ---------------------------------------------------------------------------------------------
// News: NEWS_PAGE_SIZE stories a page; page 1 is /news, then /news/page/2, /news/page/3 …

export const newsPagePath = (page: number) => (page > 1 ? `/news/page/${page}` : "/news");

/** The id of a story's card: the news feed links each story to its place in the listing. */
export const newsStoryId = (story: { id: number }) => `story-${story.id}`;

// ---------------------------------------------------------------------------------------------
// Blog: /blog shows the featured post and the next BLOG_FIRST_CARDS in 'Latest Articles' (the
// spec's eight posts); older posts follow BLOG_PAGE_SIZE to a page at /blog/page/2, /blog/page/3 …

export const BLOG_FIRST_CARDS = 7;
export const BLOG_PAGE_SIZE = 6;

export const blogPagePath = (page: number) => (page > 1 ? `/blog/page/${page}` : "/blog");

/** Pages of the blog listing for `posts` posts (the featured one included): at least one. */
export function blogPageCount(posts: number): number {
  return 1 + Math.ceil(Math.max(0, posts - 1 - BLOG_FIRST_CARDS) / BLOG_PAGE_SIZE);
}

/** Where page `page`'s cards sit in the ordered post list (featured first): [start, end). */
export function blogPageRange(page: number): [number, number] {
  if (page <= 1) return [1, 1 + BLOG_FIRST_CARDS];
  const start = 1 + BLOG_FIRST_CARDS + (page - 2) * BLOG_PAGE_SIZE;
  return [start, start + BLOG_PAGE_SIZE];
}

export const blogCategoryPath = (topic: string) => `/blog/category/${toParam(topic)}`;

export const blogTopicFromParam = (slug: string) => blogTopics.find((t) => toParam(t) === slug);

// ---------------------------------------------------------------------------------------------
// Case studies: every study at /case-studies, one industry at /case-studies/industry/<slug>.

export const industryPath = (industry: string) => `/case-studies/industry/${toParam(industry)}`;

export const industryFromParam = (slug: string) => industries.find((i) => toParam(i) === slug);

// ---------------------------------------------------------------------------------------------

/** The page number in "/news/page/3" (3); 1 for the listing's own path. */
export function pageFromPath(pathname: string): number {
  const n = /\/page\/(\d+)\/?$/.exec(pathname)?.[1];
  return n ? Number(n) : 1;
}

/** The last segment of a path: the category or industry slug of its page. */
export const lastSegment = (pathname: string) =>
  pathname.replace(/\/+$/, "").split("/").pop() ?? "";

/** Page numbers 2 … `count` of a listing: the archive pages after the listing's own. */
export const laterPages = (count: number) =>
  Array.from({ length: Math.max(0, count - 1) }, (_, i) => i + 2);
