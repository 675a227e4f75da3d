import { createHash } from "node:crypto";
import { contentSecurityPolicy } from "../http/security-headers";

const CSP_MANIFEST = ".csp-hashes.json";

/** Inline-script hashes per page, written at build (scripts/csp-hashes.ts). */
function readCspManifest(root: string): Record<string, string[]> {
  try {
    return JSON.parse(readFileSync(join(root, CSP_MANIFEST), "utf8")) as Record<string, string[]>;
  } catch {
    return {};
  }
}

import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".zip": "application/zip",
};

export interface SiteFile {
  type: string;
  /** Page-specific Content-Security-Policy (HTML pages: hashes of their inline scripts). */
  csp?: string;
  etag: string;
  cacheControl: string;
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

function cacheControl(urlPath: string, type: string): string {
  // Astro (Vite) fingerprints everything under /assets: safe to cache forever.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (type.startsWith("text/html")) return "no-cache";
  return "public, max-age=3600";
}

/**
 * The whole built site, read into memory once at start (a few MB): every request is a map
 * lookup, and precompressed variants written at build are served as they are.
 */
export function loadSiteFiles(root: string): Map<string, SiteFile> {
  const hashes = readCspManifest(root);
  const files = new Map<string, SiteFile>();
  const st = statSync(root, { throwIfNoEntry: false });
  if (!st?.isDirectory()) throw new Error(`Built site not found at ${root}: run \`npm run build\``);
  for (const path of walk(root)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const rel = relative(root, path).split(sep).join("/");
    // Build by-products for other hosts, not pages of this one.
    if (rel.startsWith("__spa-fallback") || rel.startsWith(".") || rel === "_headers") continue;
    const urlPath = `/${rel}`;
    const type = TYPES[extname(path)] ?? "application/octet-stream";
    const body = readFileSync(path);
    const read = (suffix: string) => {
      try {
        return readFileSync(path + suffix);
      } catch {
        return undefined;
      }
    };
    files.set(urlPath, {
      type,
      body,
      br: read(".br"),
      gz: read(".gz"),
      // 66 bits tell one version of a file from the next; every page's headers travel in its
      // first round trip, where each byte counts (docs/performance.md).
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 11)}"`,
      cacheControl: cacheControl(urlPath, type),
      csp: type.startsWith("text/html") ? contentSecurityPolicy(hashes[urlPath] ?? []) : undefined,
    });
  }
  return files;
}

/** The file a URL path names: the file itself, or the page's index.html. */
export function resolvePage(files: Map<string, SiteFile>, pathname: string): SiteFile | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return files.get(clean) ?? files.get(clean === "/" ? "/index.html" : `${clean}/index.html`);
}
