import { site } from "@content/site";
import { MapPin } from "lucide-react";
import { SectionHeader } from "../section";
import { OfficeMap } from "./office-map";

/** Office list beside the world map (used on /blog). */
export function OfficesSection({
  id = "offices-heading",
  title = "Our offices",
  intro = "Engineering in Bangalore, with client teams in Dublin, London and Sydney working your hours.",
}: {
  id?: string;
  title?: string;
  intro?: string;
}) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <SectionHeader id={id} eyebrow="Locations" title={title} intro={intro} />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {site.offices.map((o) => (
              <li key={o.city} className="flex gap-3.5">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-saffron-400 text-ink">
                  <MapPin className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-bold">
                    {o.country} <span className="font-semibold text-ink-soft">({o.city})</span>
                  </h3>
                  <p className="mt-0.5 text-sm leading-relaxed text-ink-soft">{o.address}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <OfficeMap />
      </div>
    </section>
  );
}
