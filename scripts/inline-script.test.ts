import { describe, expect, it } from "vitest";
import { compileInline } from "./inline-script";

describe("compileInline", () => {
  it("compiles the first-paint catcher into one self-running script with nothing of the page's bundle", async () => {
    const { text, inputs } = await compileInline("app/components/ui/first-paint-catcher.inline.ts");
    expect(text).toMatch(/^"use strict";\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(text).not.toMatch(/\bimport\b|\bexport\b/);
    // Only the names it needs come with it: no component markup, no helper of the form scripts.
    expect(text).not.toContain("sent-to");
    expect(inputs.some((file) => file.endsWith("first-paint-catcher.ts"))).toBe(true);
    // As small as the hand-written string it is compiled in place of (≈1.7 KB).
    expect(text.length).toBeLessThan(1700);
  });
});
