import { type Measured, responsiveImage, uploadedPictures } from "../body-pictures.server";
import type { Picture } from "../uploaded-image";

/**
 * An uploaded cover (a blog post's, an insight's, a news story's, a case study's) with the
 * resized WebP copies its body's pictures get (content/body-pictures.server.ts,
 * scripts/sized-pictures.ts), so cards and heroes fetch a copy the width they draw it instead of
 * the upload (a 6 MB PNG stays 6 MB). Attached as the content loads, on the server: the cards
 * are drawn in the browser too (the blog's island), from the same data. One this process has not
 * measured (uploaded after the dev server beside the editor started) is shown as uploaded; the
 * link check names a cover whose file is gone.
 */
export function sizedCover(
  picture: Picture,
  uploads: ReadonlyMap<string, Measured> = uploadedPictures,
): Picture {
  if (!uploads.has(picture.src)) return picture;
  const { src, srcSet, width, height } = responsiveImage(picture.src, uploads);
  return srcSet && width && height
    ? { ...picture, sized: { src, srcSet, width, height } }
    : picture;
}

/** An entry with its uploaded cover's copies attached; one without a cover as it was. */
export const withSizedCover = <T extends { cover?: Picture }>(entry: T): T =>
  entry.cover ? { ...entry, cover: sizedCover(entry.cover) } : entry;
