import type { BlogPostMeta, BlogTopic } from "@content/resources/schemas";
import { blogTopics } from "@content/taxonomy";
import { ArrowLeft, ChevronDown, SearchX } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { PageHero } from "../page-hero";
import { BlogCard, FeaturedPost } from "./blog-card";
import { filterPosts } from "./blog-filter";
import { BlogSearch } from "./blog-search";
import { FilterChips } from "./filter-chips";
import { blogCategoryPath, blogPagePath, blogPageRange } from "./listing-paths";
import { useAppendedPages } from "./load-more";
import { useQueryParam } from "./url-state";

/** Where the chips and Load More land, below the hero: the chip row and the list's heading. */
const CATEGORIES_ID = "categories";
const ARTICLES_ID = "latest-heading";

export type BlogView =
  /** /blog (page 1: the featured post and 'Latest Articles') or an archive page /blog/page/<n>. */
  | { kind: "list"; page: number; totalPages: number }
  /** /blog/category/<slug>: every post on one topic. */
  | { kind: "category"; topic: BlogTopic };

const plural = (n: number) => `${n} ${n === 1 ? "article" : "articles"}`;

/**
 * The blog listing: hero with the search box, category links, featured post and the article
 * grid. `posts` is what search covers (every post, featured first, or the topic's posts).
 * Every view is a prerendered page, and works from its HTML: category links, page links and a
 * Load More that opens the next page. The page's island (`client:touch`) takes it over when
 * focus first enters it (or at once, see wake-blog-browser.ts); then search (?q=) filters and
 * Load More appends in place.
 */
export function BlogBrowser({ posts, view }: { posts: readonly BlogPostMeta[]; view: BlogView }) {
  const { query, setQuery } = useQueryParam();
  // The box is local state so typing never waits for the address; it follows the URL when the
  // URL changes from outside (Back and Forward, a shared ?q= link once React is live). The
  // first keystroke of a search adds a history entry, later ones replace it, so one Back
  // undoes the whole search.
  const [text, setText] = useState(query);
  const searching = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL only, not the box
  useLayoutEffect(() => {
    if (query === (text.trim() ? text : "")) return;
    setText(query);
    searching.current = false;
  }, [query]);
  const q = text.trim();

  const list = view.kind === "list" ? view : null;
  const topic = view.kind === "category" ? view.topic : null;
  /** This page's own address (no query string). */
  const pathname = view.kind === "list" ? blogPagePath(view.page) : blogCategoryPath(view.topic);

  const [appended, setAppended] = useAppendedPages(pathname);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>("li h3 a")[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const featured = list?.page === 1 ? posts[0] : undefined;
  const lastPage = list ? Math.min(list.page + appended, list.totalPages) : 1;
  const firstIndex = list ? blogPageRange(list.page)[0] : 0;
  const batch = list ? posts.slice(firstIndex, blogPageRange(lastPage)[1]) : posts;
  const cards = q ? filterPosts(posts, { query: q }) : batch;
  const next = list && !q && lastPage < list.totalPages ? lastPage + 1 : null;

  const status = q
    ? cards.length
      ? `${plural(cards.length)} for “${q}”${topic ? ` in ${topic}` : ""}`
      : "No results"
    : topic
      ? `${plural(cards.length)} in ${topic}`
      : list?.page === 1
        ? `Showing ${cards.length + 1} of ${plural(posts.length)}`
        : `Showing articles ${firstIndex + 1}–${firstIndex + cards.length} of ${posts.length}`;
  // With a search, the category links keep it: the same words within another topic.
  const withQuery = (path: string) =>
    `${path}${q ? `?${new URLSearchParams({ q })}` : ""}#${CATEGORIES_ID}`;

  return (
    <>
      <PageHero
        eyebrow="Ideas from the team"
        title="H2 Blog"
        subtitle="Field notes on building offshore engineering teams, agile delivery and portfolio management, written by the people who run them."
      >
        <BlogSearch
          value={text}
          onChange={(value) => {
            setText(value);
            setQuery(value, { replace: searching.current });
            searching.current = value.trim() !== "";
          }}
          onClear={() => {
            searching.current = false;
            setText("");
            setQuery("");
          }}
          onSubmit={() =>
            document.getElementById(ARTICLES_ID)?.scrollIntoView({ behavior: "smooth" })
          }
        />
      </PageHero>

      <div id={CATEGORIES_ID} className="scroll-mt-0 border-b border-line bg-surface">
        <div className="container-page py-5">
          <FilterChips
            scroll
            label="Filter articles by category"
            chips={[
              {
                href: withQuery("/blog"),
                label: "All",
                current: list ? (list.page === 1 ? "page" : "true") : undefined,
              },
              ...blogTopics.map((t) => ({
                href: withQuery(blogCategoryPath(t)),
                label: t,
                current: t === topic ? ("page" as const) : undefined,
              })),
            ]}
          />
        </div>
      </div>

      {featured && !q ? (
        <section aria-labelledby="featured-post-heading" className="pt-14 sm:pt-20">
          <div className="container-page">
            <h2 id="featured-post-heading" className="eyebrow">
              Featured article
            </h2>
            <div className="mt-5">
              <FeaturedPost post={featured} />
            </div>
          </div>
        </section>
      ) : null}

      <section aria-labelledby={ARTICLES_ID} className="py-14 sm:py-20">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id={ARTICLES_ID} className="text-3xl font-bold sm:text-4xl">
              {topic
                ? `Latest in ${topic}`
                : list && list.page > 1
                  ? "Older Articles"
                  : "Latest Articles"}
            </h2>
            <p role="status" className="text-sm font-medium text-muted">
              {status}
            </p>
          </div>
          {list && list.page > 1 ? (
            <p className="mt-4">
              <Link
                to="/blog"
                className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                Back to the latest articles
              </Link>
            </p>
          ) : null}

          {cards.length ? (
            <ul
              ref={listRef}
              className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
              data-testid="blog-grid"
            >
              {cards.map((p) => (
                <li key={p.slug}>
                  <BlogCard post={p} cover="listing" />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-8 rounded-3xl border border-dashed border-line bg-surface px-6 py-14 text-center">
              <SearchX className="mx-auto size-10 text-brand-600" aria-hidden="true" />
              <p className="mt-4 text-xl font-bold">
                {q
                  ? `No articles match “${q}”${topic ? ` in ${topic}` : ""}`
                  : `No articles in ${topic ?? "this list"} yet`}
              </p>
              {q ? (
                <p className="mx-auto mt-2 max-w-md text-ink-soft">
                  Try a broader word such as “team”, “agile” or “Bangalore”, or browse every
                  article.
                </p>
              ) : null}
              <Link to={q ? pathname : "/blog"} className={`${buttonClass("primary", "md")} mt-6`}>
                {q ? "Clear search" : "Browse every article"}
              </Link>
            </div>
          )}

          {next ? (
            <div className="mt-12 flex justify-center">
              <Link
                to={`${blogPagePath(next)}#${ARTICLES_ID}`}
                className={buttonClass("outline", "lg")}
                onClick={(e) => {
                  // Script appends the next page's posts here; a new tab or window still opens
                  // the archive page itself.
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  focusIndex.current = cards.length;
                  setAppended(appended + 1);
                }}
              >
                Load More Articles
                <ChevronDown aria-hidden="true" />
              </Link>
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
