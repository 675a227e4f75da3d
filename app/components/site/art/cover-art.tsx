import { type CoverKind, coverArtPath, coverArtSvg, coverPalette } from "@lib/cover-art";
import { cn } from "~/lib/cn";

/**
 * The cover of the card a listing leads with (its featured or first entry, in a phone's first
 * screen): generated art is drawn inline, painted with the text around it rather than a round
 * trip after it (and so never the page's largest paint ahead of that text); an uploaded cover
 * is an image fetched first. `className` sizes it as it would an <img>.
 */
export function LeadCover({
  kind,
  slug,
  group,
  image,
  className,
}: {
  kind: CoverKind;
  slug: string;
  /** The category, topic or industry the art's palette comes from. */
  group: string;
  /** The entry's cover: its generated art's path or an uploaded image's. */
  image: string;
  className?: string;
}) {
  if (image === coverArtPath(kind, slug)) {
    // The same deterministic drawing as its /images file, cropped as object-cover would.
    const svg = coverArtSvg(slug, coverPalette(kind, group)).replace(
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
  return <CoverImage image={image} eager className={className} />;
}

/**
 * An entry's cover as an image: fetched as it nears the screen, or first (`eager`) where it
 * leads the page. Every cover is drawn 1200×675; `className` sizes and crops it.
 */
export function CoverImage({
  image,
  eager = false,
  className,
}: {
  image: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image}
      alt=""
      width={1200}
      height={675}
      {...(eager
        ? { fetchPriority: "high" as const }
        : { loading: "lazy" as const, decoding: "async" as const })}
      className={cn("object-cover", className)}
    />
  );
}
