import { describe, expect, it } from "vitest";
import { compileInline } from "./inline-script";

describe("compileInline", () => {
  it("compiles the first-paint catcher into one self-running script with nothing of the page's bundle", async () => {
    const { text, inputs } = await compileInline("app/components/ui/first-paint-catcher.inline.ts");
    // Wrapped so it leaks no names; no "use strict" (every page's head carries these bytes).
    expect(text).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(text).not.toMatch(/\bimport\b|\bexport\b/);
    // Only the names it needs come with it: no component markup, no helper of the form scripts.
    expect(text).not.toContain("sent-to");
    expect(inputs.some((file) => file.endsWith("first-paint-catcher.ts"))).toBe(true);
    // In every page's first round trip: it grows only with what it must do before the paint
    // (≈1.95 KB, holding back the page's script and stylesheet included).
    expect(text.length).toBeLessThan(2000);
  });
});
