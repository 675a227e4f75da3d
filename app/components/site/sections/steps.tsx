import { ArrowRight } from "lucide-react";
import { cardClass } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";

export interface Step {
  title: string;
  text: string;
  to?: string;
  linkLabel?: string;
}

/** A numbered sequence (process, what's next), laid out as a row on wide screens. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-[repeat(auto-fit,minmax(0,1fr))]">
      {steps.map((s, i) => (
        <li key={s.title} className={cn(cardClass, "relative flex flex-col p-7")}>
          <span
            className="inline-flex size-11 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <h3 className="mt-5 text-lg font-bold">
            <span className="sr-only">Step {i + 1}: </span>
            {s.title}
          </h3>
          <p className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-ink-soft">{s.text}</p>
          {s.to ? (
            <Link
              to={s.to}
              prefetch="intent"
              className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              {s.linkLabel ?? "Learn more"}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
