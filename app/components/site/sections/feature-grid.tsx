import type { IconName } from "@content/icons";
import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";
import { Icon } from "../icon";

export interface Feature {
  title: string;
  text: string;
  icon?: IconName;
  /** Internal path: the whole card becomes a link. */
  to?: string;
  linkLabel?: string;
}

interface FeatureGridProps {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
  tone?: "light" | "dark";
  /** Level of each card's heading (3 under a section h2). */
  headingLevel?: 3 | 4;
}

const cols = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** Cards with an icon, title and text, optionally each a link. */
export function FeatureGrid({
  items,
  columns = 3,
  tone = "light",
  headingLevel = 3,
}: FeatureGridProps) {
  const H = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className={cn("grid gap-6", cols[columns])}>
      {items.map((f) => (
        <li
          key={f.title}
          className={cn(
            "group relative flex flex-col rounded-(--radius-card) p-7 transition",
            tone === "dark"
              ? "bg-white/5 ring-1 ring-white/10 hover:bg-white/10"
              : "border border-line bg-paper shadow-card",
            f.to && "hover:-translate-y-0.5 hover:shadow-lift",
          )}
        >
          {f.icon ? (
            <span
              className={cn(
                "inline-flex size-12 items-center justify-center rounded-xl",
                tone === "dark" ? "bg-saffron-400 text-ink" : "bg-brand-50 text-brand-700",
              )}
            >
              <Icon name={f.icon} className="size-6" />
            </span>
          ) : null}
          <H
            className={cn(
              "text-lg leading-snug font-bold",
              f.icon && "mt-5",
              tone === "dark" && "text-white",
            )}
          >
            {f.to ? (
              <Link to={f.to} prefetch="intent" className="stretched-link">
                {f.title}
              </Link>
            ) : (
              f.title
            )}
          </H>
          <p
            className={cn(
              "mt-2 flex-1 text-[0.9375rem] leading-relaxed",
              tone === "dark" ? "text-brand-100" : "text-ink-soft",
            )}
          >
            {f.text}
          </p>
          {f.to ? (
            <span
              aria-hidden="true"
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
            >
              {f.linkLabel ?? "Learn more"}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
