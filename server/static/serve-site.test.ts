import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveSite } from "./serve-site";

let root: string;
let app: Hono;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "h2-static-"));
  const write = (rel: string, body: string) => {
    mkdirSync(join(root, rel, ".."), { recursive: true });
    writeFileSync(join(root, rel), body);
  };
  write("index.html", "<h1>Home</h1>");
  write("about/index.html", "<h1>About</h1>");
  write("blog/index.html", "<h1>Blog</h1>");
  write("blog/category/devops/index.html", "<h1>DevOps</h1>");
  write("404.html", "<h1>Page Not Found</h1>");
  write("assets/app-abc123.js", "console.log(1)");
  writeFileSync(join(root, "assets/app-abc123.js.br"), brotliCompressSync("console.log(1)"));
  writeFileSync(join(root, "assets/app-abc123.js.gz"), gzipSync("console.log(1)"));
  app = new Hono().use(serveSite(root));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("static site serving", () => {
  it("serves pages by path, with and without trailing slash, not cached", async () => {
    for (const path of ["/about", "/about/"]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("<h1>About</h1>");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("prefers brotli, then gzip, then identity, and caches hashed assets forever", async () => {
    const br = await app.request("/assets/app-abc123.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const gz = await app.request("/assets/app-abc123.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log(1)");
  });

  it("answers conditional requests with 304", async () => {
    const first = await app.request("/");
    const etag = first.headers.get("etag")!;
    const again = await app.request("/", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers unknown paths, and /404 itself, with the 404 page and status", async () => {
    for (const path of ["/nope", "/insights/nope", "/404", "/../etc/passwd"]) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Page Not Found");
    }
  });

  it("answers an old filtered link with a permanent redirect to its page", async () => {
    const res = await app.request("/blog?category=devops&q=teams");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/blog/category/devops?q=teams");
    const search = await app.request("/blog?q=teams");
    expect(search.status).toBe(200);
  });
});
