import type { SectionPicture } from "@content/services/field-kit";
import type { ArtName } from "@content/services/schema";
import { CheckCircle2 } from "lucide-react";
import { cn } from "~/markup/cn";
import { ArtImage } from "../art";
import { Section, SectionHeader } from "../section";
import { CheckList } from "../sections/check-list";
import { SectionPictureImage } from "../sections/section-picture";
import { ActionLinks } from "./action-link";

export type SplitAside =
  | { art: ArtName }
  | { picture: SectionPicture }
  | { panelTitle: string; items: readonly string[] };

/**
 * How wide the aside's picture is drawn: half the page's 80rem container less its gap and
 * padding from 64rem, else the 28rem column (max-w-md) or the phone's width less its padding.
 */
export const SPLIT_PICTURE_SIZES =
  "(min-width: 80rem) 36rem, (min-width: 64rem) calc(50vw - 4rem), (min-width: 30.5rem) 28rem, calc(100vw - 2.5rem)";

export interface SplitSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "white" | "surface" | "dark" | "brand";
  paragraphs?: readonly string[];
  /** Titled points (each an h3 with a line of text). */
  points?: readonly { title: string; text: string }[];
  /** Plain ticked statements. */
  list?: readonly string[];
  listColumns?: 1 | 2;
  listMarker?: "check" | "cross";
  links?: readonly { label: string; to: string }[];
  /** An illustration, an uploaded picture or a "what you get" panel beside the text; none = full-width text. */
  aside?: SplitAside;
  /** Aside on the left on wide screens. */
  reverse?: boolean;
}

/** Grid for full-width point tiles: rows that fill, never a lone tile on the last row. */
function tileColumns(n: number) {
  if (n === 3) return "md:grid-cols-3";
  if (n % 3 === 0) return "sm:grid-cols-2 lg:grid-cols-3";
  if (n % 2 === 0) return n === 4 ? "sm:grid-cols-2 xl:grid-cols-4" : "sm:grid-cols-2";
  return "md:grid-cols-2";
}

/** Text beside an illustration or a highlighted panel: the workhorse of the service pages. */
export function SplitSection({
  id,
  eyebrow,
  title,
  intro,
  tone = "white",
  paragraphs = [],
  points = [],
  list = [],
  listColumns = 1,
  listMarker = "check",
  links = [],
  aside,
  reverse = false,
}: SplitSectionProps) {
  const dark = tone === "dark";
  return (
    <Section id={`${id}-section`} labelledBy={id} tone={tone}>
      <div className={cn("grid gap-12", aside && "lg:grid-cols-2 lg:items-center lg:gap-16")}>
        <div className={cn(aside && reverse && "lg:order-2")}>
          <SectionHeader
            id={id}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            tone={dark ? "dark" : "light"}
          />
          {paragraphs.map((p) => (
            <p
              key={p}
              className={cn(
                "mt-4 max-w-3xl leading-relaxed",
                dark ? "text-brand-100" : "text-ink-soft",
              )}
            >
              {p}
            </p>
          ))}
          {points.length ? (
            <ul className={cn("mt-8 grid gap-6", !aside && tileColumns(points.length))}>
              {points.map((pt) => (
                <li
                  key={pt.title}
                  className={cn(
                    "flex gap-4",
                    // Full width: each point becomes a tile.
                    !aside &&
                      (dark
                        ? "rounded-2xl bg-white/5 p-6 ring-1 ring-white/10"
                        : "rounded-2xl border border-line bg-paper p-6 shadow-card"),
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg",
                      dark ? "bg-white/10 text-mint-300" : "bg-mint-300/40 text-mint-600",
                    )}
                  >
                    <CheckCircle2 className="size-4.5" />
                  </span>
                  <div>
                    <h3 className={cn("font-bold", dark && "text-white")}>{pt.title}</h3>
                    <p
                      className={cn(
                        "mt-1 text-[0.9375rem] leading-relaxed",
                        dark ? "text-brand-100" : "text-ink-soft",
                      )}
                    >
                      {pt.text}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {list.length ? (
            // On dark bands the shared CheckList's text colour is lifted for contrast.
            <div className={cn("mt-8", dark && "[&_li]:text-brand-100 [&_svg]:text-mint-400")}>
              <CheckList items={list} columns={listColumns} variant={listMarker} />
            </div>
          ) : null}
          {links.length ? (
            <div className="mt-10">
              <ActionLinks links={links} tone={dark ? "dark" : "light"} />
            </div>
          ) : null}
        </div>
        {aside ? (
          "art" in aside ? (
            <div className={cn("mx-auto w-full max-w-md lg:max-w-none", reverse && "lg:order-1")}>
              <ArtImage name={aside.art} />
            </div>
          ) : "picture" in aside ? (
            <div className={cn("mx-auto w-full max-w-md lg:max-w-none", reverse && "lg:order-1")}>
              <SectionPictureImage
                picture={aside.picture}
                sizes={SPLIT_PICTURE_SIZES}
                className={cn(
                  "aspect-[4/3] h-auto w-full rounded-3xl",
                  dark ? "ring-1 ring-white/15" : "shadow-lift",
                )}
              />
            </div>
          ) : (
            <div
              className={cn(
                "rounded-3xl p-8 sm:p-10",
                dark ? "bg-white/5 ring-1 ring-white/15" : "bg-brand-950 text-white shadow-lift",
                reverse && "lg:order-1",
              )}
            >
              <h3 className="text-sm font-semibold tracking-[0.12em] text-saffron-300 uppercase">
                {aside.panelTitle}
              </h3>
              <ul className="mt-6 space-y-4">
                {aside.items.map((item) => (
                  <li key={item} className="flex gap-3 leading-relaxed text-brand-100">
                    <CheckCircle2
                      className="mt-0.5 size-5 shrink-0 text-mint-400"
                      aria-hidden="true"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          )
        ) : null}
      </div>
    </Section>
  );
}
