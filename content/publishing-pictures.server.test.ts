import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictureUse, uploadShownIn, uploadsIn } from "./publishing-pictures.server";

const before = new Date("2026-12-01T08:59:59Z");
const after = new Date("2026-12-01T09:00:00Z");
const up = (entry: string, name: string) => `/images/uploads/${entry}/${name}`;

// Content as the editor saves it: a post's front matter and body, a news story's YAML, the case
// studies' JSON list, and a page that is no entry at all.
let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "h2-picture-use-"));
  mkdirSync(join(dir, "resources/blog"), { recursive: true });
  mkdirSync(join(dir, "resources/news"), { recursive: true });
  mkdirSync(join(dir, "resources/case-studies"), { recursive: true });
  const post = (extra: string, slug: string, shared = "") => `---
title: "A post"
cover:
  discriminant: described
  value:
    image: ${up(`blog/${slug}`, "cover/value/image.png")}
    alt: The team at the board
shareImage:
  discriminant: described
  value:
    image: ${up(`blog/${slug}`, "shareImage/value/image.png")}
    alt: The team at the board
${extra}
---

## A heading

![A chart of the sprint](${up(`blog/${slug}`, "sprint%20chart.png")} "decorative")
${shared}
`;
  writeFileSync(join(dir, "resources/blog/out.md"), post("draft: false", "out"));
  writeFileSync(
    join(dir, "resources/blog/soon.md"),
    post("draft: false\npublishAt: 2026-12-01T09:00:00.000Z", "soon"),
  );
  // The draft's body shows a picture a published post shows too: that one is public.
  writeFileSync(
    join(dir, "resources/blog/hidden.md"),
    post("draft: true", "hidden", `![A chart](${up("blog/out", "sprint%20chart.png")})`),
  );
  writeFileSync(
    join(dir, "resources/news/story.yaml"),
    `title: A story\ncover:\n  discriminant: described\n  value:\n    image: ${up("news/story", "cover/value/image.jpg")}\n    alt: Our new office\ndraft: false\npublishAt: 2026-12-01T09:00\n`,
  );
  // Case studies, one file each (content/resources/case-studies/).
  for (const [slug, draft] of [
    ["a", false],
    ["b", true],
  ] as const)
    writeFileSync(
      join(dir, `resources/case-studies/${slug}.json`),
      JSON.stringify({
        draft,
        shareImage: { value: { image: up(`case-studies/${slug}`, "s.png") } },
      }),
    );
  writeFileSync(join(dir, "home.json"), JSON.stringify({ hero: up("home", "hero.webp") }));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("which uploads a build carries", () => {
  it("finds the uploads a text names, as the site serves them", () => {
    expect(
      uploadsIn(
        `![x](/images/uploads/blog/a/my%20chart.png "decorative") and "/images/uploads/b.jpg"`,
      ),
    ).toEqual(["/images/uploads/blog/a/my chart.png", "/images/uploads/b.jpg"]);
  });

  it("before its publishAt, a scheduled entry's cover, share image and body pictures are unpublished, as a draft's always are", () => {
    const { published, unpublished } = pictureUse(dir, before);
    expect([...published].sort()).toEqual(
      [
        up("blog/out", "cover/value/image.png"),
        up("blog/out", "shareImage/value/image.png"),
        up("blog/out", "sprint chart.png"),
        up("case-studies/a", "s.png"),
        up("home", "hero.webp"),
      ].sort(),
    );
    expect([...unpublished].sort()).toEqual(
      [
        up("blog/hidden", "cover/value/image.png"),
        up("blog/hidden", "shareImage/value/image.png"),
        up("blog/hidden", "sprint chart.png"),
        up("blog/soon", "cover/value/image.png"),
        up("blog/soon", "shareImage/value/image.png"),
        up("blog/soon", "sprint chart.png"),
        up("case-studies/b", "s.png"),
        up("news/story", "cover/value/image.jpg"),
      ].sort(),
    );
  });

  it("from its publishAt they are published; the draft's stay unpublished", () => {
    const { published, unpublished } = pictureUse(dir, after);
    for (const src of [
      up("blog/soon", "cover/value/image.png"),
      up("blog/soon", "sprint chart.png"),
      up("news/story", "cover/value/image.jpg"),
    ])
      expect(published).toContain(src);
    expect([...unpublished].sort()).toEqual(
      [
        up("blog/hidden", "cover/value/image.png"),
        up("blog/hidden", "shareImage/value/image.png"),
        up("blog/hidden", "sprint chart.png"),
        up("case-studies/b", "s.png"),
      ].sort(),
    );
  });

  it("the public build carries what published content names, a preview every upload", () => {
    const shown = uploadShownIn({ now: before, preview: false }, dir);
    expect(shown(up("blog/out", "cover/value/image.png"))).toBe(true);
    expect(shown(up("blog/soon", "cover/value/image.png"))).toBe(false);
    // An upload nothing names (removed from its entry, or not saved into one) ships nowhere.
    expect(shown(up("blog/out", "left-over.png"))).toBe(false);
    expect(
      uploadShownIn({ now: after, preview: false }, dir)(up("blog/soon", "cover/value/image.png")),
    ).toBe(true);
    const preview = uploadShownIn({ now: before, preview: true }, dir);
    expect(preview(up("blog/hidden", "cover/value/image.png"))).toBe(true);
    expect(preview(up("blog/out", "left-over.png"))).toBe(true);
  });
});
