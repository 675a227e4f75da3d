import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { PageSlot } from "~/lib/pagination";

const item =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors";

/** `?page=n` for the current path (page 1 is the bare path). */
const toPage = (n: number) => ({ search: n > 1 ? `?page=${n}` : "" });

/**
 * Previous, numbered pages with gaps, Next. Every page is a real link (?page=n), so it can
 * be opened in a new tab or shared; Previous and Next are disabled at the ends.
 */
export function Pagination({
  page,
  totalPages,
  slots,
  label = "Pagination",
  onNavigate,
}: {
  page: number;
  totalPages: number;
  slots: readonly PageSlot[];
  label?: string;
  onNavigate?: () => void;
}) {
  const edge = (direction: "Previous" | "Next") => {
    const target = direction === "Previous" ? page - 1 : page + 1;
    const enabled = target >= 1 && target <= totalPages;
    const content =
      direction === "Previous" ? (
        <>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </>
      ) : (
        <>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </>
      );
    return enabled ? (
      <Link
        to={toPage(target)}
        preventScrollReset
        rel={direction === "Previous" ? "prev" : "next"}
        onClick={onNavigate}
        className={cn(
          item,
          "border border-line bg-paper px-4 text-ink hover:border-brand-300 hover:bg-brand-50",
        )}
      >
        {content}
      </Link>
    ) : (
      // A placeholder link (an <a> without href, as HTML defines it): announced as a
      // disabled link, skipped by Tab, nothing to click.
      // biome-ignore lint/a11y/useValidAnchor: deliberate placeholder link for the disabled state
      <a
        role="link"
        aria-disabled="true"
        className={cn(item, "cursor-not-allowed border border-line px-4 text-muted opacity-70")}
      >
        {content}
      </a>
    );
  };

  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>{edge("Previous")}</li>
        {slots.map((slot) =>
          typeof slot === "number" ? (
            <li key={slot}>
              <Link
                to={toPage(slot)}
                preventScrollReset
                onClick={onNavigate}
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? "page" : undefined}
                className={cn(
                  item,
                  slot === page
                    ? "bg-brand-600 text-white shadow-sm"
                    : "text-ink hover:bg-brand-50 hover:text-brand-700",
                )}
              >
                {slot}
              </Link>
            </li>
          ) : (
            <li key={slot} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ),
        )}
        <li>{edge("Next")}</li>
      </ul>
    </nav>
  );
}
