import type { NewsStory } from "@content/resources/schemas";
import type { ReactNode } from "react";
import { ContactSection } from "~/components/site/contact/contact-section";
import { PageHero } from "~/components/site/page-hero";
import { MediaKit, type MediaKitProps } from "~/components/site/resources/media-kit";
import { NewsList, STORIES_ID } from "~/components/site/resources/news-list";
import { officeLocations } from "~/components/site/resources/offices";
import { SectionHeader } from "~/components/site/section";
import { Locations } from "~/components/site/sections/locations";
import type { PageSlot } from "~/markup/pagination";

/** /news (the six newest stories) and each older page at /news/page/<n>. */
export function NewsPage({
  stories,
  page,
  totalPages,
  slots,
  kit,
  contactForm,
}: {
  /** This page's stories. */
  stories: readonly NewsStory[];
  page: number;
  totalPages: number;
  /** The pagination bar's page numbers and gaps. */
  slots: readonly PageSlot[];
  /** The media kit's download and brand colours. */
  kit: MediaKitProps;
  /** The page's <ContactForm /> (contact-form.astro). */
  contactForm?: ReactNode;
}) {
  const archive = page > 1;
  return (
    <>
      <PageHero
        eyebrow="Newsroom"
        title="News & Media"
        subtitle="Milestones, new offices, security certifications and what we are learning from the teams we build, plus everything journalists need in one place."
      />
      <section aria-labelledby={STORIES_ID} className="py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader
            id={STORIES_ID}
            eyebrow={archive ? `News archive · page ${page} of ${totalPages}` : "Latest news"}
            title={archive ? "Earlier stories" : "Featured stories"}
            intro={
              archive
                ? "Older company news, milestones and insights from our teams, newest first."
                : "Company news, milestones and insights from our teams in Bangalore, Dublin, London and Sydney."
            }
          />
          <NewsList stories={stories} page={page} totalPages={totalPages} slots={slots} />
        </div>
      </section>
      <MediaKit href={kit.href} size={kit.size} contents={kit.contents} swatches={kit.swatches} />
      <ContactSection
        heading="Working on a story?"
        intro="Press, partnership or a team of your own: send us a message and the right person will reply within 24 hours."
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
