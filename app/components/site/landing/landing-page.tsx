import type { ShownLandingPage } from "@content/landing/pages.server";
import type { LandingBlock } from "@content/landing/schema";
import type { ReactNode } from "react";
import { ContactSection } from "../contact/contact-section";
import { PublishStatusBar } from "../publishing/publish-status";
import { FaqAccordion } from "../resources/faq-accordion";
import { Section, SectionHeader } from "../section";
import { ServiceBlockView, ServiceHero, type StudyDownloads } from "../services/service-page";

function LandingSection({
  block,
  downloads,
  contactForm,
}: {
  block: LandingBlock;
  downloads: StudyDownloads;
  contactForm?: ReactNode;
}) {
  switch (block.kind) {
    case "faq":
      return (
        <Section id={`${block.id}-section`} labelledBy={block.id} tone={block.tone}>
          <SectionHeader
            id={block.id}
            eyebrow={block.eyebrow}
            title={block.title}
            intro={block.intro}
            tone={block.tone === "dark" ? "dark" : "light"}
          />
          <div className="mt-12">
            <FaqAccordion items={block.items} />
          </div>
        </Section>
      );
    case "contact":
      return <ContactSection heading={block.heading} intro={block.intro} form={contactForm} />;
    default:
      return <ServiceBlockView block={block} downloads={downloads} />;
  }
}

/**
 * A campaign landing page (/lp/<address>): the service pages' hero and sections, with the FAQ
 * and the contact form wherever the marketer placed them.
 */
export function LandingPageView({
  page,
  downloads,
  contactForm,
}: {
  page: ShownLandingPage;
  downloads: StudyDownloads;
  /** The inquiry form, from the page's `contactForm` slot. */
  contactForm?: ReactNode;
}) {
  return (
    <>
      <PublishStatusBar status={page.status} />
      <ServiceHero hero={page.hero} />
      {page.blocks.map((b) => (
        <LandingSection
          key={"id" in b ? b.id : b.kind === "contact" ? "contact" : b.title}
          block={b}
          downloads={downloads}
          contactForm={contactForm}
        />
      ))}
    </>
  );
}
