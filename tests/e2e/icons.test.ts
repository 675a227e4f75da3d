// Icons are drawn from one cached sprite (scripts/lucide-sprite.ts), not inline in each page.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { buildDir } from "../../scripts/build";
import { pagePaths } from "./support/routes";

const baseURL = inject("baseURL");
const client = join(buildDir, "client");
const pages = pagePaths.filter((p) => !p.endsWith(".xml") && p !== "*");
const html = (path: string) => readFileSync(join(client, path, "index.html"), "utf8");

/** lucide's own <svg> (its default attributes) and what it draws. */
const LUCIDE_SVG =
  /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]*>([\s\S]*?)<\/svg>/g;

describe("icons", () => {
  it("every icon on every page is a reference to a symbol of the one sprite", () => {
    const sprites = new Set<string>();
    const missing: string[] = [];
    let icons = 0;
    for (const path of pages) {
      for (const [, inner] of html(path).matchAll(LUCIDE_SVG)) {
        icons++;
        const use = /^<use href="(\/assets\/icons-[\w-]+\.svg)#([\w-]+)"><\/use>$/.exec(inner!);
        if (!use) {
          missing.push(`${path}: ${inner!.slice(0, 60)}`);
          continue;
        }
        sprites.add(use[1]!);
        const file = join(client, use[1]!);
        if (!existsSync(file) || !readFileSync(file, "utf8").includes(`<symbol id="${use[2]}"`))
          missing.push(`${path}: no symbol ${use[2]} in ${use[1]}`);
      }
    }
    expect(missing).toEqual([]);
    expect(icons).toBeGreaterThan(pages.length * 5);
    expect(sprites.size).toBe(1);
  });

  it("the sprite is served as an SVG image, compressed and cached for good", async () => {
    const [url] = /\/assets\/icons-[\w-]+\.svg/.exec(html("/")) ?? [];
    expect(url).toBeDefined();
    const res = await fetch(baseURL + url, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id=/);
  });
});
