import type { InsightMeta } from "@content/insight-schema";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { NEEDS_SCRIPT } from "~/browser/needs-script";
import { Button } from "~/components/ui/button";
import { moduleAttr } from "~/components/ui/module";
import { cn } from "~/markup/cn";
import { InsightCard } from "./insight-card";
import { CAROUSEL_MODULE, STEP_ATTR, TRACK_ATTR } from "./insights-carousel.client";

/**
 * The home page's insights: a native horizontal scroller that snaps to each card (swipe, scroll
 * and keyboard scrolling work from the HTML), 1, 2 or 3 cards by width. From md up, arrows move
 * it one card per press, as do the Left and Right keys (insights-carousel.client.ts); the arrows
 * show only once the page's script runs (needs-script.ts). `aside` sits
 * in the arrows' row, at its start (the "View All Insights" link), so neither covers the other.
 */
export function InsightsCarousel({
  insights,
  aside,
}: {
  insights: readonly InsightMeta[];
  aside?: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Insight articles"
      {...moduleAttr(CAROUSEL_MODULE)}
    >
      <div
        {...{ [TRACK_ATTR]: "" }}
        // Room for the focus ring and the cards' shadow inside the clipping scroller.
        className="-mx-3 flex snap-x snap-mandatory scroll-px-3 gap-6 overflow-x-auto overscroll-x-contain px-3 py-3 [scrollbar-width:none] motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden"
      >
        {insights.map((insight, i) => (
          // On phones the next card peeks in at the edge: there are no arrows there, and the
          // sliver is what says the row swipes.
          <div
            key={insight.slug}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${insights.length}`}
            className="min-w-0 shrink-0 grow-0 basis-[85%] snap-start md:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)]"
          >
            <InsightCard insight={insight} />
          </div>
        ))}
      </div>
      <div className="mt-7 flex flex-wrap items-center justify-center gap-4 md:justify-between">
        {aside}
        <div className={cn("hidden items-center gap-3 md:flex", NEEDS_SCRIPT)}>
          <Button
            variant="outline"
            size="icon"
            aria-label="Previous insights"
            disabled
            {...{ [STEP_ATTR]: "-1" }}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label="Next insights"
            {...{ [STEP_ATTR]: "1" }}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
