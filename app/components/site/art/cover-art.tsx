import { coverArtSvg } from "@lib/cover-art";

/**
 * An article's cover art drawn inline (the same deterministic drawing as its /images file):
 * as a backdrop behind a heading it costs no request, and decorative art never becomes the
 * page's largest paint ahead of the heading a visitor reads.
 */
export function InlineCoverArt({
  slug,
  category,
  className,
}: {
  slug: string;
  category: string;
  className?: string;
}) {
  const svg = coverArtSvg(slug, category).replace(
    "<svg ",
    '<svg preserveAspectRatio="xMidYMid slice" focusable="false" ',
  );
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own generated drawing
    <div aria-hidden="true" className={className} dangerouslySetInnerHTML={{ __html: svg }} />
  );
}
