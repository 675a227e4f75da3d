import type { IconName } from "@content/icons";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";
import { Icon } from "../icon";

export interface Phase {
  title: string;
  text: string;
  icon?: IconName;
  points?: readonly string[];
  /** Internal path: adds a "learn more" style link under the phase. */
  to?: string;
  linkLabel?: string;
}

/**
 * Numbered phases in one row on wide screens, joined by arrows (three steps of a model,
 * the what's-next flow, a recovery plan). Three phases sit side by side from 768 px;
 * four go two by two, then in a row from 1024 px.
 */
export function PhaseFlow({
  phases,
  tone = "light",
}: {
  phases: readonly Phase[];
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  const four = phases.length === 4;
  return (
    <ol
      className={cn(
        "grid gap-6 md:gap-8",
        four ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3",
      )}
    >
      {phases.map((p, i) => (
        <li
          key={p.title}
          className={cn(
            "relative flex flex-col rounded-(--radius-card) p-7",
            dark ? "bg-white/5 ring-1 ring-white/10" : "border border-line bg-paper shadow-card",
          )}
        >
          {i < phases.length - 1 ? (
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-9 -right-[1.625rem] z-10 hidden size-9 items-center justify-center rounded-full ring-4",
                four ? "lg:flex" : "md:flex",
                dark
                  ? "bg-saffron-400 text-ink ring-brand-950"
                  : "bg-brand-600 text-white ring-paper",
              )}
            >
              <ArrowRight className="size-4" />
            </span>
          ) : null}
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-full text-lg font-bold",
                dark ? "bg-saffron-400 text-ink" : "bg-brand-600 text-white",
              )}
            >
              {i + 1}
            </span>
            {p.icon ? (
              <span
                className={cn(
                  "inline-flex size-11 items-center justify-center rounded-xl",
                  dark ? "bg-white/10 text-saffron-300" : "bg-brand-50 text-brand-700",
                )}
              >
                <Icon name={p.icon} className="size-5" />
              </span>
            ) : null}
          </div>
          <h3 className={cn("mt-5 text-lg leading-snug font-bold", dark && "text-white")}>
            <span className="sr-only">Step {i + 1}: </span>
            {p.title}
          </h3>
          <p
            className={cn(
              "mt-2 text-[0.9375rem] leading-relaxed",
              dark ? "text-brand-100" : "text-ink-soft",
            )}
          >
            {p.text}
          </p>
          {p.points?.length ? (
            <ul className="mt-4 space-y-2">
              {p.points.map((pt) => (
                <li
                  key={pt}
                  className={cn(
                    "flex gap-2.5 text-sm leading-relaxed",
                    dark ? "text-brand-100" : "text-ink-soft",
                  )}
                >
                  <CheckCircle2
                    className={cn(
                      "mt-0.5 size-4 shrink-0",
                      dark ? "text-mint-400" : "text-mint-600",
                    )}
                    aria-hidden="true"
                  />
                  {pt}
                </li>
              ))}
            </ul>
          ) : null}
          {p.to ? (
            <Link
              to={p.to}
              prefetch="intent"
              className={cn(
                "mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold hover:underline",
                dark ? "text-saffron-300" : "text-brand-700",
              )}
            >
              {p.linkLabel ?? "Learn more"}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
