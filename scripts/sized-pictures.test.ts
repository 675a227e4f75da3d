import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "./files";
import { writeSizedPictures } from "./sized-pictures";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("writeSizedPictures", () => {
  it("writes each upload's WebP copies at the widths the pages offer, and removes stale ones", async () => {
    const root = mkdtempSync(join(tmpdir(), "h2-sized-"));
    dirs.push(root);
    const uploads = join(root, "uploads");
    const sized = join(root, "sized");
    mkdirSync(join(uploads, "blog/a-post"), { recursive: true });
    await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#ffb547" } })
      .png()
      .toFile(join(uploads, "blog/a-post/chart.png"));
    mkdirSync(join(sized, "blog/old-post"), { recursive: true });
    writeFileSync(join(sized, "blog/old-post/gone-0000000000-480w.webp"), "");

    expect(await writeSizedPictures(uploads, sized)).toBe(3);
    const files = filesUnder(sized).map((f) => f.slice(sized.length + 1));
    expect(files.sort((a, b) => a.length - b.length || a.localeCompare(b))).toEqual(
      [480, 672, 1000].map((w) =>
        expect.stringMatching(new RegExp(`^blog/a-post/chart-[0-9a-f]{10}-${w}w\\.webp$`)),
      ),
    );
    const widest = join(sized, files.find((f) => f.endsWith("-1000w.webp"))!);
    await expect(sharp(widest).metadata()).resolves.toMatchObject({
      format: "webp",
      width: 1000,
      height: 500,
    });
    expect(existsSync(join(sized, "blog/old-post/gone-0000000000-480w.webp"))).toBe(false);
    // A second run finds them all written.
    expect(await writeSizedPictures(uploads, sized)).toBe(0);
  });

  it("writes none for an upload the build leaves out, and removes those it wrote before", async () => {
    const root = mkdtempSync(join(tmpdir(), "h2-sized-"));
    dirs.push(root);
    const uploads = join(root, "uploads");
    const sized = join(root, "sized");
    for (const entry of ["out-post", "draft-post"]) {
      mkdirSync(join(uploads, `blog/${entry}`), { recursive: true });
      await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3fd3b8" } })
        .png()
        .toFile(join(uploads, `blog/${entry}/chart.png`));
    }
    // A preview's run wrote both; the public build's keeps the published one only.
    expect(await writeSizedPictures(uploads, sized)).toBe(2);
    const shown = (src: string) => !src.includes("/draft-post/");
    expect(await writeSizedPictures(uploads, sized, shown)).toBe(0);
    expect(filesUnder(sized).map((f) => f.slice(sized.length + 1))).toEqual([
      expect.stringMatching(/^blog\/out-post\/chart-[0-9a-f]{10}-400w\.webp$/),
    ]);
    // Not even an empty folder is left to name the draft.
    expect(existsSync(join(sized, "blog/draft-post"))).toBe(false);
  });
});
