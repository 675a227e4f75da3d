import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { bodyPicturesProblem } from "./article-body";
import {
  BODY_PICTURE_SIZES,
  bodyPictureHtml,
  type Measured,
  measureUploads,
  sizedCopies,
} from "./body-pictures.server";
import { markdownToHtml } from "./markdown.server";
import { parseBlogPost } from "./resources/blog.server";
import { blogFrontMatter } from "./resources/schemas";
import { readBlogPosts, readCollection } from "./test-support/read-collection";

const src = "/images/uploads/blog/a-post/team-board.png";
const uploads = new Map<string, Measured>([
  [src, { width: 1600, height: 900, hash: "abc123" }],
  ["/images/uploads/blog/a-post/badge.png", { width: 320, height: 240, hash: "def456" }],
]);

/** The <img>'s attributes, as a browser reads them. */
function attributes(html: string): Record<string, string> {
  const tag = html.match(/<img\b([^>]*)>/)?.[1] ?? "";
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe("a picture in an article body", () => {
  it("is offered in resized WebP copies with its own width and height, its alt text, and lazily", () => {
    const img = attributes(
      bodyPictureHtml({ src, alt: "The team's board after a sprint review" }, uploads),
    );
    const copy = (w: number) => `/images/sized/blog/a-post/team-board-abc123-${w}w.webp`;
    expect(img).toEqual({
      src: copy(1344),
      srcset: [480, 672, 1008, 1344].map((w) => `${copy(w)} ${w}w`).join(", "),
      sizes: BODY_PICTURE_SIZES,
      width: "1600",
      height: "900",
      alt: "The team's board after a sprint review",
      loading: "lazy",
      decoding: "async",
    });
  });

  it("is never enlarged: a narrow picture stops at its own width", () => {
    const img = attributes(
      bodyPictureHtml(
        { src: "/images/uploads/blog/a-post/badge.png", alt: "The certification badge" },
        uploads,
      ),
    );
    expect(img.srcset).toBe("/images/sized/blog/a-post/badge-def456-320w.webp 320w");
    expect([img.width, img.height]).toEqual(["320", "240"]);
    expect(sizedCopies(src, { width: 900, height: 600, hash: "h" }).map((c) => c.width)).toEqual([
      480, 672, 900,
    ]);
  });

  it('marked decorative, says nothing to a screen reader (alt "")', () => {
    const img = attributes(bodyPictureHtml({ src, alt: "", title: "decorative" }, uploads));
    expect(img.alt).toBe("");
    expect(img.title).toBeUndefined();
  });

  it("escapes its alt text", () => {
    const img = bodyPictureHtml({ src, alt: 'A "before" & after <chart>' }, uploads);
    expect(img).toContain('alt="A &quot;before&quot; &amp; after &lt;chart>"');
  });

  it("is refused without alt text (unless decorative), when not uploaded, or when the upload is gone", () => {
    expect(() => bodyPictureHtml({ src, alt: "" }, uploads)).toThrow(
      'The picture "team-board.png" needs alt text (what it shows, 5 to 250 characters), or to be marked decorative',
    );
    expect(() => bodyPictureHtml({ src, alt: "x".repeat(251) }, uploads)).toThrow(/needs alt text/);
    expect(() =>
      bodyPictureHtml({ src: "https://example.com/a.png", alt: "A chart of lead times" }, uploads),
    ).toThrow(/must be uploaded in the editor/);
    expect(() =>
      bodyPictureHtml({ src: "/images/uploads/blog/a-post/gone.png", alt: "A gone picture" }),
    ).toThrow(/is not among the uploaded pictures/);
  });

  it("uploaded after the uploads were measured (beside the editor), shows the upload itself", () => {
    const upload = "/images/uploads/blog/the-monthly-service-review/delivery-trends.png";
    const img = attributes(bodyPictureHtml({ src: upload, alt: "The delivery chart" }, new Map()));
    expect(img).toEqual({
      src: upload,
      alt: "The delivery chart",
      loading: "lazy",
      decoding: "async",
    });
  });

  it("the editor refuses what the build refuses, before Save", () => {
    expect(bodyPicturesProblem(`Text.\n\n![](${src})\n`)).toMatch(/needs alt text/);
    expect(bodyPicturesProblem(`- a list with ![](${src} "decorative")\n`)).toBeUndefined();
    expect(bodyPicturesProblem(`![The team's board](${src} "described")\n`)).toBeUndefined();
    expect(bodyPicturesProblem("No pictures at all.")).toBeUndefined();
  });
});

describe("the build", () => {
  it("renders the example post's picture from its upload, 1600×900", () => {
    const post = readBlogPosts().find((p) => p.slug === "the-monthly-service-review")!;
    const img = attributes(post.html);
    expect([img.width, img.height]).toEqual(["1600", "900"]);
    expect(img.alt).toMatch(/^Six months of one team's delivery/);
    expect(img.srcset?.split(", ")).toHaveLength(4);
  });

  it("fails on a body picture with no alt text, naming the post's file", () => {
    const body = `## A heading\n\n${"Word ".repeat(520)}\n\n![](/images/uploads/blog/the-monthly-service-review/delivery-trends.png)\n`;
    const saved = readCollection("content/resources/blog", blogFrontMatter)[0]!;
    const entry = { ...saved, id: "a-post", filePath: "content/resources/blog/a-post.md", body };
    expect(() => parseBlogPost(entry)).toThrow(
      'content/resources/blog/a-post.md: The picture "delivery-trends.png" needs alt text (what it shows, 5 to 250 characters), or to be marked decorative',
    );
    expect(() =>
      parseBlogPost({ ...entry, body: body.replace(".png)", '.png "decorative")') }),
    ).not.toThrow();
  });

  it("names the file in any Markdown body's refused picture", () => {
    expect(() => markdownToHtml("![](/images/uploads/a.png)", "content/x.md")).toThrow(
      /^content\/x\.md: The picture "a\.png" needs alt text \(what it shows, 5 to 250 characters\), or to be marked decorative$/,
    );
  });
});

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("measureUploads", () => {
  it("measures each upload as shown upright: a phone photo turned by its EXIF orientation", async () => {
    const dir = mkdtempSync(join(tmpdir(), "h2-uploads-"));
    dirs.push(dir);
    mkdirSync(join(dir, "blog/a-post"), { recursive: true });
    const photo = sharp({
      create: { width: 40, height: 30, channels: 3, background: "#3a62f0" },
    });
    await photo
      .clone()
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(join(dir, "blog/a-post/photo.jpg"));
    await photo.clone().png().toFile(join(dir, "blog/a-post/flat.png"));
    const measured = await measureUploads(dir);
    expect(measured.get("/images/uploads/blog/a-post/photo.jpg")).toMatchObject({
      width: 30,
      height: 40,
    });
    expect(measured.get("/images/uploads/blog/a-post/flat.png")).toMatchObject({
      width: 40,
      height: 30,
    });
  });
});
