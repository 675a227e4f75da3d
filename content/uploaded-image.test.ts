import { describe, expect, it } from "vitest";
import { uploadedPicture } from "./uploaded-image";

const image = "/images/uploads/blog/choosing-a-bangalore-hub/cover/value/image.png";
const cover = uploadedPicture("blog", { focus: true });
const share = uploadedPicture("landing", { decorative: false });

describe("an uploaded picture", () => {
  it("is read with its alt text and what a crop keeps in view", () => {
    const saved = {
      discriminant: "described",
      value: { image, alt: "Engineers at a whiteboard in Whitefield", focus: "top" },
    };
    expect(cover.parse(saved)).toEqual({
      src: image,
      alt: "Engineers at a whiteboard in Whitefield",
      focus: "top",
    });
  });

  it('needs its alt text unless it is marked decorative, which reads as alt ""', () => {
    const described = { discriminant: "described", value: { image, focus: "middle" } };
    expect(
      cover.safeParse(described).error?.issues.map((i) => `[${i.path.join(".")}] ${i.message}`),
    ).toEqual([
      "[value.alt] the picture needs alt text (what it shows, 5 to 250 characters), or to be marked decorative",
    ]);
    expect(
      cover.safeParse({ ...described, value: { ...described.value, alt: "img" } }).success,
    ).toBe(false);
    const decorative = { discriminant: "decorative", value: { image, focus: "middle" } };
    expect(cover.parse(decorative)).toEqual({ src: image, alt: "", focus: "middle" });
    expect(cover.parse({ discriminant: "none" })).toBeUndefined();
  });

  it("a share image cannot be decorative, and lives under its own collection's uploads", () => {
    const decorative = {
      discriminant: "decorative",
      value: { image: "/images/uploads/landing/q4/shareImage/value/image.png" },
    };
    expect(share.safeParse(decorative).success).toBe(false);
    expect(
      share.safeParse({ discriminant: "described", value: { image, alt: "A team at work" } })
        .success,
    ).toBe(false);
  });
});
