import { home, homeStats, modelHighlights, offerings } from "@content/home";
import type { offeringIcons as offeringIconNames } from "@content/home-schema";
import type { InsightMeta } from "@content/insight-schema";
import {
  ArrowRight,
  CheckCircle2,
  Compass,
  Gauge,
  LifeBuoy,
  type LucideIcon,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { ArtImage, HeroArt } from "~/components/site/art";
import { ContactSection } from "~/components/site/contact/contact-section";
import { InsightsCarousel } from "~/components/site/insights-carousel";
import { HeroBackdrop, HeroEnd } from "~/components/site/page-hero";
import { SectionHeader } from "~/components/site/section";
import { buttonClass } from "~/components/ui/button";
import { cardClass } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { cn } from "~/markup/cn";

const offeringIcons: Record<(typeof offeringIconNames)[number], LucideIcon> = {
  Compass,
  LifeBuoy,
  Gauge,
  Users,
};

export function HomePage({
  insights,
  contactForm,
}: {
  /** The newest articles, for the carousel. */
  insights: readonly InsightMeta[];
  /** The inquiry form, from the page's `contactForm` slot. */
  contactForm?: ReactNode;
}) {
  const { hero } = home;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-950 text-white">
        <HeroBackdrop />
        <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:py-28">
          <div>
            <p className="eyebrow text-saffron-300!">{hero.eyebrow}</p>
            <h1 className="mt-4 text-4xl leading-[1.05] font-extrabold sm:text-5xl lg:text-[4rem]">
              {hero.title} <span className="text-saffron-400">{hero.highlight}</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100 sm:text-xl">
              {hero.subtitle}
            </p>
            <div className="mt-9 flex flex-wrap gap-3">
              <Link
                to={hero.primaryAction.to}
                prefetch="intent"
                className={buttonClass("accent", "lg")}
              >
                {hero.primaryAction.label}
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link
                to={hero.secondaryAction.to}
                prefetch="intent"
                className={buttonClass("outline-light", "lg")}
              >
                {hero.secondaryAction.label}
              </Link>
            </div>
          </div>
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <HeroArt />
          </div>
        </div>
        <div className="border-t border-white/10 bg-white/[0.03]">
          <dl className="container-page grid grid-cols-2 gap-6 py-8 lg:grid-cols-4">
            {homeStats.map((s) => (
              <div key={s.label}>
                <dt className="sr-only">{s.label}</dt>
                <dd className="text-2xl font-extrabold text-white sm:text-3xl">{s.value}</dd>
                <dd className="mt-1 text-sm text-brand-100">{s.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroEnd />
      </section>

      <section aria-labelledby="offerings-heading" className="py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader id="offerings-heading" {...home.offerings.heading} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {offerings.map((o) => {
              const Icon = offeringIcons[o.icon];
              return (
                <li
                  key={o.to}
                  className={cn(
                    cardClass,
                    "group relative flex flex-col p-7 transition hover:-translate-y-0.5 hover:shadow-lift",
                  )}
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-600 group-hover:text-white">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-5 text-lg font-bold">
                    <Link to={o.to} prefetch="intent" className="stretched-link">
                      {o.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-[0.9375rem] leading-relaxed text-ink-soft">
                    {o.summary}
                  </p>
                  <span
                    className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
                    aria-hidden="true"
                  >
                    {home.offerings.linkLabel}{" "}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="model-heading" className="pb-16 sm:pb-24">
        <div className="container-page">
          <Link
            to="/our-model"
            prefetch="intent"
            className="group grid overflow-hidden rounded-3xl bg-brand-50 ring-1 ring-brand-100 transition hover:ring-brand-300 lg:grid-cols-2"
          >
            <div className="p-8 sm:p-12">
              <p className="eyebrow">{home.model.eyebrow}</p>
              <h2 id="model-heading" className="mt-3 text-3xl font-bold sm:text-4xl">
                {home.model.title}
              </h2>
              <ul className="mt-6 space-y-3">
                {modelHighlights.map((h) => (
                  <li key={h} className="flex gap-3 text-ink-soft">
                    <CheckCircle2
                      className="mt-0.5 size-5 shrink-0 text-mint-600"
                      aria-hidden="true"
                    />
                    {h}
                  </li>
                ))}
              </ul>
              <span className={`${buttonClass("primary", "md")} mt-8`}>
                {home.model.linkLabel}
                <ArrowRight
                  className="transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </span>
            </div>
            <div className="flex items-end justify-center p-6 sm:p-10 lg:p-12">
              <ArtImage name="bangalore" className="h-auto w-full max-w-lg" />
            </div>
          </Link>
        </div>
      </section>

      <section
        aria-labelledby="insights-heading"
        className="border-t border-line bg-paper py-16 sm:py-24"
      >
        <div className="container-page">
          <SectionHeader id="insights-heading" {...home.insights.heading} />
          <div className="mt-12">
            <InsightsCarousel
              insights={insights}
              aside={
                <Link to="/insights" prefetch="intent" className={buttonClass("outline", "md")}>
                  {home.insights.linkLabel}
                  <ArrowRight aria-hidden="true" />
                </Link>
              }
            />
          </div>
        </div>
      </section>

      <ContactSection form={contactForm} />
    </>
  );
}
