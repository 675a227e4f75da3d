import { describe, expect, it } from "vitest";
import { coverArtPath, coverArtSvg, generatedCoverSvg } from "./cover-art";

describe("generated cover art", () => {
  it("draws the same picture for a cover at its generated path as the file served there", () => {
    const svg = generatedCoverSvg(coverArtPath("blog", "why-our-engineers-stay"), "Team Building");
    expect(svg).toBe(coverArtSvg("why-our-engineers-stay", "Team Building"));
  });

  it("draws a case study or a story in the palette its group borrows", () => {
    expect(generatedCoverSvg(coverArtPath("case-studies", "x"), "Food Technology")).toBe(
      coverArtSvg("x", "Team Building"),
    );
    expect(generatedCoverSvg(coverArtPath("news", "y"), "Security")).toBe(
      coverArtSvg("y", "Portfolio Management"),
    );
  });

  it("leaves an uploaded cover to be an image", () => {
    expect(generatedCoverSvg("/images/uploads/team-photo.jpg", "Team Building")).toBeUndefined();
    expect(generatedCoverSvg("https://cdn.example/blog/x.svg", "Team Building")).toBeUndefined();
  });

  // Dashes start every 28 units: a row 253 long ends past its tenth dot (at 252), which a row of
  // exactly 252 drops. Checked by eye against the circles this replaced: the same pixels.
  it("draws its ten-by-six dot grid as six dashed rows, not sixty elements", () => {
    const svg = coverArtSvg("why-our-engineers-stay", "Team Building");
    const grid = svg.match(/<path d="((?:M60 \d+h253)+)"[^>]*stroke-dasharray="0 28"/);
    expect(grid?.[1]?.match(/M/g)).toHaveLength(6);
    expect(svg).not.toContain("<circle");
  });
});
