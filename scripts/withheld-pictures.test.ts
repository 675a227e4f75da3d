import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "./files";
import { withholdPictures } from "./withheld-pictures";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("withholdPictures", () => {
  it("takes out of the built site each upload the build leaves out, its resized copies and its folders", () => {
    const client = mkdtempSync(join(tmpdir(), "h2-withheld-"));
    dirs.push(client);
    const files = [
      "images/uploads/blog/out-post/cover/value/image.png",
      "images/uploads/blog/out-post/chart.png",
      "images/uploads/blog/draft-post/cover/value/image.png",
      "images/uploads/blog/draft-post/chart.png",
      "images/sized/blog/out-post/chart-0123456789-480w.webp",
      "images/sized/blog/draft-post/chart-0123456789-480w.webp",
      "images/sized/blog/draft-post/chart-0123456789-672w.webp",
      "images/insights/agile-transformation.svg",
      "blog/draft-post-is-a-word/index.html",
    ];
    for (const file of files) {
      mkdirSync(dirname(join(client, file)), { recursive: true });
      writeFileSync(join(client, file), "");
    }
    const removed = withholdPictures(client, (src) => src.includes("/out-post/"));
    expect(removed).toEqual([
      "/images/sized/blog/draft-post/chart-0123456789-480w.webp",
      "/images/sized/blog/draft-post/chart-0123456789-672w.webp",
      "/images/uploads/blog/draft-post/chart.png",
      "/images/uploads/blog/draft-post/cover/value/image.png",
    ]);
    expect(
      filesUnder(client)
        .map((f) => f.slice(client.length + 1))
        .sort(),
    ).toEqual(files.filter((f) => !f.includes("/draft-post/")).sort());
    expect(existsSync(join(client, "images/uploads/blog/draft-post"))).toBe(false);
    expect(existsSync(join(client, "images/sized/blog/draft-post"))).toBe(false);
  });

  it("leaves everything where the build carries every upload (a preview)", () => {
    const client = mkdtempSync(join(tmpdir(), "h2-withheld-"));
    dirs.push(client);
    const file = join(client, "images/uploads/blog/draft-post/chart.png");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, "");
    expect(withholdPictures(client, () => true)).toEqual([]);
    expect(existsSync(file)).toBe(true);
  });
});
