import type { Picture } from "@content/uploaded-image";
import { generatedCoverSvg } from "@lib/cover-art";
import { cn } from "~/markup/cn";

/**
 * Where a card's cover sits, which decides how it comes:
 * - `lead`: the card a listing leads with, in a phone's first screen;
 * - `listing`: the rest of a listing's cards, within the distance Chrome fetches lazy images
 *   from before its first frame;
 * - `later`: a card far down a page (related posts, the insights carousel, the article pager).
 */
export type CoverPlace = "lead" | "listing" | "later";

/** What a cropped cover keeps in view (the editor's "Keep in view"); the middle is the default. */
export const focusClass: Record<NonNullable<Picture["focus"]>, string> = {
  middle: "",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
};

/**
 * How wide a cover is drawn, for its `sizes` (container-page: at most 80rem, 2rem a side from
 * 40rem, else 1.25rem; cards 1.5rem apart); a little over is better than under:
 * - `third`: a card in a grid of three on wide screens, two from 48rem, one on a phone;
 * - `half`: a card half the row on wide screens (the blog's lead, a case study in the listing);
 * - `lead`: the featured case study's picture, 6/11 of the row on wide screens;
 * - `hero`: beside a hero's words (7fr/5fr) on wide screens, where heroes show a cover at all;
 * - `thumb`: the article pager's 6rem square.
 */
export const coverSizes = {
  third: "(min-width: 80rem) 25rem, (min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw",
  half: "(min-width: 80rem) 38rem, (min-width: 48rem) 50vw, 100vw",
  lead: "(min-width: 80rem) 42rem, (min-width: 64rem) 55vw, 100vw",
  hero: "(min-width: 80rem) 31rem, 42vw",
  thumb: "6rem",
} as const;

/**
 * An entry's cover, drawn 1200×675 and sized and cropped by `className` as an <img> would be.
 * In a listing (`lead`, `listing`) generated art is drawn inline: it paints with the card's
 * text, costs a few hundred bytes of the compressed page instead of a request, and never shares
 * a phone's slow link with the font before the first paint (a blog listing's lazy covers did,
 * six of them). Further down a page (`later`) it is a lazy image, so its bytes stay out of the
 * page's first round trip. An uploaded cover is always an image, fetched first where it leads:
 * its resized WebP copies (`picture.sized`) as a srcset, `sizes` saying how wide it is drawn, so
 * a phone fetches the 480 px copy, not the upload. Its width and height stay the 16:9 it is
 * cropped to, which the frame keeps whichever copy comes.
 */
export function Cover({
  image,
  picture,
  group,
  place = "later",
  sizes = coverSizes.third,
  className,
}: {
  /** The entry's cover: its generated art's path or an uploaded image's. */
  image: string;
  /** The uploaded cover's alt text ("" when decorative) and what its crop keeps in view. */
  picture?: Picture;
  /** The category, topic or industry the art's palette comes from. */
  group: string;
  place?: CoverPlace;
  /** How wide it is drawn (coverSizes): a card in a grid of three unless said. */
  sizes?: string;
  className?: string;
}) {
  const art = place === "later" ? undefined : generatedCoverSvg(image, group);
  if (art) {
    const svg = art.replace(
      "<svg ",
      '<svg preserveAspectRatio="xMidYMid slice" focusable="false" ',
    );
    return (
      <div
        aria-hidden="true"
        className={cn("overflow-hidden [&>svg]:size-full", className)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own generated drawing
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    );
  }
  const sized = picture?.sized;
  return (
    <img
      src={sized?.src ?? image}
      {...(sized ? { srcSet: sized.srcSet, sizes } : {})}
      alt={picture?.alt ?? ""}
      width={1200}
      height={675}
      {...(place === "lead"
        ? { fetchPriority: "high" as const }
        : { loading: "lazy" as const, decoding: "async" as const })}
      className={cn("object-cover", focusClass[picture?.focus ?? "middle"], className)}
    />
  );
}
