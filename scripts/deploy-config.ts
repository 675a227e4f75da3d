import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentSecurityPolicy, SECURITY_HEADERS } from "../server/http/security-headers";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** URL paths that serve one prerendered file: "/about/index.html" → ["/about", "/about/", …]. */
function aliases(file: string): string[] {
  if (file === "/index.html") return ["/", "/index.html"];
  if (!file.endsWith("/index.html")) return [file];
  const dir = file.replace(/\/index\.html$/, "");
  return [dir, `${dir}/`, file];
}

/**
 * Deploy recipes from one source of truth (the CSP manifest and SECURITY_HEADERS):
 * - `_headers` for Netlify / Cloudflare Pages style hosts (per-page CSP, caching, security);
 * - `nginx-csp-map.conf`, a `map $uri $h2_csp` included by deploy/nginx.conf;
 * - `404.html`, the not-found page where static hosts look for it, its CSP in a meta tag
 *   (those hosts join header rules that match one path, so a site-wide CSP header would clash).
 */
export function writeDeployConfig(
  clientDir: string,
  outDir: string,
  manifest: Record<string, string[]>,
) {
  const security = Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
  const lines = ["/*", ...security, "", "/assets/*", `  Cache-Control: ${IMMUTABLE}`, ""];
  const map = [
    "# Generated at build: Content-Security-Policy per page (inline-script hashes).",
    // Page paths are longer than nginx's default 64-byte map buckets allow.
    "map_hash_bucket_size 256;",
    "map_hash_max_size 4096;",
    "map $uri $h2_csp {",
  ];
  const notFound = contentSecurityPolicy(manifest["/404.html"] ?? []);
  map.push(`  default ${JSON.stringify(notFound)};`);
  for (const [file, hashes] of Object.entries(manifest).sort()) {
    if (file === "/__spa-fallback.html") continue;
    const csp = contentSecurityPolicy(hashes);
    for (const path of aliases(file)) {
      lines.push(path, `  Content-Security-Policy: ${csp}`, "  Cache-Control: no-cache", "");
      map.push(`  ${JSON.stringify(path)} ${JSON.stringify(csp)};`);
    }
  }
  map.push("}");
  writeFileSync(join(clientDir, "_headers"), `${lines.join("\n")}\n`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, "nginx-csp-map.conf"), `${map.join("\n")}\n`);

  // report-uri and frame-ancestors are ignored in a meta policy; the rest applies.
  const metaCsp = notFound.replace(/; (frame-ancestors|report-uri)[^;]*/g, "");
  const page = readFileSync(join(clientDir, "404.html"), "utf8");
  if (!page.includes('http-equiv="Content-Security-Policy"'))
    writeFileSync(
      join(clientDir, "404.html"),
      page.replace(
        "<head>",
        `<head><meta http-equiv="Content-Security-Policy" content="${metaCsp}">`,
      ),
    );
}
