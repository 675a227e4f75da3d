import type { InsightMeta } from "@content/insight-schema";
import { ArrowRight, Clock, MessageSquare, Rss } from "lucide-react";
import { Cover } from "~/components/site/art";
import { InsightCard } from "~/components/site/insight-card";
import { PageHero } from "~/components/site/page-hero";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { longDate } from "~/markup/dates";

export function InsightsPage({
  featured,
  rest,
}: {
  /** The article shown large at the top. */
  featured: InsightMeta;
  /** Every other article, newest first. */
  rest: readonly InsightMeta[];
}) {
  return (
    <>
      <PageHero
        eyebrow="Insights"
        title="Insights & Expertise"
        subtitle="What a decade of building teams, recovering programs and coaching leaders has taught us, written for the people who have to make it work."
      />
      <section aria-labelledby="featured-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <h2 id="featured-heading" className="sr-only">
            Featured article
          </h2>
          <article className="group relative grid overflow-hidden rounded-3xl border border-line bg-paper shadow-card lg:grid-cols-2">
            <Cover
              image={featured.image}
              picture={featured.cover}
              group={featured.category}
              place="lead"
              className="aspect-[16/9] h-full w-full"
            />
            <div className="flex flex-col justify-center p-8 sm:p-12">
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
                <Badge tone="saffron">Featured</Badge>
                <Badge>{featured.category}</Badge>
                <time dateTime={featured.date}>{longDate(featured.date)}</time>
              </div>
              <h3 className="mt-5 text-2xl leading-tight font-bold sm:text-3xl">
                <Link
                  to={featured.link}
                  prefetch="intent"
                  className="stretched-link group-hover:text-brand-700"
                >
                  {featured.title}
                </Link>
              </h3>
              <p className="mt-4 text-lg leading-relaxed text-ink-soft">{featured.excerpt}</p>
              <div className="mt-8 flex items-center justify-between gap-4">
                <span className="flex items-center gap-1.5 text-sm font-medium text-muted">
                  <Clock className="size-4" aria-hidden="true" />
                  {featured.readTime}
                </span>
                <span className={buttonClass("primary", "md")} aria-hidden="true">
                  Read article <ArrowRight />
                </span>
              </div>
            </div>
          </article>
        </div>
      </section>
      <section aria-labelledby="more-heading" className="pb-20 sm:pb-28">
        <div className="container-page">
          <h2 id="more-heading" className="text-2xl font-bold sm:text-3xl">
            More insights
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {rest.map((insight) => (
              <li key={insight.slug}>
                <InsightCard insight={insight} cover="listing" />
              </li>
            ))}
            <li>
              <FollowTile />
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

/** Closes the grid: follow the feed, or bring the question an article left open to us. */
function FollowTile() {
  return (
    <div className="relative isolate flex h-full flex-col overflow-hidden rounded-(--radius-card) bg-brand-950 p-7 text-white shadow-card">
      <div aria-hidden="true" className="absolute top-0 right-0 -z-10">
        <div className="absolute -top-5 -right-5 h-16 w-24 rounded-[1.25rem] bg-saffron-400" />
        <div className="absolute top-14 right-5 size-5 rounded-full bg-mint-400" />
        <div className="absolute top-8 right-24 h-2.5 w-10 rounded-full bg-coral-400" />
      </div>
      <p className="eyebrow text-saffron-300!">Stay current</p>
      <h3 className="mt-3 pr-12 text-xl leading-snug font-bold">
        New articles as they are published
      </h3>
      <p className="mt-3 leading-relaxed text-brand-100">
        Follow the Insights feed in any reader, or bring us the question an article left open.
      </p>
      <div className="mt-auto flex flex-wrap gap-3 pt-7">
        {/* A plain link: the feed is an XML file, not a page. */}
        <a href="/insights/feed.xml" className={buttonClass("accent", "sm")}>
          <Rss aria-hidden="true" />
          RSS feed
        </a>
        <Link to="/contact" prefetch="intent" className={buttonClass("outline-light", "sm")}>
          <MessageSquare aria-hidden="true" />
          Talk to us
        </Link>
      </div>
    </div>
  );
}
