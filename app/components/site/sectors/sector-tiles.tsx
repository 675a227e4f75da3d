import type { Tile } from "@content/sectors/schema";
import { cardClass } from "~/components/ui/card";
import { cn } from "~/markup/cn";
import { Icon } from "../icon";

const iconTints = [
  "bg-brand-600 text-white",
  "bg-saffron-400 text-ink",
  "bg-mint-400 text-ink",
  "bg-coral-400 text-ink",
] as const;

/** Eight compact sub-sector tiles (icon, name, one line) in a 1 / 2 / 4 column grid. */
export function SectorTiles({ items }: { items: readonly Tile[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
      {items.map((t, i) => (
        <li key={t.title} className={cn(cardClass, "flex gap-4 p-5 sm:flex-col sm:p-6")}>
          <span
            className={cn(
              "inline-flex size-11 shrink-0 items-center justify-center rounded-xl",
              iconTints[i % iconTints.length],
            )}
          >
            <Icon name={t.icon} className="size-5" />
          </span>
          <div>
            <h3 className="font-bold leading-snug sm:text-lg">{t.title}</h3>
            <p className="mt-1.5 text-[0.9375rem] leading-relaxed text-ink-soft">{t.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
