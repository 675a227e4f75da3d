import type { CaseStudySummary, Industry } from "@content/resources/schemas";
import type { ReactNode } from "react";
import { ContactSection } from "~/components/site/contact/contact-section";
import { PageHero } from "~/components/site/page-hero";
import {
  CASE_STUDIES_ID,
  CaseStudiesBrowser,
} from "~/components/site/resources/case-studies-browser";
import { HeroStats } from "~/components/site/resources/hero-stats";
import { officeLocations } from "~/components/site/resources/offices";
import { SectionHeader } from "~/components/site/section";
import { Locations } from "~/components/site/sections/locations";

const stats = [
  { value: "130+", label: "success stories" },
  { value: "39+", label: "countries served" },
  { value: "10", label: "years building teams" },
];

/** /case-studies and each industry's page at /case-studies/industry/<slug>. */
export function CaseStudiesPage({
  studies,
  industry,
  contactForm,
}: {
  /** Every case study, the featured one first. */
  studies: readonly CaseStudySummary[];
  /** The industry of the page, or null on /case-studies. */
  industry: Industry | null;
  /** The page's <ContactForm /> (contact-form.astro). */
  contactForm?: ReactNode;
}) {
  return (
    <>
      <PageHero
        eyebrow="Case studies"
        title="Teams that delivered, in numbers"
        subtitle="From a two-team pilot that grew into a 450+ person centre to a 16-week program recovery: what our clients set out to do, how we worked, and what changed."
      >
        <HeroStats stats={stats} />
      </PageHero>

      <section aria-labelledby={CASE_STUDIES_ID} className="py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader
            id={CASE_STUDIES_ID}
            eyebrow="Client stories"
            title={industry ? `Success stories in ${industry}` : "Success stories by industry"}
            intro="Every story names the engagement model, team size and the results the client measured. Client names are changed to protect confidentiality; the numbers are not."
          />
          <CaseStudiesBrowser studies={studies} industry={industry} />
        </div>
      </section>

      <ContactSection
        heading="Want results like these?"
        intro="Tell us what you need to deliver and by when. A senior consultant will reply within 24 hours and can walk you through the case closest to yours."
        form={contactForm}
      />
      <Locations
        title="Our offices"
        intro="Engineering in Bangalore, with client teams in Dublin, London and Sydney."
        locations={officeLocations}
      />
    </>
  );
}
