import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../../app/routes";

function flatten(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((r) => {
    const path = r.index
      ? prefix || "/"
      : r.path
        ? `${prefix}/${r.path}`.replace(/\/+/g, "/")
        : prefix;
    // Resource routes (a .ts module, no component) answer with data such as a feed, not a page.
    const resource = r.file.endsWith(".ts");
    const own = r.path === "*" || resource ? [] : r.index || r.path ? [path] : [];
    return [...own, ...flatten(r.children ?? [], path === "/" ? "" : path)];
  });
}

/** Every page path in app/routes.ts (the catch-all excluded): tests cover new pages by themselves. */
export const pagePaths: string[] = [...new Set(flatten(routes as RouteConfigEntry[]))];

/**
 * Where the contact and newsletter forms land after a post without script: pages to arrive at,
 * not to browse to or find by search (noindex, out of the sitemap, linked from no page).
 */
export const formLandingPaths = [
  "/contact/thank-you",
  "/contact/thank-you/subscribed",
  "/newsletter/thank-you",
];
