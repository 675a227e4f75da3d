import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import matter from "gray-matter";
import { coverArtSvg } from "../lib/cover-art";
import {
  type SocialNetwork,
  socialGlyphSvg,
  socialGlyphs,
  socialGlyphUrl,
} from "../lib/social-glyphs";
import { WORLD_MAP_URL, worldMapSvg } from "../lib/world-map";

/**
 * Writes the cover art for every article to public/images/insights/, the office map's land
 * layer and the footer's white social glyphs to public/images/ (deterministic).
 */
export function generateArt() {
  const publicFile = (url: string) => new URL(`../public${url}`, import.meta.url);
  mkdirSync(publicFile("/images/social/"), { recursive: true });
  for (const name of Object.keys(socialGlyphs) as SocialNetwork[])
    writeFileSync(publicFile(socialGlyphUrl(name)), socialGlyphSvg(name, "#fff"));
  writeFileSync(publicFile(WORLD_MAP_URL), worldMapSvg());
  const dir = new URL("../content/insights/", import.meta.url);
  const out = publicFile("/images/insights/");
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    const { data } = matter(readFileSync(new URL(file, dir), "utf8"));
    const slug = file.slice(0, -3);
    writeFileSync(new URL(`${slug}.svg`, out), coverArtSvg(slug, String(data.category)));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) generateArt();
