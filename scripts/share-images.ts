import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { UPLOADS_PREFIX } from "../content/article-body";
import { measureUploads, UPLOADS_DIR } from "../content/body-pictures.server";
import { shareCopy, shareCopyUrl } from "../content/share-image.server";

const OG_IMAGE = /<meta property="og:image" content="([^"]*)"/g;

/**
 * After prerendering: writes into `clientDir` the 1200×630 share copy
 * (content/share-image.server.ts) of each uploaded share picture a built page names as its
 * og:image, from the upload in `uploadsDir`, so the site carries exactly the copies its pages
 * link. Fails on a copy no upload makes (the upload was removed since the page was built).
 * Returns the site paths written.
 */
export async function writeShareImages(
  clientDir: string,
  html: readonly string[],
  origin: string,
  uploadsDir = UPLOADS_DIR,
): Promise<string[]> {
  const linked = new Set<string>();
  for (const page of html) {
    for (const [, content] of page.matchAll(OG_IMAGE)) {
      const path = content!.startsWith(origin) ? content!.slice(origin.length) : content!;
      if (path.endsWith("-share.jpg")) linked.add(path);
    }
  }
  if (linked.size === 0) return [];
  const sources = new Map<string, string>();
  for (const [src, measured] of await measureUploads(uploadsDir)) {
    sources.set(shareCopyUrl(src, measured), join(uploadsDir, src.slice(UPLOADS_PREFIX.length)));
  }
  const written = [...linked].sort();
  await Promise.all(
    written.map(async (path) => {
      const source = sources.get(path);
      if (!source) throw new Error(`${path}: no uploaded picture makes this share image`);
      const file = join(clientDir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await shareCopy(source));
    }),
  );
  return written;
}
