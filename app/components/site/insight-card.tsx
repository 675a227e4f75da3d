import type { InsightMeta } from "@content/insight-schema";
import { Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { shortDate } from "~/lib/dates";

/** Article card: category badge, short date, two-line title, three-line excerpt, read time. */
export function InsightCard({
  insight,
  headingLevel = 3,
}: {
  insight: InsightMeta;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-(--radius-card) border border-line bg-paper shadow-card transition-shadow hover:shadow-lift">
      <img
        src={insight.image}
        alt=""
        width={1200}
        height={675}
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3 text-sm text-muted">
          <Badge>{insight.category}</Badge>
          <time dateTime={insight.date}>{shortDate(insight.date)}</time>
        </div>
        <Heading className="mt-4 line-clamp-2 text-lg leading-snug font-bold">
          <Link
            to={insight.link}
            prefetch="intent"
            className="after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {insight.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-[0.9375rem] leading-relaxed text-ink-soft">
          {insight.excerpt}
        </p>
        <p className="mt-auto flex items-center gap-1.5 pt-5 text-sm font-medium text-muted">
          <Clock className="size-4" aria-hidden="true" />
          {insight.readTime}
        </p>
      </div>
    </article>
  );
}
