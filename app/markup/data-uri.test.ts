import { describe, expect, it } from "vitest";
import { svgDataUri } from "./data-uri";

describe("svgDataUri", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <rect width="4" height="4" fill="#2647d6"/></svg>\n`;

  it("encodes what a URL must and keeps the rest readable", () => {
    expect(svgDataUri(svg)).toBe(
      "data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 4 4%22%3E %3Crect width=%224%22 height=%224%22 fill=%22%232647d6%22/%3E%3C/svg%3E",
    );
  });

  it("decodes back to the same picture", () => {
    const uri = svgDataUri(svg);
    const decoded = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
    expect(decoded).toBe(svg.trim().replace(/\s+/g, " "));
    expect(uri).not.toMatch(/[#"'<>]/);
  });
});
