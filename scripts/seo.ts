import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import sharp from "sharp";
import { buildClock } from "../content/build-clock";
import { site } from "../content/site";
import { ogImagePath } from "../lib/og";
import { DESCRIPTION_LENGTH, PAGE_TITLE_LENGTH } from "../lib/seo-limits";
import { decodeEntities } from "./html-text";
import { writeShareImages } from "./share-images";

export interface PageInfo {
  path: string;
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  html: string;
}

function pages(clientDir: string): PageInfo[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? walk(join(dir, e.name))
        : e.name === "index.html"
          ? [join(dir, e.name)]
          : [],
    );
  return walk(clientDir).map((file) => {
    const html = readFileSync(file, "utf8");
    const rel = relative(clientDir, file)
      .split(sep)
      .join("/")
      .replace(/\/?index\.html$/, "");
    return {
      path: `/${rel}`,
      title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
      description: decodeEntities(
        /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
      ),
      canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "",
      noindex: /<meta name="robots" content="noindex"/.test(html),
      html,
    };
  });
}

/** Every SEO rule a page must meet; the build fails on the first page that does not. */
export function seoProblems(all: PageInfo[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const p of all) {
    const at = `${p.path}:`;
    const title = PAGE_TITLE_LENGTH;
    if (p.title.length < title.min || p.title.length > title.max)
      problems.push(
        `${at} title is ${p.title.length} chars (${title.min}–${title.max}): "${p.title}"`,
      );
    const description = DESCRIPTION_LENGTH;
    if (p.description.length < description.min || p.description.length > description.max) {
      problems.push(
        `${at} meta description is ${p.description.length} chars (${description.min}–${description.max})`,
      );
    }
    if (!p.noindex) {
      for (const key of [`title:${p.title}`, `description:${p.description}`]) {
        const other = seen.get(key);
        if (other) problems.push(`${at} same ${key.split(":")[0]} as ${other}`);
        seen.set(key, p.path);
      }
      if (p.canonical !== new URL(p.path, site.origin).href)
        problems.push(`${at} canonical is "${p.canonical}"`);
    }
    for (const tag of ["og:title", "og:description", "og:image", "og:url", "twitter:card"]) {
      if (!p.html.includes(`"${tag}"`)) problems.push(`${at} missing ${tag}`);
    }
  }
  return problems;
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

export function sitemapXml(all: PageInfo[]): string {
  const urls = all
    .filter((p) => !p.noindex)
    .map((p) => p.canonical)
    .sort()
    .map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Wraps a title onto at most four lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (`${line} ${word}`.trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.length > 4
    ? [
        ...lines.slice(0, 3),
        `${lines
          .slice(3)
          .join(" ")
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

function ogSvg(title: string): string {
  const lines = wrap(title.replace(/ \| .*$/, ""), 26);
  const text = lines
    .map(
      (l, i) =>
        `<text x="80" y="${230 + i * 70}" font-size="56" font-weight="800" fill="#fff" font-family="Inter, DejaVu Sans, Liberation Sans, sans-serif">${escapeXml(l)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#0e173d"/>
<circle cx="1200" cy="0" r="220" fill="#2647d6" opacity="0.55"/>
<rect x="1010" y="330" width="150" height="120" rx="24" fill="#ffb547"/>
<rect x="1060" y="400" width="110" height="90" rx="24" fill="#3fd3b8" opacity="0.9"/>
<g transform="translate(80 70)"><rect width="64" height="64" rx="16" fill="#2647d6"/><rect x="13" y="14" width="16" height="36" rx="4" fill="#fff"/><rect x="35" y="14" width="16" height="36" rx="4" fill="#ffb547"/><rect x="13" y="28" width="38" height="8" rx="3" fill="#fff"/>
<text x="84" y="46" font-size="40" font-weight="800" fill="#fff" font-family="Inter, DejaVu Sans, sans-serif">${escapeXml(site.brand)}</text></g>
${text}
<text x="80" y="570" font-size="24" fill="#bccfff" font-family="Inter, DejaVu Sans, sans-serif">${escapeXml(site.tagline)}</text>
</svg>`;
}

const ICON = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40"><rect width="40" height="40" fill="#2647d6"/><rect x="8" y="9" width="10" height="22" rx="2.5" fill="#fff"/><rect x="22" y="9" width="10" height="22" rx="2.5" fill="#ffb547"/><rect x="8" y="17.5" width="24" height="5" rx="2" fill="#fff"/></svg>`;

/**
 * After prerendering: checks every page, writes sitemap, robots, OG images (the build's own cards
 * and uploaded share pictures' copies) and app icons.
 */
export async function writeSeoFiles(clientDir: string) {
  const all = pages(clientDir);
  const problems = seoProblems(all);
  if (problems.length) throw new Error(`SEO check failed:\n  ${problems.join("\n  ")}`);
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(all));
  // A preview (drafts, scheduled entries) lives at an address of its own: never indexed.
  writeFileSync(
    join(clientDir, "robots.txt"),
    buildClock.preview
      ? "User-agent: *\nDisallow: /\n"
      : `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.origin}/sitemap.xml\n`,
  );
  mkdirSync(join(clientDir, "og"), { recursive: true });
  await Promise.all(
    all.map((p) =>
      sharp(Buffer.from(ogSvg(p.title)))
        .png({ compressionLevel: 9 })
        .toFile(join(clientDir, ogImagePath(p.path))),
    ),
  );
  // An uploaded share picture's page links its 1200×630 copy: made here, from the upload.
  await writeShareImages(
    clientDir,
    all.map((p) => p.html),
    site.origin,
  );
  mkdirSync(join(clientDir, "icons"), { recursive: true });
  for (const size of [180, 192, 512]) {
    const name = size === 180 ? "apple-touch-icon.png" : `icon-${size}.png`;
    await sharp(Buffer.from(ICON(size)))
      .png()
      .toFile(join(clientDir, "icons", name));
  }
  return all.length;
}
