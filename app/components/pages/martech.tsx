import type {
  martechBenefits,
  martechCaseStudy,
  martechHero,
  martechLocations,
  martechReasons,
  martechReasonsHeading,
  martechRoles,
  martechSectors,
  martechSectorsHeading,
  martechSolutions,
  martechSolutionsHeading,
  martechTechnologies,
  martechWhy,
} from "@content/sectors/martech.server";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { HeroArtImage } from "~/components/site/art";
import { StatTiles } from "~/components/site/company/stat-tiles";
import { ContactSection } from "~/components/site/contact/contact-section";
import { PageHero } from "~/components/site/page-hero";
import { Section, SectionHeader } from "~/components/site/section";
import { FeatureGrid } from "~/components/site/sections/feature-grid";
import { Locations } from "~/components/site/sections/locations";
import { ReasonsList } from "~/components/site/sectors/reasons-list";
import { SectorCaseStudy } from "~/components/site/sectors/sector-case-study";
import { SectorTiles } from "~/components/site/sectors/sector-tiles";
import { TechnologiesAndRoles } from "~/components/site/sectors/technologies-and-roles";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";

export interface MartechPageProps {
  hero: typeof martechHero;
  benefits: typeof martechBenefits;
  sectors: { heading: typeof martechSectorsHeading; items: typeof martechSectors };
  technologies: typeof martechTechnologies;
  roles: typeof martechRoles;
  why: typeof martechWhy;
  solutions: { heading: typeof martechSolutionsHeading; items: typeof martechSolutions };
  caseStudy: typeof martechCaseStudy;
  reasons: { heading: typeof martechReasonsHeading; items: typeof martechReasons };
  locations: typeof martechLocations;
  /** The inquiry form, from the page's `contactForm` slot. */
  contactForm?: ReactNode;
}

export function MartechPage({
  hero,
  benefits,
  sectors,
  technologies,
  roles,
  why,
  solutions,
  caseStudy,
  reasons,
  locations,
  contactForm,
}: MartechPageProps) {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        art={<HeroArtImage name="martech" />}
      >
        <Link to="/contact" prefetch="intent" className={buttonClass("accent", "lg")}>
          Build your MarTech team
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link to="/our-model" prefetch="intent" className={buttonClass("outline-light", "lg")}>
          How our model works
        </Link>
      </PageHero>

      <Section labelledBy="benefits-heading">
        <SectionHeader
          id="benefits-heading"
          eyebrow="Benefits"
          title="A MarTech team of your own, without the hiring marathon"
        />
        <div className="mt-12">
          <FeatureGrid items={benefits} columns={3} />
        </div>
      </Section>

      <Section labelledBy="sectors-heading" tone="brand">
        <SectionHeader id="sectors-heading" {...sectors.heading} />
        <div className="mt-12">
          <SectorTiles items={sectors.items} />
        </div>
      </Section>

      <Section labelledBy="tech-roles-heading">
        <SectionHeader
          id="tech-roles-heading"
          eyebrow="Technologies and roles"
          title="The stack you run, and the people to run it"
          intro="We recruit for the platforms already in your estate, and the roles to run them."
        />
        <div className="mt-12">
          <TechnologiesAndRoles groups={technologies} roles={roles} />
        </div>
      </Section>

      <Section labelledBy="why-heading" tone="dark">
        <SectionHeader id="why-heading" tone="dark" {...why.heading} />
        <div className="mt-12">
          <FeatureGrid items={why.points} columns={4} tone="dark" />
        </div>
        <StatTiles stats={why.stats} tone="dark" className="mt-10" />
      </Section>

      <Section labelledBy="solutions-heading" tone="surface">
        <SectionHeader id="solutions-heading" {...solutions.heading} />
        <div className="mt-12">
          <FeatureGrid items={solutions.items} columns={4} />
        </div>
      </Section>

      <Section labelledBy="case-study-heading">
        <SectionHeader id="case-study-heading" eyebrow="Proof" title="A MarTech team at work" />
        <div className="mt-10">
          <SectorCaseStudy {...caseStudy} />
        </div>
      </Section>

      <Section labelledBy="reasons-heading" tone="brand">
        <SectionHeader id="reasons-heading" {...reasons.heading} />
        <div className="mt-12">
          <ReasonsList items={reasons.items} />
        </div>
      </Section>

      <ContactSection
        heading="Tell us about your MarTech stack"
        intro="Share the platforms you run and the backlog your marketers are waiting on. We reply within 24 hours."
        form={contactForm}
      />

      <Locations
        title="Bangalore engineering, close to your marketing team"
        intro="Teams work from Bangalore, with client partners in London and New York."
        locations={locations}
      />
    </>
  );
}
