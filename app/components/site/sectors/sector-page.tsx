import type { SectorPageContent } from "@content/sectors/schema";
import { site } from "@content/site";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { HeroArtImage } from "../art";
import { StatTiles } from "../company/stat-tiles";
import { ContactSection } from "../contact/contact-section";
import { PageHero } from "../page-hero";
import { Section, SectionHeader } from "../section";
import { CheckList } from "../sections/check-list";
import { FeatureGrid } from "../sections/feature-grid";
import { Locations } from "../sections/locations";
import { SectorTiles } from "./sector-tiles";
import { TechChips } from "./tech-chips";

/**
 * The one layout behind every industry page (FinTech, Retail & Ecommerce): hero with tech
 * chips and the two calls to action, eight sector tiles, delivery standards, eight help
 * cards, the live contact form and the Bangalore delivery centres.
 */
export function SectorPage({
  content,
  contactForm,
}: {
  content: SectorPageContent;
  /** The inquiry form, from the page's `contactForm` slot. */
  contactForm?: ReactNode;
}) {
  const { hero, chips, tiles, standards, help, contact, locations } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        art={<HeroArtImage name={hero.art} />}
      >
        <div className="w-full">
          <p className="text-sm font-semibold text-brand-100">Core technologies</p>
          <TechChips items={chips} label="Core technologies" tone="dark" className="mt-3" />
        </div>
        <div className="mt-4 flex w-full flex-wrap gap-3">
          <Link to="/contact" prefetch="intent" className={buttonClass("accent", "lg")}>
            Build your team
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link
            to="/dedicated-team"
            prefetch="intent"
            className={buttonClass("outline-light", "lg")}
          >
            Learn more<span className="sr-only"> about dedicated teams</span>
          </Link>
        </div>
      </PageHero>

      <Section labelledBy="sector-tiles-heading">
        <SectionHeader id="sector-tiles-heading" {...tiles.heading} />
        <div className="mt-12">
          <SectorTiles items={tiles.items} />
        </div>
      </Section>

      <Section labelledBy="sector-standards-heading" tone="brand">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-16">
          <SectionHeader id="sector-standards-heading" {...standards.heading} />
          <div className="rounded-3xl bg-paper p-6 shadow-card ring-1 ring-brand-100 sm:p-8">
            <CheckList items={standards.points} />
          </div>
        </div>
        <StatTiles stats={standards.stats} className="mt-12" />
      </Section>

      <Section labelledBy="sector-help-heading">
        <SectionHeader id="sector-help-heading" {...help.heading} />
        <div className="mt-12">
          <FeatureGrid items={help.items} columns={4} />
        </div>
      </Section>

      <ContactSection heading={contact.heading} intro={contact.intro} form={contactForm} />

      <Locations
        title={locations.title}
        intro={locations.intro}
        locations={site.bangaloreLocations}
      />
    </>
  );
}
