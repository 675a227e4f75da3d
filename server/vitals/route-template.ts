import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * The site's routes with many pages, by Astro's page files (app/pages/…/[param].astro): a
 * field figure is kept per route, not per address, so an article is `/blog/:slug`. Every other
 * page is a route of its own (its path). Ordered: the first pattern that matches names it.
 */
export const ROUTE_PATTERNS: readonly [RegExp, string][] = [
  [/^\/blog\/category\/[^/]+$/, "/blog/category/:topic"],
  [/^\/blog\/page\/\d+$/, "/blog/page/:page"],
  [/^\/blog\/[^/]+$/, "/blog/:slug"],
  [/^\/case-studies\/industry\/[^/]+$/, "/case-studies/industry/:industry"],
  [/^\/case-studies\/[^/]+\/download$/, "/case-studies/:slug/download"],
  [/^\/case-studies\/[^/]+$/, "/case-studies/:slug"],
  [/^\/insights\/[^/]+$/, "/insights/:slug"],
  [/^\/news\/page\/\d+$/, "/news/page/:page"],
  [/^\/lp\/[^/]+$/, "/lp/:slug"],
];

/** A page's path without a trailing slash ("/" stays "/"). */
const bare = (path: string) => path.replace(/\/+$/, "") || "/";

/** The route a page of the site belongs to; undefined for an address that is not a page of it. */
export function routeOf(path: string, pages: ReadonlySet<string>): string | undefined {
  const page = bare(path);
  if (!pages.has(page)) return undefined;
  for (const [pattern, route] of ROUTE_PATTERNS) if (pattern.test(page)) return route;
  return page;
}

/** Every page the built site has (each `index.html` under the client folder), by its path. */
export function builtPages(clientDir: string): Set<string> {
  const pages = new Set<string>();
  const walk = (dir: string) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // no built site here (an API-only instance): no page is known
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html")
        pages.add(bare(`/${relative(clientDir, dir).split(sep).join("/")}`));
    }
  };
  walk(clientDir);
  return pages;
}
