import type { InsightMeta } from "@content/insight-schema";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/markup/cn";
import { longDate } from "~/markup/dates";

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** The author's initials in a brand disc (no portraits: the site shows no photos of people). */
export function AuthorAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-11 shrink-0 place-items-center rounded-full bg-brand-500 text-sm font-bold text-white ring-2 ring-white/20",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

/** The article's closing line: who wrote it, in which category and when. */
export function ArticleFooter({ insight }: { insight: InsightMeta }) {
  return (
    <footer className="mx-auto mt-14 flex max-w-[42rem] flex-wrap items-center gap-x-4 gap-y-3 border-t border-line pt-8">
      <AuthorAvatar name={insight.author} className="size-12 ring-brand-100" />
      <p className="min-w-[12rem] flex-1 leading-snug">
        <span className="block text-sm text-muted">Written by</span>
        <span className="font-semibold text-ink">{insight.author}</span>
        <span className="text-ink-soft">, {insight.authorRole}</span>
      </p>
      <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <Badge>{insight.category}</Badge>
        <time dateTime={insight.date}>{longDate(insight.date)}</time>
      </p>
    </footer>
  );
}
