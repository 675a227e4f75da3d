import { type Measured, responsiveImage, uploadedPictures } from "@content/body-pictures.server";
import type { FocalPoint, SectionPicture } from "@content/services/field-kit";
import { cn } from "~/markup/cn";

/** Each "Keep in view" as the CSS object-position its crop is anchored at. */
const focalClass: Record<FocalPoint, string> = {
  middle: "",
  top: "object-top",
  "top-right": "object-[100%_0%]",
  right: "object-right",
  "bottom-right": "object-[100%_100%]",
  bottom: "object-bottom",
  "bottom-left": "object-[0%_100%]",
  left: "object-left",
  "top-left": "object-[0%_0%]",
};

/**
 * A picture uploaded into a landing page's section, cropped by its frame (`className` sizes it)
 * around what the editor's "Keep in view" keeps: the resized WebP copies the article bodies'
 * pictures have (content/body-pictures.server.ts), `sizes` saying how wide the frame is drawn,
 * fetched as the visitor nears it. `alt` is "" for a decorative one.
 */
export function SectionPictureImage({
  picture,
  sizes,
  className,
  uploads = uploadedPictures,
}: {
  picture: SectionPicture;
  sizes: string;
  className?: string;
  uploads?: ReadonlyMap<string, Measured>;
}) {
  const image = responsiveImage(picture.src, uploads);
  return (
    <img
      src={image.src}
      {...(image.srcSet ? { srcSet: image.srcSet, sizes } : {})}
      width={image.width}
      height={image.height}
      alt={picture.alt}
      loading="lazy"
      decoding="async"
      className={cn("object-cover", focalClass[picture.focus], className)}
    />
  );
}
