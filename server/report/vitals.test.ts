import { describe, expect, it } from "vitest";
import type { VitalsRow } from "../vitals/repository";
import { vitalsLines, vitalsSection } from "./vitals";

const rows: VitalsRow[] = [
  {
    route: "/insights/:slug",
    device: "phone",
    days: 7,
    metrics: {
      lcp: { p75: 2712, count: 412 },
      inp: { p75: 96, count: 120 },
      cls: { p75: 0.04, count: 400 },
    },
    lcpElement: "main > article > h1",
  },
  { route: "/", device: "desktop", days: 28, metrics: { lcp: { p75: 905, count: 33 } } },
];

describe("the report's field Core Web Vitals", () => {
  it("prints p75, Google's rating and the loads behind it per route, device and window", () => {
    const text = vitalsLines(rows).join("\n");
    expect(text).toContain("last 7 days");
    expect(text).toContain("last 28 days");
    expect(text).toMatch(/\/insights\/:slug +phone +2\.71 s \(needs improvement, 412\)/);
    expect(text).toContain("96 ms (good, 120)");
    expect(text).toContain("0.04 (good, 400)");
    expect(text).toContain("main > article > h1");
    expect(text).toMatch(/\/ +desktop +0\.91 s \(good, 33\)/);
  });

  it("says none were measured rather than printing an empty table", () => {
    expect(vitalsLines([])).toEqual([expect.stringContaining("none measured yet")]);
    expect(vitalsSection([])).toContain("None measured yet.");
  });

  it("writes the same figures as an HTML section, escaped", () => {
    const html = vitalsSection([{ ...rows[0]!, lcpElement: "div<script>" }]);
    expect(html).toContain('<h2 id="field-speed">');
    expect(html).toContain("2.71 s (needs improvement, 412)");
    expect(html).toContain("div&lt;script&gt;");
  });
});
