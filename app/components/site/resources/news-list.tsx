import type { NewsStory } from "@content/resources/schemas";
import { useEffect, useRef } from "react";
import { paginate, parsePage } from "~/lib/pagination";
import { NewsCard } from "./news-card";
import { Pagination } from "./pagination";
import { useUrlState } from "./url-state";
import { PendingViewScript } from "./url-view";

/** Stories a page at a time; the page is in the URL (?page=2). */
export function NewsList({
  stories,
  perPage,
  headingId,
}: {
  stories: readonly NewsStory[];
  perPage: number;
  /** The section heading to bring into view after a page change. */
  headingId: string;
}) {
  const { params } = useUrlState();
  const totalPages = Math.max(1, Math.ceil(stories.length / perPage));
  const current = paginate(stories, parsePage(params.get("page"), totalPages), perPage);
  const moved = useRef(false);

  // After a click on the pagination, show the top of the new page (not on first load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const heading = document.getElementById(headingId);
    if (heading && heading.getBoundingClientRect().top < 0) {
      heading.scrollIntoView({ block: "start" });
    }
  }, [current.page, headingId]);

  return (
    <>
      <PendingViewScript keys={["page"]} />
      <div className="url-view">
        <p role="status" className="sr-only">
          Page {current.page} of {current.totalPages}
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
          {current.items.map((story, i) => (
            <li key={story.id} className={i === 0 ? "md:col-span-2 lg:col-span-1" : undefined}>
              <NewsCard story={story} wide={i === 0} />
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <Pagination
            label="News pages"
            page={current.page}
            totalPages={current.totalPages}
            slots={current.slots}
            onNavigate={() => {
              moved.current = true;
            }}
          />
        </div>
      </div>
    </>
  );
}
