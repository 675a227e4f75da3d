import { readFileSync } from "node:fs";
import { coverArtPath } from "@lib/cover-art";
import { describe, expect, it } from "vitest";
import { studiesFrom } from "./case-study-files.server";

const slug = "fernway-bank-bangalore-engineering-centre";
const file = `content/resources/case-studies/${slug}.json`;
const data = JSON.parse(readFileSync(file, "utf8"));
const src = `/images/uploads/case-studies/${slug}/cover/value/image.jpg`;
const read = (saved: object) => studiesFrom([{ file, data: saved }])[0]!;
const withCover = (cover: unknown) => ({ ...data, cover });

describe("a case study's cover", () => {
  it("is the generated art without an upload", () => {
    const study = read(data);
    expect(study!.image).toBe(coverArtPath("case-studies", slug));
    expect(study).not.toHaveProperty("cover");
  });

  it("is the uploaded picture, with its alt text and what its crop keeps in view", () => {
    const saved = withCover({
      discriminant: "described",
      value: { image: src, alt: "The delivery team at the Whitefield office", focus: "top" },
    });
    const study = read(saved);
    expect(study!.image).toBe(src);
    expect(study!.cover).toEqual({
      src,
      alt: "The delivery team at the Whitefield office",
      focus: "top",
    });
  });

  it("is refused without alt text unless marked decorative, naming the study and the field", () => {
    const saved = withCover({ discriminant: "described", value: { image: src, focus: "middle" } });
    expect(() => read(saved)).toThrow(
      "[cover.value.alt] the picture needs alt text (what it shows, 5 to 250 characters), or to be marked decorative",
    );
    const decorative = withCover({
      discriminant: "decorative",
      value: { image: src, focus: "middle" },
    });
    expect(read(decorative).cover).toEqual({
      src,
      alt: "",
      focus: "middle",
    });
  });
});
