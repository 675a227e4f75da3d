import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import { buildClock } from "../content/build-clock";
import { shownIn } from "../content/publishing";
import { caseStudies } from "../content/resources/case-studies.server";
import { site } from "../content/site";
import { coverArtSvg, coverPalette } from "../lib/cover-art";
import { pruneGenerated } from "./files";
import { createZip } from "./zip";

/**
 * Build-time assets for the resource pages (called by scripts/build.ts after generateArt):
 * - public/brand/: the media kit behind "Download brand assets" on /news: logo SVG and PNG,
 *   palette JSON and SVG, a usage note, and h2-brand-kit.zip holding all of them;
 * - public/images/{blog,case-studies,news}/: cover art for blog posts, case studies and stories.
 * Everything is deterministic: the same sources always give the same bytes.
 */

const root = new URL("../", import.meta.url);

export const BRAND_KIT_ZIP = "h2-brand-kit.zip";

/** Files inside the brand kit, in archive order. */
export const BRAND_KIT_FILES = [
  "h2-logo.svg",
  "h2-logo.png",
  "palette.json",
  "palette.svg",
  "README.txt",
] as const;

// ---------------------------------------------------------------------------------------------
// Logo

/** The mark drawn by LogoMark in app/components/site/logo.tsx (keep the two in step). */
export const LOGO_RECTS = [
  { x: 0, y: 0, width: 40, height: 40, rx: 10, fill: "#2647d6" },
  { x: 8, y: 9, width: 10, height: 22, rx: 2.5, fill: "#fff" },
  { x: 22, y: 9, width: 10, height: 22, rx: 2.5, fill: "#ffb547" },
  { x: 8, y: 17.5, width: 24, height: 5, rx: 2, fill: "#fff" },
] as const;

type Rect = (typeof LOGO_RECTS)[number];

export function logoSvg(size = 512): string {
  const rects = LOGO_RECTS.map(
    (r) =>
      `<rect${r.x ? ` x="${r.x}"` : ""}${r.y ? ` y="${r.y}"` : ""} width="${r.width}" height="${r.height}" rx="${r.rx}" fill="${r.fill}"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}"><title>${site.brand}</title>${rects}</svg>\n`;
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
}

function insideRoundedRect(px: number, py: number, r: Rect): boolean {
  if (px < r.x || px > r.x + r.width || py < r.y || py > r.y + r.height) return false;
  const dx = Math.max(r.x + r.rx - px, 0, px - (r.x + r.width - r.rx));
  const dy = Math.max(r.y + r.rx - py, 0, py - (r.y + r.height - r.rx));
  return dx * dx + dy * dy <= r.rx * r.rx;
}

/**
 * Rasterises the mark into straight RGBA pixels (4x4 supersampling for smooth edges).
 * The mark is only rounded rectangles, so no rendering engine is needed.
 */
export function rasteriseLogo(size: number): Uint8Array {
  const samples = 4;
  const scale = 40 / size;
  const colours = LOGO_RECTS.map((r) => hexToRgb(r.fill));
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = (x + (sx + 0.5) / samples) * scale;
          const py = (y + (sy + 0.5) / samples) * scale;
          // Topmost layer wins: every layer is opaque.
          for (let i = LOGO_RECTS.length - 1; i >= 0; i--) {
            if (insideRoundedRect(px, py, LOGO_RECTS[i]!)) {
              const [r, g, b] = colours[i]!;
              red += r;
              green += g;
              blue += b;
              covered++;
              break;
            }
          }
        }
      }
      const at = (y * size + x) * 4;
      if (covered) {
        pixels[at] = Math.round(red / covered);
        pixels[at + 1] = Math.round(green / covered);
        pixels[at + 2] = Math.round(blue / covered);
        pixels[at + 3] = Math.round((covered / (samples * samples)) * 255);
      }
    }
  }
  return pixels;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes straight RGBA pixels as a PNG (8-bit, colour type 6, no filtering, zlib). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error("png: pixel buffer has the wrong size");
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type: RGBA
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter type: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Palette

export interface PaletteColour {
  token: string;
  hex: string;
  rgb: [number, number, number];
  use?: string;
}

const uses: Record<string, string> = {
  ink: "Body text and headings",
  "ink-soft": "Secondary text",
  muted: "Captions and meta text",
  line: "Borders and dividers",
  surface: "Section backgrounds",
  paper: "Page background",
  "brand-600": "Primary brand colour: logo field, buttons, links",
  "brand-950": "Dark hero and footer backgrounds",
  "saffron-400": "Accent: logo block, highlights, calls to action",
  "mint-600": "Positive states and check marks",
};

/** Reads the colour tokens (--color-*: #hex) from the site's stylesheet. */
export function readPalette(css: string): PaletteColour[] {
  return [...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-fA-F]{3,6})\s*;/g)].map(
    ([, token, hex]) => ({
      token: token!,
      hex: hex!.toLowerCase(),
      rgb: hexToRgb(hex!),
      ...(uses[token!] ? { use: uses[token!] } : {}),
    }),
  );
}

/** Relative luminance (WCAG), to pick a readable label colour on each swatch. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function paletteSvg(colours: readonly PaletteColour[]): string {
  const columns = 5;
  const w = 220;
  const h = 150;
  const gap = 16;
  const pad = 40;
  const rows = Math.ceil(colours.length / columns);
  const width = pad * 2 + columns * w + (columns - 1) * gap;
  const height = pad * 2 + 56 + rows * h + (rows - 1) * gap;
  const swatches = colours
    .map((c, i) => {
      const x = pad + (i % columns) * (w + gap);
      const y = pad + 56 + Math.floor(i / columns) * (h + gap);
      const text = luminance(c.rgb) > 0.4 ? "#0b1530" : "#ffffff";
      const stroke = luminance(c.rgb) > 0.85 ? ` stroke="#e3e7ef" stroke-width="2"` : "";
      return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${c.hex}"${stroke}/><text x="${x + 18}" y="${y + h - 46}" fill="${text}" font-size="20" font-weight="700">${c.token}</text><text x="${x + 18}" y="${y + h - 20}" fill="${text}" font-size="17" opacity="0.85">${c.hex}</text></g>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="Inter, Arial, Helvetica, sans-serif"><rect width="${width}" height="${height}" fill="#ffffff"/><text x="${pad}" y="${pad + 30}" fill="#0b1530" font-size="30" font-weight="800">${site.brand} colour palette</text>${swatches}</svg>\n`;
}

function readme(colours: readonly PaletteColour[]): string {
  const key = colours.filter((c) => c.use).map((c) => `  ${c.token.padEnd(12)} ${c.hex}  ${c.use}`);
  return [
    `${site.legalName} brand kit`,
    "",
    "Contents",
    "  h2-logo.svg    The H2 mark, vector (use this wherever you can)",
    "  h2-logo.png    The H2 mark, 512 x 512 px with a transparent background",
    "  palette.json   Every colour token with hex and RGB values",
    "  palette.svg    The palette as a printable sheet",
    "",
    "Using the mark",
    "  - Keep clear space around the mark of at least a quarter of its width.",
    "  - Do not show the mark smaller than 24 px (screen) or 8 mm (print).",
    "  - Do not recolour, stretch, rotate or add effects to the mark.",
    "  - On photographs or busy backgrounds, place the mark on a plain panel.",
    "  - Write the company name as H2 (capital H, numeral 2), without a space.",
    "",
    "Key colours",
    ...key,
    "",
    `Press and media enquiries: ${site.contactEmail}`,
    `${site.origin}/news`,
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Writers

/** Writes a file only when its bytes change, so rebuilds do not touch unchanged sources. */
function put(file: URL, data: string | Uint8Array) {
  const bytes = typeof data === "string" ? Buffer.from(data) : Buffer.from(data);
  if (existsSync(file) && readFileSync(file).equals(bytes)) return;
  writeFileSync(file, bytes);
}

/** Writes the brand kit files and the ZIP into `outDir`; returns the ZIP's bytes. */
export function writeBrandKit(
  outDir: URL,
  css = readFileSync(new URL("app/app.css", root), "utf8"),
) {
  const dir = outDir.href.endsWith("/") ? outDir : new URL(`${outDir.href}/`);
  mkdirSync(dir, { recursive: true });
  const colours = readPalette(css);
  if (!colours.some((c) => c.token === "brand-600")) {
    throw new Error("brand kit: app/app.css has no --color-brand-600 token");
  }
  const files: Record<(typeof BRAND_KIT_FILES)[number], string | Uint8Array> = {
    "h2-logo.svg": logoSvg(),
    "h2-logo.png": encodePng(512, 512, rasteriseLogo(512)),
    "palette.json": `${JSON.stringify(
      { name: `${site.brand} colour palette`, source: "app/app.css", colours },
      null,
      2,
    )}\n`,
    "palette.svg": paletteSvg(colours),
    "README.txt": readme(colours),
  };
  for (const name of BRAND_KIT_FILES) put(new URL(name, dir), files[name]);
  const zip = createZip(BRAND_KIT_FILES.map((name) => ({ name, data: files[name] })));
  put(new URL(BRAND_KIT_ZIP, dir), zip);
  return zip;
}

/** Cover art for blog posts (by topic), case studies (by industry) and news (by category). */
export function writeResourceCovers(imagesDir: URL) {
  const out = (sub: string) => {
    const dir = new URL(`${sub}/`, imagesDir);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  // Art only for what this build shows (content/publishing.ts): a draft's file name is its title.
  const blogDir = out("blog");
  const blogSource = new URL("content/resources/blog/", root);
  const blogArt: string[] = [];
  for (const file of readdirSync(blogSource).filter((f) => f.endsWith(".md"))) {
    const { data } = matter(readFileSync(new URL(file, blogSource), "utf8"));
    if (!shownIn(buildClock, data)) continue;
    const slug = file.slice(0, -3);
    blogArt.push(`${slug}.svg`);
    put(
      new URL(`${slug}.svg`, blogDir),
      coverArtSvg(slug, coverPalette("blog", String(data.topic))),
    );
  }
  pruneGenerated(blogDir, ".svg", blogArt);
  const caseDir = out("case-studies");
  for (const c of caseStudies()) {
    put(
      new URL(`${c.slug}.svg`, caseDir),
      coverArtSvg(c.slug, coverPalette("case-studies", c.industry)),
    );
  }
  pruneGenerated(
    caseDir,
    ".svg",
    caseStudies().map((c) => `${c.slug}.svg`),
  );
  const newsDir = out("news");
  // Every story gets its art, also one with an uploaded cover (which the page shows instead).
  const newsSource = new URL("content/resources/news/", root);
  const newsArt: string[] = [];
  for (const file of readdirSync(newsSource).filter((f) => f.endsWith(".yaml"))) {
    const story = parseYaml(readFileSync(new URL(file, newsSource), "utf8"));
    if (!shownIn(buildClock, story)) continue;
    const slug = file.slice(0, -5);
    newsArt.push(`${slug}.svg`);
    put(new URL(`${slug}.svg`, newsDir), coverArtSvg(slug, coverPalette("news", story.category)));
  }
  pruneGenerated(newsDir, ".svg", newsArt);
}

/** Build step: the brand kit into public/brand/ and resource covers into public/images/. */
export function generateBrandKit() {
  writeBrandKit(new URL("public/brand/", root));
  writeResourceCovers(new URL("public/images/", root));
}

if (import.meta.url === `file://${process.argv[1]}`) generateBrandKit();
