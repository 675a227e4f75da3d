import { existsSync, readdirSync, rmdirSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { UPLOADS_PREFIX } from "../content/article-body";
import { uploadOfCopy } from "../content/body-pictures.server";
import { filesUnder } from "./files";

/** Removes every empty folder under `dir` (not `dir` itself): a folder's name can name an entry. */
export function pruneEmptyFolders(dir: string): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (!e.isDirectory()) continue;
    const sub = join(dir, e.name);
    pruneEmptyFolders(sub);
    if (readdirSync(sub).length === 0) rmdirSync(sub);
  }
}

/**
 * After Astro has copied public/ into the site: takes out of `clientDir` every uploaded picture
 * the build does not carry (`shown`, content/publishing-pictures.server.ts: in the public build,
 * what only drafts and scheduled entries name), and every resized copy made from one, with the
 * folders they leave empty, whose names are the entries'. Returns the site paths removed.
 */
export function withholdPictures(clientDir: string, shown: (src: string) => boolean): string[] {
  const removed: string[] = [];
  const sitePath = (file: string) => `/${relative(clientDir, file).split(sep).join("/")}`;
  const uploads = join(clientDir, UPLOADS_PREFIX);
  const kept = new Set<string>();
  if (existsSync(uploads)) {
    for (const file of filesUnder(uploads)) {
      const src = sitePath(file);
      if (shown(src)) kept.add(src.replace(/\.[a-z]+$/i, "."));
      else {
        rmSync(file);
        removed.push(src);
      }
    }
    pruneEmptyFolders(uploads);
  }
  const sized = join(clientDir, "images/sized");
  if (existsSync(sized)) {
    for (const file of filesUnder(sized)) {
      const upload = uploadOfCopy(sitePath(file));
      if (upload && kept.has(upload)) continue;
      rmSync(file);
      removed.push(sitePath(file));
    }
    pruneEmptyFolders(sized);
  }
  return removed.sort();
}
