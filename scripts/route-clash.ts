import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * A landing page's address is the marketer's choice (content/landing/pages/<address>.json is
 * served at /lp/<address>), so it can land on an address something else already serves: a
 * page a developer added under app/pages/, or a file under public/. Astro would serve one of the
 * two and only warn; the build fails instead, naming both.
 */

const LANDING_DIR = "content/landing/pages";
/** The route that serves the landing pages: not a clash with itself. */
const LANDING_ROUTE = "app/pages/lp/[slug].astro";
const ROUTE_FILE = /\.(astro|ts|js|md|mdx|html)$/;

function filesUnder(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join("/"));
}

/** A route file's URL segments: `app/pages/lp/[id].astro` → ["lp", "[id]"]. */
function routeSegments(file: string): string[] {
  const segments = file
    .replace(/^app\/pages\//, "")
    .replace(ROUTE_FILE, "")
    .split("/");
  return segments.at(-1) === "index" ? segments.slice(0, -1) : segments;
}

/** Whether a route's segments can serve `path` (a `[param]` takes one segment, `[...rest]` any). */
function serves(route: string[], path: string[]): boolean {
  const [head, ...rest] = route;
  if (head === undefined) return path.length === 0;
  if (/^\[\.\.\.[^\]]+\]$/.test(head)) return true;
  if (path.length === 0) return false;
  const matches = /^\[[^\]]+\]$/.test(head) || head === path[0];
  return matches && serves(rest, path.slice(1));
}

/** Every address a landing page takes that another route or a public file serves too. */
export function landingRouteClashes(root = "."): string[] {
  const addresses = filesUnder(root, LANDING_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((file) => ({ file, path: `/lp/${file.replace(/^.*\/|\.json$/g, "")}` }));
  const routes = filesUnder(root, "app/pages").filter(
    (f) => ROUTE_FILE.test(f) && f !== LANDING_ROUTE,
  );
  const publicFiles = filesUnder(root, "public");
  const problems: string[] = [];
  for (const { file, path } of addresses) {
    const segments = path.slice(1).split("/");
    for (const route of routes.filter((r) => serves(routeSegments(r), segments))) {
      problems.push(`${path}: ${file} and ${route} both serve this address`);
    }
    for (const asset of publicFiles.filter(
      (f) =>
        `/${f}`.replace(/^\/public/, "").replace(/\/index\.html$/, "") === path ||
        f.startsWith(`public${path}/`),
    )) {
      problems.push(`${path}: ${file} and ${asset} both serve this address`);
    }
  }
  return problems;
}

/** Fails the build when a landing page's address is taken (scripts/build.ts, before Astro). */
export function checkLandingRoutes(root = "."): void {
  const problems = landingRouteClashes(root);
  if (problems.length) {
    throw new Error(
      `Landing page address taken (rename the page's address in the editor, or move the other route):\n  ${problems.join("\n  ")}`,
    );
  }
}
