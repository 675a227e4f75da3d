import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { htmlFilesUnder } from "./files";

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** sha256 CSP sources of every inline, executable script in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/.test(attrs) || /type=["']?application\/(ld\+)?json/.test(attrs)) continue;
    // An empty inline script runs nothing, so the browser never checks it against the policy.
    if (body === "") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

export const CSP_MANIFEST = ".csp-hashes.json";

/** Writes { "/about/index.html": ["sha256-…", …] } for the server and the deploy recipes. */
export function writeCspManifest(clientDir: string): Record<string, string[]> {
  const manifest: Record<string, string[]> = {};
  for (const file of htmlFilesUnder(clientDir)) {
    const url = `/${relative(clientDir, file).split(sep).join("/")}`;
    manifest[url] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  writeFileSync(join(clientDir, CSP_MANIFEST), JSON.stringify(manifest, null, 1));
  return manifest;
}
