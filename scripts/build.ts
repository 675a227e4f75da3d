import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { buildClock } from "../content/build-clock";
import type { BuildClock } from "../content/publishing";
import { uploadShownIn } from "../content/publishing-pictures.server";
import { astroBin, astroEnv } from "./astro-bin";
import { generateBrandKit } from "./brand-kit";
import { buildServer, serverEntry } from "./build-server";
import { buildCaseStudyMode } from "./case-study-mode";
import { writeCaseStudyPdfs } from "./case-study-pdfs";
import { inlineCriticalCss } from "./critical-css";
import { writeCspManifest } from "./csp-hashes";
import { writeDeployConfig } from "./deploy-config";
import { generateArt } from "./generate-art";
import { checkLinks } from "./link-check";
import { precompress } from "./precompress";
import { dueItems } from "./publish-due";
import { checkLandingRoutes } from "./route-clash";
import { writeSeoFiles } from "./seo";
import { writeSizedPictures } from "./sized-pictures";
import { sourceStamp } from "./source-stamp";
import { writeFontSubset } from "./subset-font";
import { withholdPictures } from "./withheld-pictures";

/** Output folder; BUILD_DIR lets parallel work build side by side without clobbering. */
export const buildDir = process.env.BUILD_DIR || "build";

/** Where e-mail mode keeps the PDFs: beside the server, out of the public folder (server/downloads/files.ts). */
export const gatedPdfDir = (dir: string) => `${dir}/server/case-studies`;

/**
 * E-mail mode: the PDFs Astro copied into the public folder go beside the server instead, which
 * sends one only through a link e-mailed to whoever asked; nginx, which serves the public
 * folder, never has them. Open mode: they stay where the pages link them. Either way a previous
 * build's gated copies go.
 */
function placeCaseStudyPdfs(dir: string): number {
  const gated = gatedPdfDir(dir);
  rmSync(gated, { recursive: true, force: true });
  if (buildCaseStudyMode() !== "email") return 0;
  const open = `${dir}/client/case-studies`;
  const pdfs = readdirSync(open).filter((n) => n.endsWith(".pdf"));
  mkdirSync(gated, { recursive: true });
  for (const name of pdfs) renameSync(join(open, name), join(gated, name));
  return pdfs.length;
}

/** Runs one build step and records how long it took (printed at the end of the build). */
async function timed<T>(times: string[], label: string, step: () => T | Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await step();
  times.push(`${label} ${((performance.now() - t) / 1000).toFixed(1)}`);
  return out;
}

/**
 * The whole site: generated art and font first (Astro bundles them), the case-study PDFs (their
 * sizes are on the pages), then Astro renders every
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
  // A landing page's address that another route serves too fails before anything is built.
  await timed(times, "routes", () => checkLandingRoutes());
  // The uploads this build carries: in the public one, only what published content names.
  const shown = uploadShownIn(buildClock);
  await timed(times, "art", async () => {
    generateArt();
    generateBrandKit();
    // The uploaded pictures' resized copies, which the article bodies link.
    await writeSizedPictures(undefined, undefined, shown);
    return writeFontSubset();
  });
  // Before Astro: each study's page shows its PDF's size, and Astro copies the files from public/.
  const pdfs = await timed(times, "pdf", () => writeCaseStudyPdfs());
  // NODE_ENV from a caller (Vitest sets "test") would otherwise select React's development build.
  await timed(times, "astro", () =>
    execFileSync(process.execPath, [astroBin, "build", "--silent"], {
      stdio: "inherit",
      env: astroEnv({ NODE_ENV: "production", BUILD_DIR: buildDir }),
    }),
  );
  placeCaseStudyPdfs(buildDir);
  // Astro copied every upload: a draft's or a scheduled entry's leaves before anything links.
  withholdPictures(client, shown);
  await timed(times, "css", () => inlineCriticalCss(client));
  // Check titles, descriptions and canonicals; write sitemap, robots, OG images, icons.
  const pages = await timed(times, "seo", () => writeSeoFiles(client));
  // Every internal href and src reaches a page, a file or an id: no broken link ships.
  await timed(times, "links", () => checkLinks(client));
  await timed(times, "headers", () => {
    // Hash every inline script so the Content-Security-Policy can stay free of 'unsafe-inline'.
    const manifest = writeCspManifest(client);
    writeDeployConfig(client, buildDir, manifest);
  });
  const n = await timed(times, "compress", () => precompress(client));
  await timed(times, "server", () => buildServer(buildDir));
  writeFileSync(`${buildDir}/.stamp`, `${buildStamp()}\n${buildClock.now.toISOString()}\n`);
  console.log(
    `build: ${pages} pages checked, ${pdfs.length} case-study PDFs (${buildCaseStudyMode()} mode), ${n} files precompressed, done in ${((Date.now() - started) / 1000).toFixed(1)} s (${times.join(", ")})`,
  );
}

/**
 * What a build's output follows from: the sources, whether it is a preview, and the case-study
 * delivery mode (which may come from the environment).
 */
const buildStamp = () =>
  `${sourceStamp()} ${buildClock.preview ? "preview" : "public"} ${buildCaseStudyMode()}`;

/**
 * Builds when the output is missing, older than the sources, of the other mode (preview or
 * public), or made for a time before something's publishAt that has come since (or for a later
 * time than this build's clock): `npm start`, the browser tests.
 */
export async function buildWhenStale(): Promise<boolean> {
  const stampFile = `${buildDir}/.stamp`;
  const saved = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
  if (existsSync(serverEntry(buildDir)) && stampCurrent(saved, buildStamp(), buildClock)) {
    return false;
  }
  await build();
  return true;
}

/** Whether a build's saved stamp (its sources and mode, then the time it was made for) still holds. */
export function stampCurrent(
  saved: string,
  stamp: string,
  clock: BuildClock,
  contentDir = "content",
): boolean {
  const [savedStamp, builtFor] = saved.split("\n");
  const at = new Date(builtFor || Number.NaN);
  if (savedStamp !== stamp || !(at.getTime() <= clock.now.getTime())) return false;
  return dueItems(contentDir, at, clock.now).length === 0;
}

// `--if-stale`: only when the output is missing or older than the sources (a test's own build).
if (import.meta.url === `file://${process.argv[1]}`) {
  await (process.argv.includes("--if-stale") ? buildWhenStale() : build());
}
