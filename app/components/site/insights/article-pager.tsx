import type { InsightMeta } from "@content/insight-schema";
import { ArrowLeft, ArrowRight, LayoutGrid } from "lucide-react";
import { Cover, coverSizes } from "~/components/site/art";
import { cardClass } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";

/**
 * "Keep reading" at the foot of an article: the articles before and after it in the listing's
 * order (newest first), each a card with its cover, category and title.
 */
export function ArticlePager({
  previous,
  next,
}: {
  previous: InsightMeta | null;
  next: InsightMeta | null;
}) {
  return (
    <nav aria-labelledby="keep-reading-heading" className="border-t border-line bg-surface">
      <div className="container-page py-14 sm:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="keep-reading-heading" className="text-2xl font-bold sm:text-3xl">
            Keep reading
          </h2>
          <Link
            to="/insights"
            prefetch="intent"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            All insights <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          <li>{previous ? <PagerCard insight={previous} direction="previous" /> : <AllCard />}</li>
          <li>{next ? <PagerCard insight={next} direction="next" /> : <AllCard />}</li>
        </ul>
      </div>
    </nav>
  );
}

function PagerCard({
  insight,
  direction,
}: {
  insight: InsightMeta;
  direction: "previous" | "next";
}) {
  const isNext = direction === "next";
  return (
    <Link
      to={insight.link}
      prefetch="intent"
      className={cn(
        cardClass,
        "group flex h-full items-center gap-5 p-4 transition-shadow hover:shadow-lift sm:p-5",
        isNext && "md:flex-row-reverse md:text-right",
      )}
    >
      <Cover
        image={insight.image}
        picture={insight.cover}
        group={insight.category}
        sizes={coverSizes.thumb}
        className="hidden aspect-square w-24 shrink-0 rounded-xl sm:block"
      />
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            "flex items-center gap-1.5 text-sm font-semibold text-brand-700",
            isNext && "md:justify-end",
          )}
        >
          {isNext ? null : <ArrowLeft className="size-4" aria-hidden="true" />}
          {isNext ? "Next article" : "Previous article"}
          {isNext ? <ArrowRight className="size-4" aria-hidden="true" /> : null}
        </span>
        <span className="mt-2 line-clamp-2 block text-lg leading-snug font-bold text-ink group-hover:text-brand-700">
          {insight.title}
        </span>
        <span className="mt-1 block text-sm text-muted">
          {insight.category} · {insight.readTime}
        </span>
      </span>
    </Link>
  );
}

/** Fills the slot at either end of the series, so the row never looks half-empty. */
function AllCard() {
  return (
    <Link
      to="/insights"
      prefetch="intent"
      className="group flex h-full items-center gap-5 rounded-(--radius-card) border border-dashed border-brand-200 bg-brand-50/60 p-4 transition-colors hover:bg-brand-50 sm:p-5"
    >
      <span
        aria-hidden="true"
        className="hidden size-24 shrink-0 place-items-center rounded-xl bg-brand-600 text-white sm:grid"
      >
        <LayoutGrid className="size-8" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-brand-700">Insights & Expertise</span>
        <span className="mt-2 block text-lg leading-snug font-bold text-ink group-hover:text-brand-700">
          Browse every article
        </span>
        <span className="mt-1 block text-sm text-muted">
          Agile, portfolio management, teams, coaching and DevOps
        </span>
      </span>
    </Link>
  );
}
