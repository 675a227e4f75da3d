import { CalendarDays, Clock } from "lucide-react";
import { cn } from "~/markup/cn";
import { longDate } from "~/markup/dates";

/** An article hero's published date and read time (insights and blog posts). */
export function ArticleDates({
  date,
  readTime,
  className,
}: {
  /** ISO date, e.g. 2025-03-12. */
  date: string;
  readTime: string;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-5 gap-y-2 text-sm", className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={date}>{longDate(date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {readTime}
      </span>
    </p>
  );
}
