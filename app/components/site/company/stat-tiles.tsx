import { cn } from "~/markup/cn";

export interface StatTile {
  value: string;
  label: string;
}

const accents = ["bg-saffron-400", "bg-mint-400", "bg-coral-400", "bg-brand-400"];

/**
 * Three (or four) separate figure tiles with a coloured rule: for short stat rows that
 * sit inside a section, where StatBand's joined band would leave an empty cell.
 */
export function StatTiles({
  stats,
  tone = "light",
  className,
}: {
  stats: readonly StatTile[];
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <dl
      className={cn(
        "grid gap-4 sm:gap-6",
        stats.length === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3",
        className,
      )}
    >
      {stats.map((s, i) => (
        <div
          key={s.label}
          className={cn(
            "relative flex flex-col-reverse justify-end overflow-hidden rounded-(--radius-card) p-6 sm:p-7",
            tone === "dark"
              ? "bg-white/5 ring-1 ring-white/10"
              : "border border-line bg-paper shadow-card",
          )}
        >
          <span
            aria-hidden="true"
            className={cn("absolute inset-x-0 top-0 h-1.5", accents[i % accents.length])}
          />
          <dt
            className={cn(
              "mt-2 text-[0.9375rem] leading-snug",
              tone === "dark" ? "text-brand-100" : "text-ink-soft",
            )}
          >
            {s.label}
          </dt>
          <dd
            className={cn(
              "text-4xl font-extrabold tracking-tight sm:text-5xl",
              tone === "dark" ? "text-white" : "text-brand-700",
            )}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
