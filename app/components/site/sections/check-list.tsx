import { CheckCircle2, XCircle } from "lucide-react";
import { cn } from "~/markup/cn";

/** A list of short statements with a tick (or a cross for the "avoid" side of a comparison). */
export function CheckList({
  items,
  variant = "check",
  columns = 1,
}: {
  items: readonly string[];
  variant?: "check" | "cross";
  columns?: 1 | 2;
}) {
  const Mark = variant === "check" ? CheckCircle2 : XCircle;
  return (
    <ul className={cn("grid gap-3", columns === 2 && "sm:grid-cols-2")}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-soft">
          <Mark
            className={cn(
              "mt-0.5 size-5 shrink-0",
              variant === "check" ? "text-mint-600" : "text-coral-400",
            )}
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
