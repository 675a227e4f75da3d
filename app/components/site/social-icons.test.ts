import { readFileSync } from "node:fs";
import { site } from "@lib/site";
import { describe, expect, it } from "vitest";
import { socialIconNames } from "./social-icons";

const sprite = readFileSync(new URL("../../assets/icons/social.svg", import.meta.url), "utf8");
const symbols = [
  ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g),
];

describe("social icon sprite", () => {
  it("draws exactly the glyphs the component offers", () => {
    expect(new Set(symbols.map((m) => m[1]))).toEqual(socialIconNames);
  });

  it("has a glyph for every network in the site config", () => {
    for (const s of site.social) expect(socialIconNames).toContain(s.name);
  });
});
