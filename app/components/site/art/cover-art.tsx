import { generatedCoverSvg } from "@lib/cover-art";
import { cn } from "~/lib/cn";

/**
 * An entry's cover, drawn 1200×675 and sized and cropped by `className` as an <img> would be.
 * Generated art is drawn inline: it paints with the card's text, costs a few hundred bytes of
 * the compressed page instead of a request, and never shares a slow link with the font or the
 * page's own script before the first paint (on a phone a listing's lazy covers used to). An
 * uploaded cover is an image: fetched first where it leads the page (`eager`), else as it nears
 * the screen.
 */
export function Cover({
  image,
  group,
  eager = false,
  className,
}: {
  /** The entry's cover: its generated art's path or an uploaded image's. */
  image: string;
  /** The category, topic or industry the art's palette comes from. */
  group: string;
  eager?: boolean;
  className?: string;
}) {
  const art = generatedCoverSvg(image, group);
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
