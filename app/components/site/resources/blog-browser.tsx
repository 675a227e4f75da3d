import type { BlogPostMeta } from "@content/resources/schemas";
import { blogTopics } from "@content/taxonomy";
import { ChevronDown, Search, SearchX, X } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { Button } from "~/components/ui/button";
import { isHydrated } from "~/lib/hydration";
import { PageHero } from "../page-hero";
import { BlogCard, FeaturedPost } from "./blog-card";
import { filterPosts } from "./blog-filter";
import { FilterChips } from "./filter-chips";
import { toParam, useUrlState } from "./url-state";
import { PendingViewScript } from "./url-view";

/** Cards shown at first, and added by each "Load More Articles". */
export const BLOG_BATCH = 3;

interface Shown {
  /** The filter the count belongs to. */
  key: string;
  count: number;
}

const shownStorageKey = (entry: string) => `blog-shown:${entry}`;

/** The count saved for this history entry; none while hydrating, where the HTML shows the first batch. */
function savedShown(entry: string): Shown | null {
  if (typeof window === "undefined" || !isHydrated()) return null;
  try {
    const saved = JSON.parse(sessionStorage.getItem(shownStorageKey(entry)) ?? "null");
    return typeof saved?.key === "string" && Number.isInteger(saved?.count) ? saved : null;
  } catch {
    return null;
  }
}

function saveShown(entry: string, shown: Shown) {
  try {
    sessionStorage.setItem(shownStorageKey(entry), JSON.stringify(shown));
  } catch {
    // Storage off or full: Back shows the first batch, as before.
  }
}

/**
 * The blog listing: hero with the search box, category row, featured post and the
 * "Latest Articles" grid with Load More. Search (?q=) and category (?category=) live in the
 * URL; the first keystroke of a search adds a history entry, later ones replace it.
 */
export function BlogBrowser({ posts }: { posts: readonly BlogPostMeta[] }) {
  const uid = useId();
  const { params, update } = useUrlState();
  const navigationType = useNavigationType();
  const urlQuery = params.get("q") ?? "";
  const topic = blogTopics.find((t) => toParam(t) === params.get("category")) ?? null;

  // The box is local state so typing never waits for the router; it follows the URL when
  // the URL changes from outside (first render after hydration, Back and Forward).
  const [text, setText] = useState("");
  // True while a search typed here owns the current history entry: the first keystroke
  // pushes an entry, the following ones replace it, so one Back undoes the whole search.
  const searching = useRef(false);
  // A layout effect: on a shared ?q= link the box and the list it filters are filled in before
  // the pending view shows (url-view), so the unfiltered list is never painted.
  useLayoutEffect(() => {
    if (navigationType !== "POP") return;
    setText(urlQuery);
    searching.current = false;
  }, [urlQuery, navigationType]);

  const filtering = Boolean(text.trim() || topic);
  const [featured, ...rest] = posts;
  const matches = filtering ? filterPosts(posts, { query: text, topic }) : rest;

  // Load More: how many cards show, reset whenever the filter changes. Kept per history entry,
  // so Back from a post opened further down the list finds it (and the scroll position) again.
  const filterKey = `${topic ?? ""}|${text.trim().toLowerCase()}`;
  const { key: entryKey } = useLocation();
  const [shown, setShown] = useState(
    () => savedShown(entryKey) ?? { key: filterKey, count: BLOG_BATCH },
  );
  const count = shown.key === filterKey ? shown.count : BLOG_BATCH;
  const visible = matches.slice(0, count);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>("li a")[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const clear = () => {
    searching.current = false;
    setText("");
    update({ q: null, category: null });
  };

  const searchId = `${uid}-search`;
  return (
    <>
      <PendingViewScript keys={["q", "category"]} />
      <PageHero
        eyebrow="Ideas from the team"
        title="H2 Blog"
        subtitle="Field notes on building offshore engineering teams, agile delivery and portfolio management, written by the people who run them."
      >
        <form
          role="search"
          aria-label="Articles"
          className="url-view-q w-full max-w-xl"
          onSubmit={(e) => {
            e.preventDefault();
            document.getElementById("latest-heading")?.scrollIntoView({ behavior: "smooth" });
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            Search articles
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              id={searchId}
              type="search"
              name="q"
              autoComplete="off"
              placeholder="Search articles"
              value={text}
              onChange={(e) => {
                const value = e.target.value;
                setText(value);
                update({ q: value.trim() ? value : null }, { replace: searching.current });
                searching.current = value.trim() !== "";
              }}
              className="h-14 w-full rounded-full border border-white/20 bg-paper pr-14 pl-13 text-base text-ink shadow-lift placeholder:text-muted focus:outline-none focus-visible:ring-4 focus-visible:ring-saffron-400 [&::-webkit-search-cancel-button]:hidden"
            />
            {text ? (
              <button
                type="button"
                onClick={() => {
                  searching.current = false;
                  setText("");
                  update({ q: null });
                  document.getElementById(searchId)?.focus();
                }}
                className="absolute top-1/2 right-2.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-ink-soft hover:bg-surface"
                aria-label="Clear search"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            ) : null}
          </div>
        </form>
      </PageHero>

      <div className="url-view border-b border-line bg-surface">
        <div className="container-page py-5">
          <FilterChips
            scroll
            label="Filter articles by category"
            value={topic ? toParam(topic) : ""}
            onChange={(value) => update({ category: value })}
            options={[
              { value: "", label: "All" },
              ...blogTopics.map((t) => ({ value: toParam(t), label: t })),
            ]}
          />
        </div>
      </div>

      {!filtering && featured ? (
        <section aria-labelledby="featured-post-heading" className="url-view pt-14 sm:pt-20">
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

      <section aria-labelledby="latest-heading" className="url-view py-14 sm:py-20">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="latest-heading" className="text-3xl font-bold sm:text-4xl">
              Latest Articles
            </h2>
            <p role="status" className="text-sm font-medium text-muted">
              {matches.length
                ? `Showing ${visible.length} of ${matches.length} ${matches.length === 1 ? "article" : "articles"}${
                    topic ? ` in ${topic}` : ""
                  }${text.trim() ? ` for “${text.trim()}”` : ""}`
                : "No results"}
            </p>
          </div>

          {matches.length ? (
            <ul
              ref={listRef}
              className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
              data-testid="blog-grid"
            >
              {visible.map((p) => (
                <li key={p.slug}>
                  <BlogCard post={p} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-8 rounded-3xl border border-dashed border-line bg-surface px-6 py-14 text-center">
              <SearchX className="mx-auto size-10 text-brand-600" aria-hidden="true" />
              <p className="mt-4 text-xl font-bold">
                No articles match {text.trim() ? `“${text.trim()}”` : "this category"}
                {text.trim() && topic ? ` in ${topic}` : ""}
              </p>
              <p className="mx-auto mt-2 max-w-md text-ink-soft">
                Try a broader word such as “team”, “agile” or “Bangalore”, or browse every article.
              </p>
              <Button variant="primary" className="mt-6" onClick={clear}>
                Clear filters
              </Button>
            </div>
          )}

          {count < matches.length ? (
            <div className="mt-12 flex justify-center">
              <Button
                variant="outline"
                size="lg"
                onClick={() => {
                  focusIndex.current = count;
                  const next = { key: filterKey, count: count + BLOG_BATCH };
                  setShown(next);
                  saveShown(entryKey, next);
                }}
              >
                Load More Articles
                <ChevronDown aria-hidden="true" />
              </Button>
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
