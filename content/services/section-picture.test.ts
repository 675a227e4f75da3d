import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { landingPageFile } from "../landing/schema";
import { readDataEntry } from "../test-support/read-collection";
import { servicePageFile } from "./file-schema";

const file = "content/landing/pages/cto-briefing.json";
const saved = JSON.parse(readFileSync(file, "utf8"));
const image = "/images/uploads/landing/cto-briefing/blocks/1/value/aside/value/image.jpg";

/** A split section beside `aside`, as the editor saves one, put second on the example page. */
const split = (aside: unknown) => ({
  discriminant: "split",
  value: {
    id: "the-team",
    title: "The team you would meet",
    tone: "white",
    paragraphs: ["Twelve engineers in Whitefield, with a delivery lead who joins your stand-ups."],
    points: [],
    list: [],
    listColumns: "1",
    listMarker: "check",
    links: [],
    aside,
    reverse: false,
  },
});
const withSplit = (aside: unknown) => {
  const [first, ...rest] = saved.blocks;
  return JSON.stringify({ ...saved, blocks: [first, split(aside), ...rest] });
};
const read = (aside: unknown) => readDataEntry(file, withSplit(aside), landingPageFile).data;

describe("a landing page's split section with an uploaded picture", () => {
  it("reads a described picture with its alt text and what its crop keeps in view", () => {
    const alt = "Twelve engineers around a board in the Whitefield office";
    const page = read({ discriminant: "picture", value: { image, alt, focus: "top-left" } });
    expect(page.blocks[1]).toMatchObject({
      kind: "split",
      aside: { picture: { src: image, alt, focus: "top-left" } },
    });
  });

  it('reads a decorative one with alt ""', () => {
    const page = read({ discriminant: "decorativePicture", value: { image, focus: "middle" } });
    expect(page.blocks[1]).toMatchObject({
      aside: { picture: { src: image, alt: "", focus: "middle" } },
    });
  });

  it("is refused without alt text, naming the field, unless it is decorative", () => {
    expect(() => read({ discriminant: "picture", value: { image, focus: "middle" } })).toThrow(
      `${file} is invalid: blocks.1.value.aside.value.alt: the picture needs alt text (what it shows, 5 to 250 characters), or to be marked decorative`,
    );
    expect(() =>
      read({ discriminant: "picture", value: { image, alt: "A", focus: "middle" } }),
    ).toThrow(/blocks\.1\.value\.aside\.value\.alt: the picture needs alt text/);
  });

  it("is refused outside the page's own uploads, or with a focal point the editor does not offer", () => {
    const alt = "Twelve engineers around a board";
    const elsewhere = "/images/uploads/blog/a-post/image.jpg";
    expect(() =>
      read({ discriminant: "picture", value: { image: elsewhere, alt, focus: "middle" } }),
    ).toThrow(
      /blocks\.1\.value\.aside\.value\.image: an image uploaded under \/images\/uploads\/landing\//,
    );
    expect(() =>
      read({ discriminant: "picture", value: { image, alt, focus: "upper-middle" } }),
    ).toThrow(/blocks\.1\.value\.aside\.value\.focus/);
  });

  it("is not offered on a service page, whose uploads would share one folder", () => {
    const service = JSON.parse(readFileSync("content/services/our-model.json", "utf8"));
    const block = split({
      discriminant: "picture",
      value: { image, alt: "Twelve engineers around a board", focus: "middle" },
    });
    const page = { ...service, blocks: [block, ...service.blocks] };
    expect(servicePageFile.safeParse(page).success).toBe(false);
    const art = split({ discriminant: "art", value: "team" });
    expect(
      servicePageFile.safeParse({ ...service, blocks: [art, ...service.blocks] }).success,
    ).toBe(true);
  });
});
