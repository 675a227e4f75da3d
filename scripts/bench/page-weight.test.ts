import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routesIn, type Site, weighSites, withoutAssetHashes } from "./page-weight";
import { costSummary } from "./pr-cost-summary";
import { FIRST_FLIGHT_BYTES } from "./round-trip";

/** Text brotli cannot shrink much (random base64), so a page's weight is set by its length. */
const words = (chars: number) => randomBytes(chars).toString("base64").slice(0, chars);
const html = (hero: string, rest = "") =>
  `<!doctype html><html><body><main><section><h1>${hero}</h1><span id="hero-end" hidden></span></section><p>${rest}</p></main></body></html>`;
/** A long header as the site's CSP is: the first round trip holds headers too. */
const CSP = `default-src 'self'; script-src ${"'sha256-x' ".repeat(20)}`;

function folder(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "pr-cost-"));
  for (const [path, body] of Object.entries(pages)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  return dir;
}

/** Serves a folder's pages as the site's server does: brotli to a browser that asks, with its length. */
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = req.url === "/" ? "index.html" : `${req.url!.slice(1)}/index.html`;
    let body: Buffer;
    try {
      body = readFileSync(join(dir, path));
    } catch {
      res.writeHead(404).end();
      return;
    }
    const br = brotliCompressSync(body);
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "content-encoding": "br",
      "content-length": br.length,
      "content-security-policy": CSP,
    });
    res.end(br);
  });
  return new Promise((r) => server.listen(0, "127.0.0.1", () => r(server)));
}

describe("weighSites on two builds' folders", () => {
  const hero = words(3000);
  // The same page but for a shared file's hashed name (the font's, after a new letter elsewhere).
  const same = words(2000);
  const named = (hash: string) => html(same, `<link href="/assets/site.${hash}.css">`);
  const before = folder({
    "index.html": html(hero, words(8000)),
    "about/index.html": named("D1PVlHFZ"),
    "old/index.html": html("Old"),
  });
  const after = folder({
    // One long paragraph more in the hero: past the first round trip.
    "index.html": html(hero + words(12_000), words(8000)),
    "about/index.html": named("Xq3_9-ab"),
    "new/index.html": html("New"),
  });
  const servers: Server[] = [];
  const sites: Site[] = [];
  beforeAll(async () => {
    for (const dir of [before, after]) {
      const server = await serve(dir);
      servers.push(server);
      sites.push({ dir, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    }
  });
  afterAll(() => {
    for (const s of servers) s.close();
    for (const d of [before, after]) rmSync(d, { recursive: true, force: true });
  });

  it("finds each page's address in a folder", () => {
    expect(routesIn(before)).toEqual(["/", "/about", "/old"]);
  });

  it("weighs the changed pages with their headers, and names the one that crossed", async () => {
    const { changes, unchanged } = await weighSites(sites[0]!, sites[1]!);
    expect(unchanged).toBe(1);
    expect(changes.map((c) => c.route)).toEqual(["/", "/new", "/old"]);
    const home = changes[0]!;
    const sentBody = brotliCompressSync(readFileSync(join(after, "index.html"))).length;
    // The headers are counted: the CSP alone is longer than a few hundred bytes.
    expect(home.after!.bytes).toBeGreaterThan(sentBody + CSP.length);
    expect(home.before!.bytes).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
    expect(home.after!.bytes).toBeGreaterThan(FIRST_FLIGHT_BYTES);
    // The hero's end is found in the decoded HTML: the growth is in the hero.
    expect(home.after!.heroBytes! - home.before!.heroBytes!).toBe(12_000);
    expect(changes[1]!.before).toBeNull();
    expect(changes[2]!.after).toBeNull();

    const { warnings, markdown } = costSummary(changes, { against: "main", unchanged });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\/: HTML [\d,]+ bytes with headers, past the first round trip/);
    expect(warnings[0]).toContain("shorten the hero's text");
    expect(markdown).toContain("1 other pages unchanged.");
  });
});

describe("withoutAssetHashes", () => {
  it("drops a hashed file's hash, and leaves the rest of the page", () => {
    expect(
      withoutAssetHashes(
        '<link rel="preload" href="/assets/inter-subset.DjYUAr_m.woff2"><a href="/assets/guide.pdf">',
      ),
    ).toBe('<link rel="preload" href="/assets/inter-subset.woff2"><a href="/assets/guide.pdf">');
  });
});
