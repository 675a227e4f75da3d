import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const INPUTS = [
  "app",
  "content",
  "lib",
  "public",
  // The server, compiled by the build (scripts/build-server.ts).
  "server",
  "package-lock.json",
  "astro.config.ts",
  // The build steps themselves (art, font subset, CSP hashes, SEO files…).
  "scripts",
];

/** Only what the build reads: tests, their support and the benchmarks do not change output. */
const notBuildInput = (file: string) =>
  /\.test\.tsx?$|^scripts\/bench\/|^server\/test-support\//.test(file);

function files(path: string): string[] {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return [];
  if (!st.isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

/** A fingerprint of everything the site build reads: names, sizes and modification times. */
export function sourceStamp(): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap(files)
    .filter((f) => !notBuildInput(f))
    .sort()) {
    const st = statSync(file);
    hash.update(`${file}:${st.size}:${st.mtimeMs}\n`);
  }
  return hash.digest("hex");
}
