import { MapPin } from "lucide-react";
import { cardClass } from "~/components/ui/card";
import { cn } from "~/markup/cn";
import { SectionHeader } from "../section";

export interface Location {
  name: string;
  detail: string;
}

/** Office or delivery-centre cards (data from the site config). */
export function Locations({
  title = "Where we work",
  intro,
  locations,
  id = "locations-heading",
}: {
  title?: string;
  intro?: string;
  locations: readonly Location[];
  id?: string;
}) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-24">
      <div className="container-page">
        <SectionHeader id={id} eyebrow="Locations" title={title} intro={intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
          {locations.map((l) => (
            <li key={l.name} className={cn(cardClass, "flex gap-4 p-6")}>
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-saffron-400 text-ink">
                <MapPin className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-bold">{l.name}</h3>
                <p className="mt-1 text-[0.9375rem] leading-relaxed text-ink-soft">{l.detail}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
