import { type ArtImageName, artImages, artUrl } from "./catalogue";
import { WideScreenImage } from "./wide-screen-image";

/** An illustration further down the page, fetched as the visitor nears it. */
export function ArtImage({ name, className }: { name: ArtImageName; className?: string }) {
  const { width, height, alt } = artImages[name];
  return (
    <img
      src={artUrl(name)}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className ?? "h-auto w-full"}
    />
  );
}

/** A hero illustration: on wide screens only (see WideScreenImage). */
export function HeroArtImage({ name }: { name: ArtImageName }) {
  return <WideScreenImage src={artUrl(name)} {...artImages[name]} className="h-auto w-full" />;
}
