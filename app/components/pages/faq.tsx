import type { FaqItem } from "@content/resources/schemas";
import type { ReactNode } from "react";
import { ContactSection } from "~/components/site/contact/contact-section";
import { PageHero } from "~/components/site/page-hero";
import { FaqAccordion } from "~/components/site/resources/faq-accordion";
import { officeLocations } from "~/components/site/resources/offices";
import { SectionHeader } from "~/components/site/section";
import { Locations } from "~/components/site/sections/locations";

const facts = [
  { value: "3-5", label: "developers to start a team" },
  { value: "3-6 mo", label: "typical minimum engagement" },
  { value: "47+", label: "countries our clients are in" },
  { value: "3-5 yrs", label: "average engineer tenure" },
];

/** /faq: the questions as an accordion (their FAQPage JSON-LD is in the page's head). */
export function FaqPage({
  items,
  contactForm,
}: {
  items: readonly FaqItem[];
  /** The page's <ContactForm /> (contact-form.astro). */
  contactForm?: ReactNode;
}) {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        subtitle="What CTOs and engineering leaders ask us before building a team in Bangalore, answered plainly."
      />
      <section aria-labelledby="faq-heading" className="py-16 sm:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <SectionHeader
              id="faq-heading"
              eyebrow={`${items.length} questions`}
              title="Before you build a team"
              intro="Engagement models, hiring, security and cost. If your question is not here, ask us: a senior consultant replies within 24 hours."
            />
            <dl className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-(--radius-card) bg-line ring-1 ring-line">
              {facts.map((f) => (
                <div key={f.label} className="flex flex-col-reverse bg-paper p-5">
                  <dt className="mt-1 text-sm leading-snug text-ink-soft">{f.label}</dt>
                  <dd className="text-2xl font-extrabold tracking-tight text-brand-700">
                    {f.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <FaqAccordion items={items} />
        </div>
      </section>
      <ContactSection
        heading="Still have a question?"
        intro="Ask us anything about teams, pricing or how we work. A senior consultant reads every message and replies within 24 hours."
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
