import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import { UPLOADS_PREFIX } from "../content/article-body";
import {
  measureUploads,
  SIZED_DIR,
  sizedCopies,
  UPLOADS_DIR,
} from "../content/body-pictures.server";
import { filesUnder } from "./files";
import { pruneEmptyFolders } from "./withheld-pictures";

/**
 * Writes the resized WebP copies every uploaded picture is offered in (an article body's, a
 * landing page section's, a cover's in its cards and hero: content/body-pictures.server.ts names
 * them, content/resources/sized-cover.server.ts offers a cover's) to public/images/sized/,
 * before Astro copies public/ into the build. A copy already there is kept (its name carries its upload's hash); one
 * no upload asks for any more is removed, so the folder holds exactly what the pages link.
 * `shown` picks the uploads this build carries (the public build's leave out what is not
 * published yet: content/publishing-pictures.server.ts); a copy of any other is removed too.
 * Returns how many copies it wrote.
 */
export async function writeSizedPictures(
  uploadsDir = UPLOADS_DIR,
  sizedDir = SIZED_DIR,
  shown: (src: string) => boolean = () => true,
): Promise<number> {
  const measured = await measureUploads(uploadsDir);
  const wanted = new Set<string>();
  let written = 0;
  await Promise.all(
    [...measured]
      .filter(([src]) => shown(src))
      .map(async ([src, size]) => {
        const source = join(uploadsDir, src.slice(UPLOADS_PREFIX.length));
        for (const copy of sizedCopies(src, size)) {
          const file = join(sizedDir, copy.url.replace(/^\/images\/sized\//, ""));
          wanted.add(file);
          if (existsSync(file)) continue;
          mkdirSync(dirname(file), { recursive: true });
          const webp = await sharp(source)
            .autoOrient()
            .resize({ width: copy.width })
            .webp({ quality: 80 })
            .toBuffer();
          writeFileSync(file, webp);
          written++;
        }
      }),
  );
  if (existsSync(sizedDir)) {
    for (const file of filesUnder(sizedDir)) if (!wanted.has(file)) rmSync(file);
    pruneEmptyFolders(sizedDir);
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = await writeSizedPictures();
  console.log(`sized pictures: ${n} written to ${relative(".", SIZED_DIR)}/`);
}
