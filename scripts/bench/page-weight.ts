// Every page of two served builds weighed as a phone receives it, without a browser: the HTML
// as sent (compressed), headers included, which is what the first round trip holds
// (`bench:pr`, docs/performance.md "What a change costs").
import { createHash } from "node:crypto";
import { request } from "node:http";
import { relative, sep } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { HERO_END_ID } from "../../app/components/site/page-hero";
import { htmlFilesUnder } from "../files";
import type { PageChange, PageWeight } from "./pr-cost-summary";
import { roundTrips } from "./round-trip";

/** A build's public folder and where it is served. */
export interface Site {
  dir: string;
  url: string;
}

/** The address of each page in a build's public folder ("about/index.html" → "/about"). */
export function routesIn(dir: string): string[] {
  return htmlFilesUnder(dir)
    .map((f) => {
      const path = relative(dir, f).split(sep).join("/");
      const route = path.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
      return `/${route}`;
    })
    .sort();
}

const heroEnd = Buffer.from(`id="${HERO_END_ID}"`);

/**
 * A hashed asset's name without its hash ("/assets/inter-subset.DjYUAr_m.woff2" →
 * "/assets/inter-subset.woff2"): a word with a new letter changes the font subset's name on
 * every page, which is no change to those pages' content.
 */
export const withoutAssetHashes = (html: string) =>
  html.replace(/(\/assets\/[\w-]+)\.[\w-]{8}(\.\w+)/g, "$1$2");

/** One page fetched as a browser asks for it (brotli first), its bytes counted as sent. */
export function weighPage(url: string): Promise<PageWeight & { hash: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        // As the status line and headers travel: "HTTP/1.1 200 OK\r\n", "name: value\r\n" each, "\r\n".
        let headerBytes = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n\r\n`
          .length;
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          headerBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        const encoding = res.headers["content-encoding"];
        const html =
          encoding === "br"
            ? brotliDecompressSync(body)
            : encoding === "gzip"
              ? gunzipSync(body)
              : body;
        const end = html.indexOf(heroEnd);
        resolve({
          bytes: headerBytes + body.length,
          heroBytes: end < 0 ? null : end,
          htmlBytes: html.length,
          hash: createHash("sha256").update(withoutAssetHashes(html.toString())).digest("hex"),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * Every page of either build, weighed on both: the pages whose HTML differs (or that only one
 * side has), and how many are the same but for the names of hashed files.
 */
export async function weighSites(
  before: Site,
  after: Site,
): Promise<{ changes: PageChange[]; unchanged: number }> {
  const routes = [...new Set([...routesIn(before.dir), ...routesIn(after.dir)])].sort();
  const had = new Set(routesIn(before.dir));
  const has = new Set(routesIn(after.dir));
  const changes: PageChange[] = [];
  let unchanged = 0;
  for (const route of routes) {
    const a = had.has(route) ? await weighPage(before.url + route) : null;
    const b = has.has(route) ? await weighPage(after.url + route) : null;
    const namesOnly = !!a && !!b && a.hash === b.hash;
    // Listed only when a shared file's new name alone moved it across a round trip.
    if (namesOnly && roundTrips(a.bytes) === roundTrips(b.bytes)) {
      unchanged++;
      continue;
    }
    const plain = (w: typeof a) =>
      w && { bytes: w.bytes, heroBytes: w.heroBytes, htmlBytes: w.htmlBytes };
    changes.push({ route, before: plain(a), after: plain(b), ...(namesOnly && { namesOnly }) });
  }
  return { changes, unchanged };
}
