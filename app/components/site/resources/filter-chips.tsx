import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

export interface ChipOption {
  /** Value written to the URL ("" for All). */
  value: string;
  label: string;
  count?: number;
}

/** A row of toggle chips for one filter: exactly one is pressed, "All" first. */
export function FilterChips({
  label,
  options,
  value,
  onChange,
  tone = "light",
  scroll = false,
  className,
}: {
  /** Accessible name of the group, e.g. "Filter case studies by industry". */
  label: string;
  options: readonly ChipOption[];
  value: string;
  onChange: (value: string) => void;
  tone?: "light" | "dark";
  /** On phones, one swipeable row instead of several wrapped rows. */
  scroll?: boolean;
  className?: string;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  // A swipeable row keeps the pressed chip in view: a shared link such as ?category=devops
  // would otherwise select a chip scrolled off the screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pressed chip changes
  useEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>("[aria-pressed=true]");
    if (!scroll || !row || !chip || row.scrollWidth <= row.clientWidth) return;
    const r = chip.getBoundingClientRect();
    const g = row.getBoundingClientRect();
    if (r.left < g.left || r.right > g.right)
      row.scrollLeft += r.left - g.left - (g.width - r.width) / 2;
  }, [scroll, value]);

  return (
    <div
      ref={rowRef}
      role="group"
      aria-label={label}
      className={cn(
        "flex gap-2",
        scroll
          ? "-mx-5 snap-x overflow-x-auto scroll-px-5 px-5 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
          : "flex-wrap",
        className,
      )}
    >
      {options.map((o) => {
        const pressed = o.value === value;
        return (
          <button
            key={o.value || "all"}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(o.value)}
            className={cn(
              "relative inline-flex min-h-10 shrink-0 snap-start items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors",
              pressed
                ? "border-brand-600 bg-brand-600 text-white shadow-sm"
                : tone === "dark"
                  ? "border-white/25 text-white hover:bg-white/10"
                  : "border-line bg-paper text-ink hover:border-brand-300 hover:bg-brand-50",
            )}
          >
            {o.label}
            {o.count !== undefined ? (
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  pressed ? "bg-white/20 text-white" : "bg-surface text-ink-soft",
                )}
              >
                <span className="sr-only"> (</span>
                {o.count}
                <span className="sr-only">)</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
