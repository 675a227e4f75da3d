import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyCheckout } from "./support/checkout";

// Drafts and a schedule as the built site shows them: a copy of the checkout with a scheduled
// blog post and a draft added, each with its pictures uploaded (a cover, a share image, one in
// its body), built three times (clock before the post's publishAt, after it, and as a preview)
// into folders of its own; the real content and build/ are left alone. The built files are
// read as they ship: pages, the listing's search data, the sitemap, the feed, the pictures.

const SCHEDULED = "a-scheduled-fixture-post";
const DRAFT = "a-draft-fixture-post";
const PUBLISH_AT = "2026-12-01T09:00:00.000Z";
// Leaves the copy 14 posts, so the scheduled one makes a fifteenth that needs /blog/page/3.
const LEFT_OUT = "content/resources/blog/code-review-across-time-zones.md";

/** ~560 words in ## sections, as the blog's rules want (500–900, no # heading). */
function body(topic: string): string {
  const paragraph = `Teams that ship on a schedule agree on what done means before the work starts. For ${topic}, that means a short written checklist the whole team owns, reviewed at every retrospective, and changed only when the team agrees. It is dull, and it works: the checklist turns a debate at the end of each sprint into a habit at the start of it, and the time it saves goes back into the product.`;
  const section = (title: string) => `## ${title}\n\n${paragraph}\n\n${paragraph}\n\n${paragraph}`;
  return [
    section("Start with the checklist"),
    section("Review it together"),
    section("Change it on purpose"),
  ].join("\n\n");
}

/** A post's three uploads, where the editor saves them (public/images/uploads/blog/<slug>/). */
const pictures = (slug: string) => ({
  cover: `/images/uploads/blog/${slug}/cover/value/image.png`,
  share: `/images/uploads/blog/${slug}/shareImage/value/image.png`,
  body: `/images/uploads/blog/${slug}/release-board.png`,
});

/** The front matter and body lines that show a post's pictures, as the editor saves them. */
function pictureFields(slug: string): { extra: string; text: string } {
  const p = pictures(slug);
  return {
    extra: `cover:
  discriminant: described
  value:
    image: ${p.cover}
    alt: The release checklist pinned beside the team's board
    focus: middle
shareImage:
  discriminant: described
  value:
    image: ${p.share}
    alt: The release checklist pinned beside the team's board`,
    text: `![The team's release board, every card ticked off](${p.body})\n\n`,
  };
}

/** A post's file as the editor saves it (Keystatic writes publishAt as a YAML timestamp). */
function postFile(fields: { id: number; title: string; extra: string; text?: string }): string {
  return `---
id: ${fields.id}
title: "${fields.title}"
excerpt: "${fields.title}: the working agreement behind teams that release on a fixed day, and how to keep it honest."
author: "Rahul Iyer"
date: "2026-11-30"
category: "Development"
topic: "DevOps"
tags: ["Delivery", "Checklists"]
${fields.extra}
---

${fields.text ?? ""}${body(fields.title)}
`;
}

interface Built {
  code: number | null;
  output: string;
  client: string;
}

/** `scripts/build.ts` in the copy, as CI runs it, with `env`; its output kept for the test. */
function build(dir: string, out: string, env: Record<string, string>): Promise<Built> {
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST")),
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: dir,
      env: { ...shell, BUILD_NOW: "", PREVIEW: "", ...env, BUILD_DIR: out },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    child.once("exit", (code) => resolve({ code, output, client: join(out, "client") }));
  });
}

let dir: string;
const outs: string[] = [];
const builds: Record<"before" | "after" | "preview", Built> = {} as never;

beforeAll(async () => {
  dir = copyCheckout();
  rmSync(join(dir, LEFT_OUT));
  const blog = join(dir, "content/resources/blog");
  const scheduled = pictureFields(SCHEDULED);
  writeFileSync(
    join(blog, `${SCHEDULED}.md`),
    postFile({
      id: 9001,
      title: "A scheduled fixture post about release checklists",
      extra: `${scheduled.extra}\ndraft: false\npublishAt: ${PUBLISH_AT}`,
      text: scheduled.text,
    }),
  );
  const draft = pictureFields(DRAFT);
  writeFileSync(
    join(blog, `${DRAFT}.md`),
    postFile({
      id: 9002,
      title: "A draft fixture post about release checklists",
      extra: `${draft.extra}\ndraft: true`,
      text: draft.text,
    }),
  );
  for (const slug of [SCHEDULED, DRAFT]) {
    for (const [i, src] of Object.values(pictures(slug)).entries()) {
      const file = join(dir, "public", src);
      mkdirSync(dirname(file), { recursive: true });
      await sharp({
        create: {
          width: 1200,
          height: 630,
          channels: 3,
          background: ["#2647d6", "#ffb547", "#3fd3b8"][i]!,
        },
      })
        .png()
        .toFile(file);
    }
  }
  const runs: [keyof typeof builds, Record<string, string>][] = [
    ["before", { BUILD_NOW: "2026-12-01T08:59:00Z" }],
    ["after", { BUILD_NOW: "2026-12-01T09:00:00Z" }],
    ["preview", { BUILD_NOW: "2026-12-01T08:59:00Z", PREVIEW: "1" }],
  ];
  // One at a time: each build is the whole site on a shared machine.
  for (const [name, env] of runs) {
    const out = mkdtempSync(join(tmpdir(), `h2-publish-${name}-`));
    outs.push(out);
    builds[name] = await build(dir, out, env);
    if (builds[name].code !== 0)
      throw new Error(`the ${name} build failed:\n${builds[name].output}`);
  }
}, 600_000);

afterAll(() => {
  for (const out of outs) rmSync(out, { recursive: true, force: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const read = (client: string, file: string) => readFileSync(join(client, file), "utf8");
/** The blog listing's island props: every post's card data, which its search covers. */
const searchData = (html: string) =>
  [...html.matchAll(/<astro-island[^>]*component-export="BlogBrowser"[^>]*props="([^"]*)"/g)]
    .map((m) => m[1]!)
    .join("");

/** Where a post shows in one build: each place the issue names. */
function placesOf(client: string, slug: string) {
  const link = `/blog/${slug}`;
  return {
    page: existsSync(join(client, "blog", slug, "index.html")),
    "/blog": read(client, "blog/index.html").includes(`href="${link}"`),
    "/blog search data": searchData(read(client, "blog/index.html")).includes(slug),
    "/blog/page/2 search data": searchData(read(client, "blog/page/2/index.html")).includes(slug),
    "/blog/category/devops": read(client, "blog/category/devops/index.html").includes(slug),
    sitemap: read(client, "sitemap.xml").includes(link),
    feed: read(client, "blog/feed.xml").includes(link),
  };
}
const everywhere = (value: boolean) => ({
  page: value,
  "/blog": value,
  "/blog search data": value,
  "/blog/page/2 search data": value,
  "/blog/category/devops": value,
  sitemap: value,
  feed: value,
});

/** Every built file (pages, feeds, sitemap, art, OG images) whose name or text holds `text`. */
function filesHolding(client: string, text: string): string[] {
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter(
      (file) =>
        file.includes(text) ||
        (!/\.(br|gz|png|woff2|pdf)$/.test(file) && readFileSync(file, "utf8").includes(text)),
    );
}

/** The body picture's resized copies the build wrote (their names carry the upload's hash). */
const copiesOf = (client: string, slug: string) => {
  const folder = join(client, "images/sized/blog", slug);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.startsWith("release-board-"))
    .map((name) => `/images/sized/blog/${slug}/${name}`);
};

/** Where a post's pictures are in one build: as files, and on the pages that show them. */
function picturesOf(client: string, slug: string) {
  const p = pictures(slug);
  const page = join(client, "blog", slug, "index.html");
  const html = existsSync(page) ? readFileSync(page, "utf8") : "";
  const copies = copiesOf(client, slug);
  const shareCopy = html.match(
    new RegExp(
      `property="og:image" content="https://[^"/]+(/images/sized/blog/${slug}/shareImage/value/image-[0-9a-f]{10}-share\\.jpg)"`,
    ),
  )?.[1];
  return {
    "cover file": existsSync(join(client, p.cover)),
    // Its 1200×630 copy, which the page's og:image names (content/share-image.server.ts).
    "share image file": shareCopy !== undefined && existsSync(join(client, shareCopy)),
    "body picture's copies": copies.length > 0 && copies.every((c) => c.endsWith("w.webp")),
    // Its hero's wide-screen <source> (phones get an empty pixel).
    // Its hero's wide-screen <source>, as the resized copies of the upload.
    "cover on its page": html.includes(
      `srcset="${p.cover.replace("/images/uploads/", "/images/sized/").replace(/\.png$/, "-")}`,
    ),
    "share image on its page": shareCopy !== undefined,
    "body picture on its page": copies.length > 0 && copies.every((c) => html.includes(c)),
    "cover in /blog search data": searchData(read(client, "blog/index.html")).includes(p.cover),
  };
}
const allPictures = (value: boolean) => ({
  "cover file": value,
  "share image file": value,
  "body picture's copies": value,
  "cover on its page": value,
  "share image on its page": value,
  "body picture on its page": value,
  "cover in /blog search data": value,
});

describe("drafts and a schedule in the built site", () => {
  it("before its publishAt, the scheduled post and the draft are in no built file at all", () => {
    const { client } = builds.before;
    expect(placesOf(client, SCHEDULED)).toEqual(everywhere(false));
    expect(placesOf(client, DRAFT)).toEqual(everywhere(false));
    expect(filesHolding(client, SCHEDULED)).toEqual([]);
    expect(filesHolding(client, DRAFT)).toEqual([]);
    // Their pictures neither: no upload, no resized copy, not even a folder named for the post.
    expect(picturesOf(client, SCHEDULED)).toEqual(allPictures(false));
    expect(picturesOf(client, DRAFT)).toEqual(allPictures(false));
    for (const slug of [SCHEDULED, DRAFT]) {
      expect(existsSync(join(client, "images/uploads/blog", slug))).toBe(false);
      expect(existsSync(join(client, "images/sized/blog", slug))).toBe(false);
    }
    // 14 posts: the archive ends at page 2, and the bar of pages says so.
    expect(existsSync(join(client, "blog/page/3"))).toBe(false);
    expect(read(client, "blog/page/2/index.html")).toContain("Page 2 of 2");
  });

  it("from its publishAt, the scheduled post is everywhere and the draft still nowhere", () => {
    const { client } = builds.after;
    expect(placesOf(client, SCHEDULED)).toEqual(everywhere(true));
    expect(placesOf(client, DRAFT)).toEqual(everywhere(false));
    expect(filesHolding(client, DRAFT)).toEqual([]);
    // Its pictures come with it, the draft's stay out.
    expect(picturesOf(client, SCHEDULED)).toEqual(allPictures(true));
    expect(picturesOf(client, DRAFT)).toEqual(allPictures(false));
    expect(read(client, "blog/feed.xml")).toContain(copiesOf(client, SCHEDULED)[0]);
    // A fifteenth post: one more archive page, counted on every page of the archive.
    expect(existsSync(join(client, "blog/page/3/index.html"))).toBe(true);
    expect(read(client, "blog/page/2/index.html")).toContain("Page 2 of 3");
    // Published, it is an ordinary post: no mark on its page.
    expect(read(client, `blog/${SCHEDULED}/index.html`)).not.toContain("Scheduled for");
  });

  it("a preview shows both, each marked on its page, and asks search engines to stay away", () => {
    const { client } = builds.preview;
    expect(placesOf(client, SCHEDULED)).toEqual(everywhere(true));
    expect(placesOf(client, DRAFT)).toEqual(everywhere(true));
    expect(picturesOf(client, SCHEDULED)).toEqual(allPictures(true));
    expect(picturesOf(client, DRAFT)).toEqual(allPictures(true));
    expect(read(client, `blog/${SCHEDULED}/index.html`)).toContain(
      "Scheduled for December 1, 2026, 09:00 UTC",
    );
    expect(read(client, `blog/${DRAFT}/index.html`)).toContain(
      "Draft: only previews show this page; the public site leaves it out until it is published.",
    );
    expect(read(client, "robots.txt")).toBe("User-agent: *\nDisallow: /\n");
    expect(read(builds.before.client, "robots.txt")).toContain("Allow: /");
  });
});

describe("no broken link ships", () => {
  it("a blog body linking to a page the build does not have fails the build, naming the file and the link", async () => {
    const file = "content/resources/blog/why-our-engineers-stay.md";
    const path = join(dir, file);
    const before = readFileSync(path, "utf8");
    // A link to the scheduled post, written before its time: a page the public build lacks.
    writeFileSync(
      path,
      before.replace(/\n## /, `\nRead [our release checklist](/blog/${SCHEDULED}) first.\n\n## `),
    );
    const out = mkdtempSync(join(tmpdir(), "h2-publish-broken-"));
    outs.push(out);
    try {
      const result = await build(dir, out, { BUILD_NOW: "2026-12-01T08:59:00Z" });
      expect(result.code).not.toBe(0);
      // The file and field that hold the link, the item it leads to, and the fix; the item's
      // own file (whose pictures' addresses contain its address) is not blamed.
      expect(result.output).toContain(
        `${file} (field body): broken link "/blog/${SCHEDULED}" (no page or file /blog/${SCHEDULED}) on /blog/why-our-engineers-stay. content/resources/blog/${SCHEDULED}.md is scheduled for`,
      );
      expect(result.output).toContain("Fix: publish it first");
    } finally {
      writeFileSync(path, before);
    }
  }, 300_000);
});
