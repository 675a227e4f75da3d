import type { NewsStory } from "@content/resources/schemas";
import { Newspaper } from "lucide-react";
import { Cover } from "~/components/site/art";
import { Badge } from "~/components/ui/badge";
import { cardClass } from "~/components/ui/card";
import { cn } from "~/markup/cn";
import { PublishStatusBadge } from "../publishing/publish-status";
import { newsStoryId } from "./listing-paths";

/**
 * A news story in full (it has no page of its own): image, category, date, title, summary and
 * source, shown only in the news listing. The `wide` card leads its page: it spans the row on
 * medium screens, and an uploaded cover of its is fetched first.
 */
export function NewsCard({ story, wide = false }: { story: NewsStory; wide?: boolean }) {
  const cover = cn("aspect-[16/9] w-full", wide && "md:max-lg:h-full");
  return (
    <article
      id={newsStoryId(story)}
      className={cn(
        cardClass,
        "flex h-full scroll-mt-24 flex-col overflow-hidden",
        // On medium screens the first story of a page spans the row, image beside text.
        wide && "md:max-lg:grid md:max-lg:grid-cols-2",
      )}
    >
      <Cover
        image={story.image}
        picture={story.cover}
        group={story.category}
        place={wide ? "lead" : "listing"}
        className={cover}
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
          <Badge>{story.category}</Badge>
          <PublishStatusBadge status={story.status} />
          <span>{story.date}</span>
        </div>
        <h3 className="mt-4 text-lg leading-snug font-bold">{story.title}</h3>
        <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-soft">{story.excerpt}</p>
        <p className="mt-auto flex items-center gap-2 pt-5 text-sm font-medium text-muted">
          <Newspaper className="size-4" aria-hidden="true" />
          <span>
            <span className="sr-only">Source: </span>
            {story.source}
          </span>
        </p>
      </div>
    </article>
  );
}
