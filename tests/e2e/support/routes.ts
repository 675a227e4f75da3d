import { readdirSync } from "node:fs";
import { join } from "node:path";
import { buildDir } from "../../../scripts/build";

/** Every page of the built site: each index.html under the client build (the 404 page apart). */
function builtPages(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? builtPages(join(dir, e.name), `${prefix}/${e.name}`)
      : e.name === "index.html"
        ? [prefix || "/"]
        : [],
  );
}

/**
 * Every page path the build wrote (the global setup builds first): tests cover new pages by
 * themselves, and the SEO test checks the same set against the sitemap.
 */
export const pagePaths: string[] = builtPages(`${buildDir}/client`).sort();

/**
 * Where the contact and newsletter forms land after a post without script: pages to arrive at,
 * not to browse to or find by search (noindex, out of the sitemap, linked from no page).
 */
export const formLandingPaths = [
  "/contact/thank-you",
  "/contact/thank-you/subscribed",
  "/newsletter/thank-you",
];

/**
 * Campaign landing pages (/lp/<address>, content/landing/pages/): reached from a campaign's
 * links, not from the site's own pages.
 */
export const campaignPaths = pagePaths.filter((p) => p.startsWith("/lp/"));
