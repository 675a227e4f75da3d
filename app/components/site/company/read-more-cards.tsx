import type { ReadMoreItem } from "@content/company/schema";
import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";
import { Icon } from "../icon";

const tints = [
  "bg-brand-600 text-white",
  "bg-saffron-400 text-ink",
  "bg-mint-400 text-ink",
] as const;

/**
 * "Read more" cards: a card with `to` is a link to that page; a card without one is plain
 * information (no link, no arrow, no hover lift), so nobody expects it to go anywhere.
 */
export function ReadMoreCards({ items }: { items: readonly ReadMoreItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((item, i) => (
        <li
          key={item.title}
          data-testid="read-more-card"
          className={cn(
            "group relative flex flex-col rounded-(--radius-card) border p-7",
            item.to
              ? "border-line bg-paper shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
              : "border-dashed border-brand-200 bg-brand-50",
          )}
        >
          <span
            className={cn(
              "inline-flex size-12 items-center justify-center rounded-xl",
              tints[i % tints.length],
            )}
          >
            <Icon name={item.icon} className="size-6" />
          </span>
          <h3 className="mt-5 text-xl font-bold">
            {item.to ? (
              <Link to={item.to} prefetch="intent" className="stretched-link">
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </h3>
          <p className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-ink-soft">{item.text}</p>
          {item.to ? (
            <span
              aria-hidden="true"
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
            >
              {item.linkLabel ?? "Read more"}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          ) : item.note ? (
            <span className="mt-5 text-sm font-semibold text-brand-800">{item.note}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
