import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { crc32, inflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { readNewsStories } from "../content/test-support/read-collection";
import {
  BRAND_KIT_FILES,
  BRAND_KIT_ZIP,
  encodePng,
  LOGO_RECTS,
  logoSvg,
  readPalette,
  writeBrandKit,
  writeResourceCovers,
} from "./brand-kit";
import { readZip } from "./zip";

const dir = mkdtempSync(join(tmpdir(), "brand-kit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const outDir = pathToFileURL(`${dir}/brand/`);

/** Minimal PNG reader: checks signature and chunk CRCs, returns size and RGBA pixels. */
function decodePng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    types.push(type);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9], data[12]]).toEqual([8, 6, 0]);
    }
    if (type === "IDAT") idat.push(data);
    at += 12 + length;
  }
  expect(types[0]).toBe("IHDR");
  expect(types.at(-1)).toBe("IEND");
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe((width * 4 + 1) * height);
  const pixel = (x: number, y: number) => {
    const i = y * (width * 4 + 1) + 1 + x * 4;
    expect(raw[y * (width * 4 + 1)]).toBe(0);
    return [...raw.subarray(i, i + 4)];
  };
  return { width, height, pixel };
}

describe("brand kit", () => {
  const zip = writeBrandKit(outDir);

  it("writes every file and a ZIP holding exactly those files", () => {
    expect(readdirSync(`${dir}/brand`).sort()).toEqual([...BRAND_KIT_FILES, BRAND_KIT_ZIP].sort());
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual([...BRAND_KIT_FILES]);
    for (const e of entries)
      expect(e.data.equals(readFileSync(`${dir}/brand/${e.name}`))).toBe(true);
    const listing = execFileSync("unzip", ["-l", `${dir}/brand/${BRAND_KIT_ZIP}`], {
      encoding: "utf8",
    });
    for (const name of BRAND_KIT_FILES) expect(listing).toContain(name);
  });

  it("is deterministic", () => {
    expect(writeBrandKit(pathToFileURL(`${dir}/again/`)).equals(zip)).toBe(true);
  });

  it("draws the same mark as the site's LogoMark component", () => {
    const source = readFileSync(
      new URL("../app/components/site/logo.tsx", import.meta.url),
      "utf8",
    );
    const rects = [...source.matchAll(/<rect ([^>]*?)\/>/g)].map(([, attrs]) => {
      const get = (n: string) => attrs!.match(new RegExp(`\\b${n}="([^"]+)"`))?.[1];
      return {
        x: Number(get("x") ?? 0),
        y: Number(get("y") ?? 0),
        width: Number(get("width")),
        height: Number(get("height")),
        rx: Number(get("rx")),
        fill: get("fill"),
      };
    });
    expect(rects).toEqual(LOGO_RECTS.map((r) => ({ ...r })));
    const svg = readFileSync(`${dir}/brand/h2-logo.svg`, "utf8");
    expect(svg).toBe(logoSvg());
    expect(svg).toContain('viewBox="0 0 40 40"');
    expect(svg.match(/<rect /g)).toHaveLength(4);
  });

  it("renders the logo PNG with the brand colours and a transparent corner", () => {
    const { width, height, pixel } = decodePng(readFileSync(`${dir}/brand/h2-logo.png`));
    expect([width, height]).toEqual([512, 512]);
    const at = (x: number, y: number) =>
      pixel(Math.floor((x / 40) * 512), Math.floor((y / 40) * 512));
    expect(at(0.1, 0.1)).toEqual([0, 0, 0, 0]); // outside the rounded corner
    expect(at(4, 20)).toEqual([0x26, 0x47, 0xd6, 255]); // blue field
    expect(at(12, 12)).toEqual([255, 255, 255, 255]); // white block
    expect(at(27, 12)).toEqual([0xff, 0xb5, 0x47, 255]); // saffron block
    expect(at(27, 20)).toEqual([255, 255, 255, 255]); // bar drawn over the saffron block
    // Anti-aliased rounded corner: some pixels on the top rows are only partly covered.
    const alphas = Array.from({ length: 128 }, (_, x) => pixel(x, 2)[3]!);
    expect(alphas.some((a) => a > 0 && a < 255)).toBe(true);
  });

  it("exports the stylesheet's colour tokens", () => {
    const palette = JSON.parse(readFileSync(`${dir}/brand/palette.json`, "utf8"));
    const byToken = Object.fromEntries(
      palette.colours.map((c: { token: string; hex: string }) => [c.token, c.hex]),
    );
    const css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8");
    expect(palette.colours).toHaveLength(readPalette(css).length);
    expect(byToken["brand-600"]).toBe("#2647d6");
    expect(byToken["saffron-400"]).toBe("#ffb547");
    expect(byToken.ink).toBe("#0b1530");
    const sheet = readFileSync(`${dir}/brand/palette.svg`, "utf8");
    for (const hex of Object.values(byToken)) expect(sheet).toContain(`fill="${hex}"`);
  });

  it("rejects a mismatched pixel buffer", () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow(/wrong size/);
  });
});

describe("resource covers", () => {
  it("writes one SVG per blog post, case study and news story", () => {
    writeResourceCovers(pathToFileURL(`${dir}/images/`));
    const blog = readdirSync(new URL("../content/resources/blog/", import.meta.url)).filter((f) =>
      f.endsWith(".md"),
    );
    expect(readdirSync(`${dir}/images/blog`).sort()).toEqual(
      blog.map((f) => f.replace(/\.md$/, ".svg")).sort(),
    );
    expect(readdirSync(`${dir}/images/case-studies`)).toHaveLength(6);
    expect(readdirSync(`${dir}/images/news`).sort()).toEqual(
      readNewsStories()
        .map((s) => `${s.slug}.svg`)
        .sort(),
    );
    const svg = readFileSync(`${dir}/images/blog/${blog[0]!.replace(/\.md$/, ".svg")}`, "utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
