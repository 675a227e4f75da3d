import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import matter from "gray-matter";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type ArtImageName, artDrawings, artUrl } from "../app/components/site/art";
import { buildClock } from "../content/build-clock";
import { shownIn } from "../content/publishing";
import { coverArtSvg } from "../lib/cover-art";
import {
  type SocialNetwork,
  socialGlyphSvg,
  socialGlyphs,
  socialGlyphUrl,
} from "../lib/social-glyphs";
import { WORLD_MAP_URL, worldMapSvg } from "../lib/world-map";
import { pruneGenerated } from "./files";

/**
 * One illustration as a standalone SVG file: the namespace, a font for its labels (an image
 * cannot use the page's web font) and none of the attributes only inline markup needs.
 */
export function artFileSvg(name: ArtImageName): string {
  const markup = renderToStaticMarkup(createElement(artDrawings[name]));
  return markup.replace(/^<svg([^>]*)>/, (_, attrs: string) => {
    const kept = attrs.replace(/\s(class|role|aria-[\w-]+|focusable)="[^"]*"/g, "");
    return `<svg xmlns="http://www.w3.org/2000/svg"${kept} font-family="Inter, ui-sans-serif, system-ui, sans-serif">`;
  });
}

/**
 * Writes the cover art for every article to public/images/insights/, the office map's land
 * layer, the footer's white social glyphs and the page illustrations to public/images/
 * (deterministic).
 */
export function generateArt() {
  const publicFile = (url: string) => new URL(`../public${url}`, import.meta.url);
  mkdirSync(publicFile("/images/social/"), { recursive: true });
  for (const name of Object.keys(socialGlyphs) as SocialNetwork[])
    writeFileSync(publicFile(socialGlyphUrl(name)), socialGlyphSvg(name, "#fff"));
  writeFileSync(publicFile(WORLD_MAP_URL), worldMapSvg());
  mkdirSync(publicFile("/images/art/"), { recursive: true });
  for (const name of Object.keys(artDrawings) as ArtImageName[])
    writeFileSync(publicFile(artUrl(name)), artFileSvg(name));
  const dir = new URL("../content/insights/", import.meta.url);
  const out = publicFile("/images/insights/");
  mkdirSync(out, { recursive: true });
  const drawn: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
    const { data } = matter(readFileSync(new URL(file, dir), "utf8"));
    // Only what this build shows (content/publishing.ts): a draft's file name is its title.
    if (!shownIn(buildClock, data)) continue;
    const slug = file.slice(0, -3);
    drawn.push(`${slug}.svg`);
    writeFileSync(new URL(`${slug}.svg`, out), coverArtSvg(slug, String(data.category)));
  }
  pruneGenerated(out, ".svg", drawn);
}

if (import.meta.url === `file://${process.argv[1]}`) generateArt();
