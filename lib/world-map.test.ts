import { describe, expect, it } from "vitest";
import { MAP_H, MAP_W, px, py, worldMapSvg } from "./world-map";

describe("world map", () => {
  it("projects longitude and latitude onto the 1000-wide band from 78°N to 58°S", () => {
    expect(MAP_W).toBe(1000);
    expect(MAP_H).toBe(378);
    expect(px(-180)).toBe(0);
    expect(px(180)).toBe(MAP_W);
    expect(py(78)).toBe(0);
    expect(py(-58)).toBeCloseTo(MAP_H);
  });

  it("draws the land layer as a standalone, deterministic SVG the page can lay markers over", () => {
    const svg = worldMapSvg();
    expect(svg).toBe(worldMapSvg());
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1000 378"/);
    const paths = [...svg.matchAll(/<path d="M([\d.]+) ([\d.]+)(L[\d. ]+)+Z"\/>/g)];
    expect(paths.length).toBeGreaterThan(15);
    for (const [, x, y] of paths) {
      expect(Number(x)).toBeGreaterThanOrEqual(0);
      expect(Number(x)).toBeLessThanOrEqual(MAP_W);
      expect(Number(y)).toBeGreaterThanOrEqual(0);
      expect(Number(y)).toBeLessThanOrEqual(MAP_H);
    }
  });
});
