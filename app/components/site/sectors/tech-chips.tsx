import { cn } from "~/markup/cn";

/** Technology names as pills; `label` names the list for screen readers. */
export function TechChips({
  items,
  label,
  tone = "light",
  className,
}: {
  items: readonly string[];
  label: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            "rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ring-inset",
            tone === "dark"
              ? "bg-white/10 text-white ring-white/25"
              : "bg-paper text-ink ring-line",
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
