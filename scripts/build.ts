import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { generateBrandKit } from "./brand-kit";
import { inlineCriticalCssInDir, writeFullStylesheet } from "./critical-css";
import { writeCspManifest } from "./csp-hashes";
import { deferHydrationInDir } from "./defer-hydration";
import { writeDeployConfig } from "./deploy-config";
import { filesUnder } from "./files";
import { generateArt } from "./generate-art";
import { precompress } from "./precompress";
import { resolveBoundariesInDir } from "./resolve-boundaries";
import { writeSeoFiles } from "./seo";
import { shortenClassNamesInDir } from "./short-class-names";
import { sourceStamp } from "./source-stamp";
import { writeFontSubset } from "./subset-font";

// Run the CLI with this Node directly: `npx` costs about half a second to find it.
const reactRouterBin = join(
  dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.js",
);

/** Output folder; BUILD_DIR lets parallel work build side by side without clobbering. */
export const buildDir = process.env.BUILD_DIR || "build";

/** Runs one build step and records how long it took (printed at the end of the build). */
async function timed<T>(times: string[], label: string, step: () => T | Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await step();
  times.push(`${label} ${((performance.now() - t) / 1000).toFixed(1)}`);
  return out;
}

export async function build() {
  const started = Date.now();
  const times: string[] = [];
  const client = `${buildDir}/client`;
  await timed(times, "art", () => {
    generateArt();
    generateBrandKit();
    return writeFontSubset();
  });
  // NODE_ENV from a caller (Vitest sets "test") would otherwise select React's development build.
  await timed(times, "react-router", () =>
    execFileSync(process.execPath, [reactRouterBin, "build"], {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir },
    }),
  );
  // Each page inlines only the CSS it uses; the whole sheet loads with React.
  const stylesheet = writeFullStylesheet(client);
  // Vite's assets are final now: compress them on the thread pool while the pages are rewritten
  // (which writes more assets: the boot script, the hydration manifests; compressed after).
  const early = new Set(filesUnder(`${client}/assets`));
  const assets = precompress(client, (f) => early.has(f));
  await timed(times, "pages", async () => {
    // Paint first, hydrate on the first input or when idle (before the CSP hashes are taken).
    await deferHydrationInDir(client, stylesheet);
    // Completed Suspense boundaries moved into place at build, without React's inline runtime.
    resolveBoundariesInDir(client);
    inlineCriticalCssInDir(client);
    // Each page's own classes renamed a, b, … in its markup and inline CSS.
    if (stylesheet) shortenClassNamesInDir(client, stylesheet, buildDir);
  });
  // Check titles, descriptions and canonicals; write sitemap, robots, OG images, icons.
  const pages = await timed(times, "seo", () => writeSeoFiles(client));
  await timed(times, "headers", () => {
    // Hash every inline script so the Content-Security-Policy can stay free of 'unsafe-inline'.
    const manifest = writeCspManifest(client);
    writeDeployConfig(client, buildDir, manifest);
  });
  const n = await timed(times, "compress", async () => {
    const rest = await precompress(client, (f) => !early.has(f));
    return rest + (await assets);
  });
  writeFileSync(`${buildDir}/.stamp`, sourceStamp());
  console.log(
    `build: ${pages} pages checked, ${n} files precompressed, done in ${((Date.now() - started) / 1000).toFixed(1)} s (${times.join(", ")})`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await build();
