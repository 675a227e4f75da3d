import type { Context, MiddlewareHandler } from "hono";
import { listingRedirect } from "./listing-redirects";
import { loadSiteFiles, resolvePage, type SiteFile } from "./site-files";

function send(c: Context, file: SiteFile, status: 200 | 404) {
  const accept = c.req.header("accept-encoding") ?? "";
  let body = file.body;
  let encoding: string | undefined;
  if (file.br && /\bbr\b/.test(accept)) {
    body = file.br;
    encoding = "br";
  } else if (file.gz && /\bgzip\b/.test(accept)) {
    body = file.gz;
    encoding = "gzip";
  }
  const headers: Record<string, string> = {
    "content-type": file.type,
    "cache-control": status === 404 ? "no-cache" : file.cacheControl,
    vary: "accept-encoding",
  };
  if (encoding) headers["content-encoding"] = encoding;
  if (file.csp) headers["content-security-policy"] = file.csp;
  if (status === 200) {
    headers.etag = file.etag;
    if (c.req.header("if-none-match") === file.etag) return c.body(null, 304, headers);
  }
  headers["content-length"] = String(body.length);
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(new Uint8Array(body) as Uint8Array<ArrayBuffer>, status, headers);
}

/** Serves the prerendered site; anything it does not hold gets the 404 page with status 404. */
export function serveSite(root: string): MiddlewareHandler {
  const files = loadSiteFiles(root);
  const notFound = files.get("/404.html");
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = c.req.path;
    if (path.startsWith("/api/")) return next();
    const moved = listingRedirect(path, new URL(c.req.url).search, (p) =>
      Boolean(resolvePage(files, p)),
    );
    if (moved) return c.redirect(moved, 301);
    // /404 (and its static-host copy /404.html) is the 404 page itself and keeps its status.
    const clean = path.replace(/\/+$/, "");
    const file = clean === "/404" || clean === "/404.html" ? undefined : resolvePage(files, path);
    if (file) return send(c, file, 200);
    if (notFound) return send(c, notFound, 404);
    return c.text("Not Found", 404);
  };
}
