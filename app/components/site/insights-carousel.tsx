import type { InsightMeta } from "@content/insight-schema";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { InsightCard } from "./insight-card";

/** Read at each move, so a change of the setting applies to the next one. */
const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

type Move = "prev" | "next";

/** One slide per step; 1, 2 or 3 cards by width; arrows from md up; arrow keys move it. */
export function InsightsCarousel({ insights }: { insights: InsightMeta[] }) {
  const [viewportRef, api] = useEmblaCarousel({ align: "start", slidesToScroll: 1, duration: 24 });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(true);
  const [selected, setSelected] = useState(0);
  // A press that lands before Embla has started: the island's first render, when the page's
  // starter replays a press it held while the carousel's code was on the way. Done once it has.
  const early = useRef<Move | null>(null);

  const move = useCallback(
    (to: Move) => {
      if (!api) early.current = to;
      else if (to === "next") api.scrollNext(reducedMotion());
      else api.scrollPrev(reducedMotion());
    },
    [api],
  );

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
      setSelected(api.selectedScrollSnap());
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    const held = early.current;
    early.current = null;
    if (held) move(held);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, move]);

  const prev = () => move("prev");
  const next = () => move("next");

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      prev();
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      next();
    }
  };

  // Keyboard focus landing on a card off-screen brings that slide into view.
  const onFocusSlide = (index: number) => {
    if (!api) return;
    // The browser scrolls the clipped viewport to show a focused link; undo that so Embla's
    // own positioning stays the only offset.
    const root = api.rootNode();
    if (root.scrollLeft) root.scrollLeft = 0;
    if (!api.slidesInView().includes(index)) api.scrollTo(index, reducedMotion());
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Insight articles"
      onKeyDownCapture={onKeyDown}
      className="relative"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y">
          {insights.map((insight, i) => (
            // On phones the next card peeks in at the edge: there are no arrows there, and the
            // sliver is what says the row swipes.
            <div
              key={insight.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${insights.length}`}
              className="min-w-0 shrink-0 grow-0 basis-[85%] pl-6 md:basis-1/2 lg:basis-1/3"
              onFocus={() => onFocusSlide(i)}
            >
              <InsightCard insight={insight} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 hidden items-center justify-end gap-3 md:flex">
        <p className="sr-only" aria-live="polite">
          Showing from article {selected + 1} of {insights.length}
        </p>
        <Button
          variant="outline"
          size="icon"
          onClick={prev}
          disabled={!canPrev}
          aria-label="Previous insights"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={next}
          disabled={!canNext}
          aria-label="Next insights"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
