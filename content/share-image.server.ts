import sharp, { type Sharp } from "sharp";
import { UPLOADS_PREFIX } from "./article-body";
import { type Measured, uploadedPictures } from "./body-pictures.server";

/**
 * An uploaded share image as a link preview fetches it: LinkedIn, Slack and X draw a card
 * 1200×630 and some give up on a large file (a 6 MB PNG straight from a designer's export), so
 * the page's og:image is a copy cropped to that size from the middle and saved as a JPEG of at
 * most SHARE_MAX_BYTES. Its name carries the upload's hash, as the body pictures' copies do
 * (body-pictures.server.ts), so a replaced picture is never met by a previewer's cached copy.
 * The build writes the copies its pages link (scripts/share-images.ts).
 */

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
/** What the copy may weigh: well under what the previewers accept (LinkedIn's is 5 MB). */
export const SHARE_MAX_BYTES = 300 * 1024;

/** Where the site serves the share copy of the upload at `src`. */
export function shareCopyUrl(src: string, { hash }: Pick<Measured, "hash">): string {
  const base = src.slice(UPLOADS_PREFIX.length).replace(/\.[a-z]+$/i, "");
  return `/images/sized/${base}-${hash}-share.jpg`;
}

/** A page's og:image for an uploaded share picture, and whether it is the 1200×630 copy. */
export function shareImageUrl(
  src: string,
  uploads: ReadonlyMap<string, Measured> = uploadedPictures,
): { url: string; sized: boolean } {
  const measured = uploads.get(src);
  // Unmeasured only on a dev server started before the upload: the upload itself until restarted.
  return measured ? { url: shareCopyUrl(src, measured), sized: true } : { url: src, sized: false };
}

// Photos keep their look down to about 60; a picture of noise-like detail may need less.
const QUALITIES = [82, 72, 62, 52, 42, 32];

/**
 * `image` (resized already) as the best JPEG of at most `maxBytes`, flattened on white: the
 * quality steps down only as far as the picture needs (the last step's copy if none fits).
 */
export async function fittedJpeg(image: Sharp, maxBytes: number): Promise<Buffer> {
  const { data, info } = await image
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(data, { raw: { width, height, channels } })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= maxBytes) break;
  }
  return jpeg;
}

/** The share copy of an upload: 1200×630 from its middle, as a JPEG. */
export function shareCopy(source: string | Buffer): Promise<Buffer> {
  const cropped = sharp(source)
    .autoOrient()
    .resize({ width: SHARE_WIDTH, height: SHARE_HEIGHT, fit: "cover" });
  return fittedJpeg(cropped, SHARE_MAX_BYTES);
}
