import { cn } from "~/markup/cn";

export interface Stat {
  value: string;
  label: string;
}

/** Large figures with captions; a definition list so each number keeps its meaning. */
export function StatBand({
  stats,
  tone = "light",
}: {
  stats: readonly Stat[];
  tone?: "light" | "dark";
}) {
  return (
    <dl
      className={cn(
        "grid gap-px overflow-hidden rounded-(--radius-card) sm:grid-cols-2",
        stats.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
        tone === "dark" ? "bg-white/10" : "bg-line ring-1 ring-line",
      )}
    >
      {stats.map((s) => (
        <div
          key={s.label}
          // Reversed (the figure reads first, the term is first in the markup): justify-end packs
          // both to the top, so figures line up across tiles whatever their labels' length.
          className={cn(
            "flex flex-col-reverse justify-end p-7",
            tone === "dark" ? "bg-brand-950" : "bg-paper",
          )}
        >
          <dt
            className={cn(
              "mt-2 text-[0.9375rem]",
              tone === "dark" ? "text-brand-100" : "text-ink-soft",
            )}
          >
            {s.label}
          </dt>
          <dd
            className={cn(
              "text-4xl font-extrabold tracking-tight",
              tone === "dark" ? "text-saffron-400" : "text-brand-700",
            )}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
