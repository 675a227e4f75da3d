import { brandKit, brandKitSize, brandSwatches } from "@content/resources/brand-kit.server";
import { NEWS_PAGE_SIZE, newsStories } from "@content/resources/news.server";
import { ContactSection } from "~/components/site/contact/contact-section";
import { PageHero } from "~/components/site/page-hero";
import { pageFromPath } from "~/components/site/resources/listing-paths";
import { MediaKit } from "~/components/site/resources/media-kit";
import { NewsList, STORIES_ID } from "~/components/site/resources/news-list";
import { officeLocations } from "~/components/site/resources/offices";
import { SectionHeader } from "~/components/site/section";
import { Locations } from "~/components/site/sections/locations";
import { pageMeta } from "~/lib/meta";
import { paginate } from "~/lib/pagination";
import { feedLink } from "~/lib/rss";
import type { Route } from "./+types/news";

/** /news (the six newest stories) and each older page at /news/page/<n>. */
export function loader({ request }: Route.LoaderArgs) {
  const requested = pageFromPath(new URL(request.url).pathname);
  const { items, page, totalPages, slots } = paginate(newsStories, requested, NEWS_PAGE_SIZE);
  // Routes are made per page at config time: one past the end would be an empty page.
  if (page !== requested) throw new Response("Not found", { status: 404 });
  return {
    stories: items,
    page,
    totalPages,
    slots,
    kit: { ...brandKit, size: brandKitSize(), swatches: brandSwatches() },
  };
}

export const meta = ({ data }: Route.MetaArgs) => [
  ...(!data || data.page === 1
    ? pageMeta({
        title: "News & Media",
        description:
          "Company news, milestones and security updates from H2, plus our media kit with logo files, brand colours and press contacts.",
        path: "/news",
      })
    : pageMeta({
        title: `News & Media — page ${data.page}`,
        description: `Older news from H2, page ${data.page} of ${data.totalPages}: company milestones, security updates, best practices and technology insights from our teams.`,
        path: `/news/page/${data.page}`,
      })),
  feedLink("H2 News", "/news/feed.xml"),
];

export default function News({
  loaderData: { stories, page, totalPages, slots, kit },
}: Route.ComponentProps) {
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
      />
      <Locations
        title="Our offices"
        intro="Engineering in Bangalore, with client teams in Dublin, London and Sydney."
        locations={officeLocations}
      />
    </>
  );
}
