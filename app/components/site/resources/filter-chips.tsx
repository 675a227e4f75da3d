import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";
import { isHydrated } from "~/lib/hydration";

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
 * marked with aria-current.
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
  const rowRef = useRef<HTMLUListElement>(null);
  const current = chips.find((c) => c.current)?.href;
  // In the prerendered page the browser scrolls the phone's row to the current chip itself
  // (scroll-initial-target; only where the row scrolls, or it would scroll the page). A page React renders after a client-side navigation gets the
  // same here; hydration leaves the row as the visitor sees it.
  const [hydrating] = useState(() => typeof document !== "undefined" && !isHydrated());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the current chip changes
  useLayoutEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>("[aria-current]");
    if (hydrating || !scroll || !row || !chip || row.scrollWidth <= row.clientWidth) return;
    const r = chip.getBoundingClientRect();
    const g = row.getBoundingClientRect();
    if (r.left < g.left || r.right > g.right)
      row.scrollLeft += r.left - g.left - (g.width - r.width) / 2;
  }, [scroll, current]);

  return (
    <nav aria-label={label} className={className}>
      <ul
        ref={rowRef}
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
