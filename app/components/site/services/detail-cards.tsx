import type { IconName } from "@content/icons";
import { CheckCircle2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cardClass } from "~/components/ui/card";
import { cn } from "~/markup/cn";
import { Icon } from "../icon";

export interface DetailCard {
  title: string;
  /** Small label above the title (a role, a format). */
  tag?: string;
  icon?: IconName;
  text: string;
  points: readonly string[];
  /** Key figures shown at the foot of the card ("45–60 min" / "per session"). */
  facts: readonly { value: string; label: string }[];
}

/** Richer cards than FeatureGrid: a tag, a paragraph, bullets and key facts. */
export function DetailCards({
  items,
  columns = 3,
}: {
  items: readonly DetailCard[];
  columns?: 2 | 3;
}) {
  return (
    <ul className={cn("grid gap-6", columns === 3 ? "lg:grid-cols-3" : "md:grid-cols-2")}>
      {items.map((c) => (
        <li key={c.title} className={cn(cardClass, "flex flex-col p-7 sm:p-8")}>
          <div className="flex items-center gap-3">
            {c.icon ? (
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <Icon name={c.icon} className="size-6" />
              </span>
            ) : null}
            {c.tag ? <Badge tone="saffron">{c.tag}</Badge> : null}
          </div>
          <h3 className={cn("text-xl leading-snug font-bold", (c.icon || c.tag) && "mt-5")}>
            {c.title}
          </h3>
          <p className="mt-3 leading-relaxed text-ink-soft">{c.text}</p>
          {c.points.length ? (
            <ul className="mt-5 space-y-2.5">
              {c.points.map((p) => (
                <li key={p} className="flex gap-2.5 text-[0.9375rem] leading-relaxed text-ink-soft">
                  <CheckCircle2
                    className="mt-0.5 size-5 shrink-0 text-mint-600"
                    aria-hidden="true"
                  />
                  {p}
                </li>
              ))}
            </ul>
          ) : null}
          {c.facts.length ? (
            <div className="mt-auto pt-6">
              <dl className="grid gap-4 border-t border-line pt-5">
                {c.facts.map((f) => (
                  <div key={f.label} className="flex flex-col-reverse">
                    <dt className="text-sm text-muted">{f.label}</dt>
                    <dd className="text-xl font-extrabold text-brand-700">{f.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
