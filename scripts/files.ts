import { readdirSync } from "node:fs";
import { join } from "node:path";

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
