import type { ReactNode } from "react";
import { cn } from "~/markup/cn";

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Optional illustration shown beside the text on large screens. */
  art?: ReactNode;
  className?: string;
}

/**
 * The last thing in every page's hero (one per page; the hero opens <main>). The layout asks
 * the browser not to paint until this has been parsed (`<link rel="expect">`): a hero painted
 * half-parsed, as a slow phone does while the rest of its HTML arrives, grows and re-centres as
 * the rest comes in, moving what the visitor has begun to read. Chrome lifts the hold once the
 * target is in the document, so the target is an empty element at the hero's very end rather
 * than the hero itself.
 */
export const HERO_END_ID = "hero-end";
export function HeroEnd() {
  return <span id={HERO_END_ID} hidden />;
}

/** The dark banded hero that opens every inner page. */
export function PageHero({ eyebrow, title, subtitle, children, art, className }: PageHeroProps) {
  return (
    <section className={cn("relative isolate overflow-hidden bg-brand-950 text-white", className)}>
      <HeroBackdrop />
      <div
        className={cn(
          "container-page relative py-16 sm:py-24",
          art ? "grid items-center gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]" : null,
        )}
      >
        <div className="max-w-3xl">
          {eyebrow ? <p className="eyebrow text-saffron-300!">{eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl leading-[1.08] font-extrabold sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {subtitle ? (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">
              {subtitle}
            </p>
          ) : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {art ? <div className="hidden lg:block">{art}</div> : null}
      </div>
      <HeroEnd />
    </section>
  );
}

/** Soft grid and colour fields behind dark heroes (pure CSS/SVG, no image request). */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(40rem_24rem_at_85%_0%,rgb(58_98_240/0.45),transparent),radial-gradient(30rem_20rem_at_0%_100%,rgb(63_211_184/0.18),transparent)]" />
      <svg className="absolute inset-0 h-full w-full opacity-[0.07]" aria-hidden="true">
        <defs>
          <pattern id="hero-grid" width="48" height="48" patternUnits="userSpaceOnUse">
            <path d="M48 0H0v48" fill="none" stroke="#fff" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-grid)" />
      </svg>
    </div>
  );
}
