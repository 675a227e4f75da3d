import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { measureUploads } from "../content/body-pictures.server";
import { SHARE_MAX_BYTES, shareCopyUrl } from "../content/share-image.server";
import { writeShareImages } from "./share-images";

const origin = "https://h2.example";
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const page = (image: string) =>
  `<head><meta property="og:image" content="${origin}${image}"></head>`;

/** A temporary uploads folder and built site, with a designer's 6 MB PNG uploaded for shares. */
async function site() {
  const root = mkdtempSync(join(tmpdir(), "h2-share-"));
  dirs.push(root);
  const uploads = join(root, "uploads");
  const client = join(root, "client");
  const folder = join(uploads, "landing/q4-launch/shareImage/value");
  mkdirSync(folder, { recursive: true });
  mkdirSync(client);
  // Noise does not compress: the PNG is as heavy as its pixels, the worst a photo can be.
  const [width, height] = [1500, 1400];
  const pixels = randomBytes(width * height * 3);
  const file = join(folder, "image.png");
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
  const src = "/images/uploads/landing/q4-launch/shareImage/value/image.png";
  const measured = (await measureUploads(uploads)).get(src)!;
  return { uploads, client, file, url: shareCopyUrl(src, measured) };
}

describe("writeShareImages", () => {
  it("writes the copy a page's og:image names: 1200×630, a JPEG under 300 KB, from a 6 MB PNG", async () => {
    const { uploads, client, file, url } = await site();
    expect(readFileSync(file).length).toBeGreaterThan(6_000_000);

    const written = await writeShareImages(
      client,
      [page(url), page("/og/home.png")],
      origin,
      uploads,
    );
    expect(written).toEqual([url]);
    const copy = readFileSync(join(client, url));
    await expect(sharp(copy).metadata()).resolves.toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
    });
    expect(copy.length).toBeLessThanOrEqual(SHARE_MAX_BYTES);
  });

  it("writes nothing no page links, and fails on a copy no upload makes", async () => {
    const { uploads, client, url } = await site();
    expect(await writeShareImages(client, [page("/og/home.png")], origin, uploads)).toEqual([]);
    expect(existsSync(join(client, url))).toBe(false);
    const stale = url.replace(/-[0-9a-f]{10}-share\.jpg$/, "-0000000000-share.jpg");
    await expect(writeShareImages(client, [page(stale)], origin, uploads)).rejects.toThrow(
      `${stale}: no uploaded picture makes this share image`,
    );
  });
});
