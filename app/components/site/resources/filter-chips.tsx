import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";

export interface ChipLink {
  /** The page the chip opens (its category or industry page, or the whole listing). */
  href: string;
  label: string;
  count?: number;
  /** The chip of the page being shown: "page" on that very page, "true" on its later pages. */
  current?: "page" | "true";
}

/**
 * A row of filter chips, each a link to the prerendered page of its category: the filter works
 * from the HTML, can be shared, opened in a new tab and crawled. The chip of the page shown is
 * marked with aria-current; on a phone, whose chips are one swipeable row, the browser scrolls
 * the row to it from the HTML (scroll-initial-target, only where the row scrolls).
 */
export function FilterChips({
  label,
  chips,
  scroll = false,
  className,
}: {
  /** Accessible name of the row, e.g. "Filter case studies by industry". */
  label: string;
  chips: readonly ChipLink[];
  /** On phones, one swipeable row instead of several wrapped rows. */
  scroll?: boolean;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul
        className={cn(
          "flex gap-2",
          scroll
            ? "-mx-5 snap-x overflow-x-auto scroll-px-5 px-5 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
            : "flex-wrap",
        )}
      >
        {chips.map((c) => (
          <li
            key={c.href}
            className={cn(
              "flex shrink-0 snap-start",
              c.current && "max-sm:[scroll-initial-target:nearest]",
            )}
          >
            <Link
              to={c.href}
              prefetch="intent"
              aria-current={c.current}
              className={cn(
                "relative inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors",
                c.current
                  ? "border-brand-600 bg-brand-600 text-white shadow-sm"
                  : "border-line bg-paper text-ink hover:border-brand-300 hover:bg-brand-50",
              )}
            >
              {c.label}
              {c.count !== undefined ? (
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    c.current ? "bg-white/20 text-white" : "bg-surface text-ink-soft",
                  )}
                >
                  <span className="sr-only"> (</span>
                  {c.count}
                  <span className="sr-only">)</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
