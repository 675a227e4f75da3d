import { describe, expect, it } from "vitest";
import { readLandingPages } from "../test-support/read-collection";

describe("landing pages", () => {
  it("reads the example page at its address, hidden by default", () => {
    const pages = readLandingPages();
    const briefing = pages.find((p) => p.path === "/lp/cto-briefing");
    expect(briefing?.hidden).toBe(true);
    expect(briefing?.blocks.map((b) => b.kind)).toEqual(["stats", "phases", "faq", "contact"]);
  });
});
