import { execFileSync } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { generateBrandKit } from "./brand-kit";
import { writeCspManifest } from "./csp-hashes";
import { deferHydrationInDir } from "./defer-hydration";
import { writeDeployConfig } from "./deploy-config";
import { filesUnder } from "./files";
import { generateArt } from "./generate-art";
import { writeSeoFiles } from "./seo";
import { sourceStamp } from "./source-stamp";
import { writeFontSubset } from "./subset-font";

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|webmanifest|map)$/;

/** Writes .br and .gz beside every text asset so the server never compresses per request. */
export function precompress(dir: string) {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/** Output folder; BUILD_DIR lets parallel work build side by side without clobbering. */
export const buildDir = process.env.BUILD_DIR || "build";

export async function build() {
  const started = Date.now();
  generateArt();
  generateBrandKit();
  await writeFontSubset();
  // NODE_ENV from a caller (Vitest sets "test") would otherwise select React's development build.
  execFileSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir },
  });
  // Paint first, hydrate on the first input or when idle (before the CSP hashes are taken).
  deferHydrationInDir(`${buildDir}/client`);
  // Check titles, descriptions and canonicals; write sitemap, robots, OG images, icons.
  const pages = await writeSeoFiles(`${buildDir}/client`);
  // Hash every inline script so the Content-Security-Policy can stay free of 'unsafe-inline'.
  const manifest = writeCspManifest(`${buildDir}/client`);
  writeDeployConfig(`${buildDir}/client`, buildDir, manifest);
  const n = precompress(`${buildDir}/client`);
  writeFileSync(`${buildDir}/.stamp`, sourceStamp());
  console.log(
    `build: ${pages} pages checked, ${n} files precompressed, done in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await build();
