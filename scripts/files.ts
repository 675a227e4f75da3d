import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Every file under dir, recursively. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Every prerendered page (.html) under dir. */
export function htmlFilesUnder(dir: string): string[] {
  return filesUnder(dir).filter((f) => f.endsWith(".html"));
}

/** Runs `rewrite` over every page under dir, writing back those it changed; returns how many. */
export function rewritePages(dir: string, rewrite: (html: string) => string): number {
  let changed = 0;
  for (const file of htmlFilesUnder(dir)) {
    const before = readFileSync(file, "utf8");
    const after = rewrite(before);
    if (after !== before) {
      writeFileSync(file, after);
      changed++;
    }
  }
  return changed;
}

/**
 * Writes `body` as assets/<name>-<hash>.<ext> under the client build (content-hashed, so it is
 * served with immutable caching like Vite's own assets) and returns its URL.
 */
export function writeHashedAsset(clientDir: string, name: string, ext: string, body: string) {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 10);
  const url = `/assets/${name}-${hash}.${ext}`;
  mkdirSync(join(clientDir, "assets"), { recursive: true });
  writeFileSync(join(clientDir, url), body);
  return url;
}

/**
 * Removes the files in `dir` ending in `ext` that a generator did not write this time (`kept`,
 * file names): one made for an entry a build no longer shows (a draft that an earlier preview
 * build drew) must not ship with the public site, which copies the folder whole.
 */
export function pruneGenerated(dir: string | URL, ext: string, kept: Iterable<string>) {
  const path = dir instanceof URL ? fileURLToPath(dir) : dir;
  const keep = new Set(kept);
  for (const name of readdirSync(path)) {
    if (name.endsWith(ext) && !keep.has(name)) rmSync(join(path, name));
  }
}
