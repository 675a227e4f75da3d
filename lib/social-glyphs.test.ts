import { site } from "@content/site";
import { isSocialNetwork, socialGlyphSvg, socialGlyphUrl } from "@lib/social-glyphs";
import { describe, expect, it } from "vitest";

describe("social glyphs", () => {
  it("has a glyph for every network in the site config", () => {
    for (const s of site.social) expect(isSocialNetwork(s.name), s.name).toBe(true);
    expect(isSocialNetwork("MySpace")).toBe(false);
  });

  it("serves each as a standalone image in the colour asked for", () => {
    expect(socialGlyphUrl("LinkedIn")).toBe("/images/social/linkedin.svg");
    const svg = socialGlyphSvg("X", "#fff");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24"/);
    expect(svg).toContain('<path fill="#fff" d="M17.75 3h3.07');
  });
});
