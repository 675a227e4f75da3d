import { brandKit, brandKitSize, brandSwatches } from "@content/resources/brand-kit.server";
import { NEWS_PAGE_SIZE, newsStories } from "@content/resources/news.server";
import { ContactSection } from "~/components/site/contact/contact-section";
import { PageHero } from "~/components/site/page-hero";
import { MediaKit } from "~/components/site/resources/media-kit";
import { NewsList } from "~/components/site/resources/news-list";
import { officeLocations } from "~/components/site/resources/offices";
import { keepDataOnSearchChange } from "~/components/site/resources/url-state";
import { SectionHeader } from "~/components/site/section";
import { Locations } from "~/components/site/sections/locations";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/news";

export const meta = () =>
  pageMeta({
    title: "News & Media",
    description:
      "Company news, milestones and security updates from H2, plus our media kit with logo files, brand colours and press contacts.",
    path: "/news",
  });

export const shouldRevalidate = keepDataOnSearchChange;

export function loader() {
  return {
    stories: newsStories,
    perPage: NEWS_PAGE_SIZE,
    kit: { ...brandKit, size: brandKitSize(), swatches: brandSwatches() },
  };
}

export default function News({ loaderData: { stories, perPage, kit } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Newsroom"
        title="News & Media"
        subtitle="Milestones, new offices, security certifications and what we are learning from the teams we build, plus everything journalists need in one place."
      />
      <section aria-labelledby="stories-heading" className="scroll-mt-24 py-16 sm:py-24">
        <div className="container-page">
          <SectionHeader
            id="stories-heading"
            eyebrow="Latest news"
            title="Featured stories"
            intro="Company news, milestones and insights from our teams in Bangalore, Dublin, London and Sydney."
          />
          <NewsList stories={stories} perPage={perPage} headingId="stories-heading" />
        </div>
      </section>
      <MediaKit href={kit.href} size={kit.size} contents={kit.contents} swatches={kit.swatches} />
      <ContactSection
        heading="Working on a story?"
        intro="Press, partnership or a team of your own: send us a message and the right person will reply within 24 hours."
      />
      <Locations
        title="Our offices"
        intro="Engineering in Bangalore, with client teams in Dublin, London and Sydney."
        locations={officeLocations}
      />
    </>
  );
}
