import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";
import type { PageSlot } from "~/markup/pagination";

const item =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors";

/**
 * Previous, numbered pages with gaps, Next. Every page is a link to its own prerendered
 * address, so the bar works without script and can be shared and crawled; Previous and Next
 * are disabled at the ends.
 */
export function Pagination({
  page,
  totalPages,
  slots,
  href,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  slots: readonly PageSlot[];
  /** The address of page `n`. */
  href: (n: number) => string;
  label?: string;
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
        to={href(target)}
        prefetch="intent"
        rel={direction === "Previous" ? "prev" : "next"}
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

  // On a phone the numbers take the first row and Previous / Next share the second, rather
  // than wrapping wherever the row runs out.
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-between gap-y-4 sm:justify-center sm:gap-2">
        <li className="max-sm:order-2">{edge("Previous")}</li>
        <li className="max-sm:order-1 max-sm:w-full">
          <ul className="flex items-center justify-center gap-1.5 sm:gap-2">
            {slots.map((slot) =>
              typeof slot === "number" ? (
                <li key={slot}>
                  <Link
                    to={href(slot)}
                    prefetch="intent"
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
          </ul>
        </li>
        <li className="max-sm:order-3">{edge("Next")}</li>
      </ul>
    </nav>
  );
}
