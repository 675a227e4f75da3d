import type { SizedPicture } from "@content/uploaded-image";

/** A transparent 1×1 GIF: the <img> a <picture> falls back to where no source applies. */
const EMPTY_PIXEL =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * Decorative art shown only on wide screens (Tailwind's lg, 64rem and up), where it sits in the
 * first screen and is fetched at high priority. Phones hide it, and a hidden <img> is still
 * downloaded: here they get an empty pixel instead, so the art never competes with their
 * first paint. An uploaded cover comes as its resized copies (`sized`, content/uploaded-image.ts),
 * `sizes` saying how wide it is drawn there.
 */
export function WideScreenImage({
  src,
  sized,
  sizes,
  width,
  height,
  alt = "",
  className,
}: {
  src: string;
  sized?: Pick<SizedPicture, "srcSet"> | undefined;
  /** How wide it is drawn on wide screens; with `sized` only. */
  sizes?: string;
  width: number;
  height: number;
  alt?: string;
  className?: string;
}) {
  return (
    <picture>
      <source
        media="(min-width: 64rem)"
        srcSet={sized?.srcSet ?? src}
        {...(sized && sizes ? { sizes } : {})}
      />
      <img
        src={EMPTY_PIXEL}
        alt={alt}
        width={width}
        height={height}
        fetchPriority="high"
        className={className}
      />
    </picture>
  );
}
