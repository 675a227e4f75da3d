import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { astroBin, astroEnv } from "./astro-bin";
import { generateBrandKit } from "./brand-kit";
import { buildServer, serverEntry } from "./build-server";
import { inlineCriticalCss } from "./critical-css";
import { writeCspManifest } from "./csp-hashes";
import { writeDeployConfig } from "./deploy-config";
import { generateArt } from "./generate-art";
import { precompress } from "./precompress";
import { writeSeoFiles } from "./seo";
import { sourceStamp } from "./source-stamp";
import { writeFontSubset } from "./subset-font";

/** Output folder; BUILD_DIR lets parallel work build side by side without clobbering. */
export const buildDir = process.env.BUILD_DIR || "build";

/** Runs one build step and records how long it took (printed at the end of the build). */
async function timed<T>(times: string[], label: string, step: () => T | Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await step();
  times.push(`${label} ${((performance.now() - t) / 1000).toFixed(1)}`);
  return out;
}

/**
 * The whole site: generated art and font first (Astro bundles them), then Astro renders every
 * page, then what a host needs beside the pages (SEO files, CSP hashes, deploy recipes,
 * precompressed copies), and the server that serves it all, compiled. Nothing here reads or
 * rewrites Astro's own output scripts.
 */
export async function build() {
  const started = Date.now();
  const times: string[] = [];
  const client = `${buildDir}/client`;
  // Astro's build carries the files of .astro/ into the output; the editor (`npm run cms`)
  // leaves its imports list there, which names its code: the public build must not.
  rmSync(".astro/keystatic-imports.js", { force: true });
  await timed(times, "art", () => {
    generateArt();
    generateBrandKit();
    return writeFontSubset();
  });
  // NODE_ENV from a caller (Vitest sets "test") would otherwise select React's development build.
  await timed(times, "astro", () =>
    execFileSync(process.execPath, [astroBin, "build", "--silent"], {
      stdio: "inherit",
      env: astroEnv({ NODE_ENV: "production", BUILD_DIR: buildDir }),
    }),
  );
  await timed(times, "css", () => inlineCriticalCss(client));
  // Check titles, descriptions and canonicals; write sitemap, robots, OG images, icons.
  const pages = await timed(times, "seo", () => writeSeoFiles(client));
  await timed(times, "headers", () => {
    // Hash every inline script so the Content-Security-Policy can stay free of 'unsafe-inline'.
    const manifest = writeCspManifest(client);
    writeDeployConfig(client, buildDir, manifest);
  });
  const n = await timed(times, "compress", () => precompress(client));
  await timed(times, "server", () => buildServer(buildDir));
  writeFileSync(`${buildDir}/.stamp`, sourceStamp());
  console.log(
    `build: ${pages} pages checked, ${n} files precompressed, done in ${((Date.now() - started) / 1000).toFixed(1)} s (${times.join(", ")})`,
  );
}

/** Builds when the output is missing or older than the sources (`npm start`, the browser tests). */
export async function buildWhenStale(): Promise<boolean> {
  const stampFile = `${buildDir}/.stamp`;
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (existsSync(serverEntry(buildDir)) && stamp === sourceStamp()) return false;
  await build();
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) await build();
