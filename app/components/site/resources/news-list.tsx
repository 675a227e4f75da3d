import type { NewsStory } from "@content/resources/schemas";
import { ArrowLeft } from "lucide-react";
import { Link } from "~/components/ui/link";
import type { PageSlot } from "~/markup/pagination";
import { newsPagePath } from "./listing-paths";
import { NewsCard } from "./news-card";
import { Pagination } from "./pagination";

/** The id of the stories' heading: page links land on it, not on the hero above. */
export const STORIES_ID = "stories-heading";

/** An address on the news listing, scrolled to the stories. */
export const newsPageHref = (page: number) => `${newsPagePath(page)}#${STORIES_ID}`;

/** One page of stories and the bar to the others, each page its own prerendered address. */
export function NewsList({
  stories,
  page,
  totalPages,
  slots,
}: {
  stories: readonly NewsStory[];
  page: number;
  totalPages: number;
  slots: readonly PageSlot[];
}) {
  return (
    <>
      {page > 1 ? (
        <p className="mt-6">
          <Link
            to={newsPageHref(1)}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to the latest news
          </Link>
        </p>
      ) : null}
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
        {stories.map((story, i) => (
          <li key={story.id} className={i === 0 ? "md:col-span-2 lg:col-span-1" : undefined}>
            <NewsCard story={story} wide={i === 0} />
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <div className="mt-12">
          <Pagination
            label="News pages"
            page={page}
            totalPages={totalPages}
            slots={slots}
            href={newsPageHref}
          />
        </div>
      ) : null}
    </>
  );
}
