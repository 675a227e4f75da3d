import { describe, expect, it } from "vitest";
import { type ArtImageName, artImages } from "../app/components/site/art";
import { artFileSvg } from "./generate-art";

describe("illustrations as files", () => {
  it.each(Object.keys(artImages) as ArtImageName[])(
    "%s: a standalone SVG the size its <img> declares",
    (name) => {
      const svg = artFileSvg(name);
      const root = svg.match(/^<svg[^>]*>/)?.[0] ?? "";
      expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
      const { width, height, alt } = artImages[name];
      expect(root).toContain(`viewBox="0 0 ${width} ${height}"`);
      // Labels need a font of their own: an image cannot use the page's web font.
      expect(root).toContain("font-family=");
      expect(root).not.toMatch(/\s(class|role|aria-[\w-]+|focusable)=/);
      expect(svg.endsWith("</svg>")).toBe(true);
      if (alt) expect(svg).toContain(`>${alt}</title>`);
    },
  );
});
