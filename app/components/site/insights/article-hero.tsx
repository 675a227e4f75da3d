import type { InsightMeta } from "@content/insight-schema";
import type { Picture } from "@content/uploaded-image";
import { coverSizes, focusClass, WideScreenImage } from "~/components/site/art";
import { HeroBackdrop, HeroEnd } from "~/components/site/page-hero";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/markup/cn";
import { BackLink } from "../back-link";
import { ArticleDates } from "./article-dates";
import { AuthorAvatar } from "./author";
import type { ShareTarget } from "./share-links";
import { ShareMenu } from "./share-menu";

/**
 * Article hero (at least 60% of the viewport tall): back link, INSIGHTS badge, the page's h1,
 * author, date, read time, the Share menu, and the cover art framed by colour blocks.
 */
export function ArticleHero({ insight, share }: { insight: InsightMeta; share: ShareTarget }) {
  return (
    <header className="relative isolate flex min-h-[60vh] items-center overflow-hidden bg-brand-950 text-white">
      <HeroBackdrop />
      {/* Small screens show no cover: under the text it was a texture too faint to see, and
          ≈0.4 KB brotli of a page that has to fit its first round trip. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-950/40 via-brand-950/80 to-brand-950 lg:hidden"
      />
      {/* Colour blocks in the top corner, clear of the text, where the framed cover is hidden. */}
      <div aria-hidden="true" className="lg:hidden">
        <div className="absolute -top-8 -right-12 h-24 w-40 rounded-[1.75rem] bg-saffron-400 sm:h-28 sm:w-52" />
        <div className="absolute top-12 right-24 size-9 rounded-full bg-mint-400 sm:right-36 sm:size-11" />
        <div className="absolute top-20 -right-3 h-12 w-9 rounded-xl bg-coral-400 sm:top-24" />
      </div>
      <div className="container-page grid items-center gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:py-20">
        <div>
          <BackLink to="/insights">Back to Insights</BackLink>
          <div className="mt-8 flex flex-wrap items-center gap-3 text-sm">
            <Badge className="bg-saffron-400! text-ink! tracking-wider ring-0!">INSIGHTS</Badge>
            <span className="font-medium text-brand-100">{insight.category}</span>
          </div>
          <h1 className="mt-5 text-[2.125rem] leading-[1.1] font-extrabold sm:text-5xl lg:text-[3.25rem]">
            {insight.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{insight.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <div className="flex items-center gap-3">
              <AuthorAvatar name={insight.author} />
              <p className="text-sm leading-snug">
                <span className="block font-semibold text-white">{insight.author}</span>
                <span className="text-brand-100">{insight.authorRole}</span>
              </p>
            </div>
            <ArticleDates
              date={insight.date}
              readTime={insight.readTime}
              className="text-brand-100"
            />
          </div>
          <div className="mt-8">
            <ShareMenu target={share} />
          </div>
        </div>
        <CoverFrame image={insight.image} picture={insight.cover} />
      </div>
      <HeroEnd />
    </header>
  );
}

/** The cover art on large screens, offset over saffron, mint and coral colour blocks. */
/** The cover beside the heading on wide screens: an uploaded one says what its alt text says. */
function CoverFrame({ image, picture }: { image: string; picture?: Picture }) {
  return (
    <div className="relative hidden lg:block" aria-hidden={picture?.alt ? undefined : "true"}>
      <div aria-hidden="true">
        <div className="absolute -top-7 -right-4 h-40 w-52 rounded-[2rem] bg-saffron-400" />
        <div className="absolute -bottom-9 -left-8 size-32 rounded-full bg-mint-400" />
        <div className="absolute top-[45%] -right-5 h-24 w-14 rounded-2xl bg-coral-400" />
      </div>
      <WideScreenImage
        src={image}
        sized={picture?.sized}
        sizes={coverSizes.hero}
        alt={picture?.alt ?? ""}
        width={1200}
        height={675}
        className={cn(
          "relative aspect-[4/3] w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/15",
          focusClass[picture?.focus ?? "middle"],
        )}
      />
    </div>
  );
}
