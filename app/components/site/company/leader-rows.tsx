import type { Leader } from "@content/company/schema";
import { MapPin } from "lucide-react";
import { cn } from "~/markup/cn";
import { Portrait } from "../art";

/** Team members as alternating portrait / bio rows (portrait left, then right, ...). */
export function LeaderRows({ leaders }: { leaders: readonly Leader[] }) {
  return (
    <ul className="space-y-16 sm:space-y-20 lg:space-y-24">
      {leaders.map((leader, i) => {
        const flipped = i % 2 === 1;
        return (
          <li
            key={leader.name}
            className="grid items-center gap-10 md:grid-cols-12 md:gap-12 lg:gap-16"
            data-testid="leader"
          >
            <div
              className={cn(
                "relative mx-auto w-full max-w-[14rem] sm:max-w-xs md:col-span-5 md:max-w-sm",
                flipped && "md:order-last",
              )}
            >
              <div
                aria-hidden="true"
                className={cn(
                  "absolute -inset-3 rounded-[2rem] sm:-inset-4",
                  flipped ? "rotate-3 bg-saffron-300/40" : "-rotate-3 bg-brand-100",
                )}
              />
              <div className="relative overflow-hidden rounded-3xl shadow-lift">
                <Portrait name={leader.name} image={leader.image} />
              </div>
            </div>
            <div className="md:col-span-7">
              <p className="eyebrow">{leader.role}</p>
              <h3 className="mt-2 text-2xl font-bold sm:text-3xl">{leader.name}</h3>
              <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-muted">
                <MapPin className="size-4 text-brand-600" aria-hidden="true" />
                From {leader.country} · Based in {leader.base}
              </p>
              <p data-testid="bio" className="mt-5 text-[1.0625rem] leading-relaxed text-ink-soft">
                {leader.bio}
              </p>
              <div className="mt-6">
                <p className="text-sm font-semibold text-ink">Owns today</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {leader.owns.map((o) => (
                    <li
                      key={o}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100 ring-inset"
                    >
                      {o}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
