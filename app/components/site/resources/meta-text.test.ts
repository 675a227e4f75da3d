import { describe, expect, it } from "vitest";
import { metaDescription } from "./meta-text";

describe("metaDescription", () => {
  it("keeps short text", () => {
    expect(metaDescription("A short description that fits.")).toBe(
      "A short description that fits.",
    );
  });

  it("keeps whole sentences that fit", () => {
    const first = "Fernway needed to double its engineering capacity without doubling its cost.";
    const text = `${first} ${"We built, staffed and ran a Bangalore centre that grew to 450+ people. ".repeat(2)}`;
    const out = metaDescription(text);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.startsWith(first)).toBe(true);
    expect(out.endsWith(".")).toBe(true);
  });

  it("cuts at a word boundary when the first sentence is too long", () => {
    const out = metaDescription(`${"word ".repeat(60)}end.`);
    expect(out.length).toBeLessThanOrEqual(160);
    expect(out.endsWith("word…")).toBe(true);
  });
});
