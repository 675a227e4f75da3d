import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import sharp from "sharp";
import { type BodyPicture, DECORATIVE, pictureProblem, UPLOADS_PREFIX } from "./article-body";

/**
 * Pictures in article bodies, served the way a page's first screen can afford: each uploaded
 * picture is resized to a few widths of WebP (scripts/sized-pictures.ts writes them to
 * public/images/sized/ before Astro copies public/), and a body's <img> offers them as a srcset
 * with the picture's own width and height, so the text never moves when it arrives. The public
 * build carries only the uploads published content names, and their copies
 * (content/publishing-pictures.server.ts): a draft's pictures are in previews only.
 */

/** The uploads as the editor saves them (the folder Keystatic writes to). */
export const UPLOADS_DIR = "public/images/uploads";
/** Where the resized copies go; generated, never committed. */
export const SIZED_DIR = "public/images/sized";
const SIZED_PREFIX = "/images/sized/";

/**
 * The widths a body picture is offered at: a phone's column, the article's 42rem column
 * (672 px) at 1×, 1.5× and 2×. A picture is never enlarged: narrower ones stop at their own width.
 */
export const BODY_PICTURE_WIDTHS = [480, 672, 1008, 1344] as const;

/**
 * How wide the picture is drawn (app/app.css `.prose-article`): the article's 42rem column, or
 * the window less the page's side padding (container-page: 2rem a side from 40rem, else 1.25rem).
 */
export const BODY_PICTURE_SIZES =
  "(min-width: 46rem) 42rem, (min-width: 40rem) calc(100vw - 4rem), calc(100vw - 2.5rem)";

/** An uploaded picture as shown upright (a phone photo's orientation applied), and its bytes' hash. */
export interface Measured {
  width: number;
  height: number;
  /** Names its resized copies, so a replaced upload never meets a stale cached copy. */
  hash: string;
}

const RASTER = /\.(png|jpe?g|webp|avif|gif)$/i;

/** Every uploaded picture under `dir`, by the path the site serves it at. */
export async function measureUploads(dir = UPLOADS_DIR): Promise<Map<string, Measured>> {
  const measured = new Map<string, Measured>();
  if (!existsSync(dir)) return measured;
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && RASTER.test(e.name),
  );
  await Promise.all(
    files.map(async (e) => {
      const file = join(e.parentPath, e.name);
      const bytes = readFileSync(file);
      const meta = await sharp(bytes).metadata();
      const { width, height } = meta.autoOrient ?? meta;
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
      const path = relative(dir, file).split(sep).join("/");
      measured.set(`${UPLOADS_PREFIX}${path}`, { width, height, hash });
    }),
  );
  return measured;
}

/** One resized copy: where the site serves it, and how wide it is. */
export interface SizedCopy {
  url: string;
  width: number;
}

/** The copies a picture of `measured` size is offered in, narrowest first. */
export function sizedCopies(src: string, { width, hash }: Measured): SizedCopy[] {
  const top = Math.min(width, BODY_PICTURE_WIDTHS.at(-1)!);
  const base = src.slice(UPLOADS_PREFIX.length).replace(/\.[a-z]+$/i, "");
  return [...BODY_PICTURE_WIDTHS.filter((w) => w < top), top].map((w) => ({
    url: `${SIZED_PREFIX}${base}-${hash}-${w}w.webp`,
    width: w,
  }));
}

/**
 * The upload a resized copy's URL was made from, as content files write it (without its
 * extension, which the copy's name drops): how a broken copy is traced to the file to fix.
 */
export function uploadOfCopy(url: string): string | undefined {
  const m = url.match(/^\/images\/sized\/(.+)-[0-9a-f]{10}-\d+w\.webp$/);
  return m ? `${UPLOADS_PREFIX}${m[1]}.` : undefined;
}

/** An uploaded picture's <img> attributes: its copies as a srcset, the widest also the src. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

/**
 * How an uploaded picture is offered (a body's, a landing page section's): its resized copies
 * with its own width and height, or, uploaded after this process measured the uploads, the
 * upload itself (only a dev server beside the editor sees that: a build measures as it starts,
 * and shows the upload itself until restarted). Throws the marketer's fix when the file is gone.
 */
export function responsiveImage(
  src: string,
  uploads: ReadonlyMap<string, Measured> = uploadedPictures,
): ResponsiveImage {
  const measured = uploads.get(src);
  if (!measured) {
    const file = join(UPLOADS_DIR, src.slice(UPLOADS_PREFIX.length));
    if (!existsSync(file)) {
      throw new Error(
        `The picture "${src}" is not among the uploaded pictures (${UPLOADS_DIR}/): upload it again in the editor`,
      );
    }
    return { src };
  }
  const copies = sizedCopies(src, measured);
  return {
    src: copies.at(-1)!.url,
    srcSet: copies.map((c) => `${c.url} ${c.width}w`).join(", "),
    width: measured.width,
    height: measured.height,
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * One body picture's <img>: its copies as a srcset (the widest also the src), its own width and
 * height, its alt text ("" when marked decorative), fetched only as it nears the window. Throws
 * the marketer's problem for a picture the build refuses (content/article-body.ts).
 */
export function bodyPictureHtml(
  picture: BodyPicture,
  uploads: ReadonlyMap<string, Measured> = uploadedPictures,
): string {
  const problem = pictureProblem(picture);
  if (problem) throw new Error(problem);
  let src = picture.src;
  try {
    src = decodeURI(src);
  } catch {}
  const alt = picture.title === DECORATIVE ? "" : picture.alt.trim();
  let image: ResponsiveImage;
  try {
    image = responsiveImage(src, uploads);
  } catch {
    throw new Error(
      `The picture "${picture.src}" is not among the uploaded pictures (${UPLOADS_DIR}/): upload it again in the editor`,
    );
  }
  if (!image.srcSet) {
    return `<img src="${src}" alt="${escapeAttribute(alt)}" loading="lazy" decoding="async">`;
  }
  return `<img src="${image.src}" srcset="${image.srcSet}" sizes="${BODY_PICTURE_SIZES}" width="${image.width}" height="${image.height}" alt="${escapeAttribute(alt)}" loading="lazy" decoding="async">`;
}

/** The uploads as this build finds them: measured once, as the module loads. */
export const uploadedPictures: ReadonlyMap<string, Measured> = await measureUploads();
