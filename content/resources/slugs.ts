import { readdirSync, readFileSync } from "node:fs";

/**
 * Slugs of the per-item resource pages, readable by app/routes.ts in plain Node at config
 * time (no zod, no Vite). case-studies.server.ts checks its entries against this list, and
 * blog posts are the Markdown files in content/resources/blog/.
 */
export const caseStudySlugs = [
  "fernway-bank-bangalore-engineering-centre",
  "tallyfold-open-banking-platform",
  "orchardline-delivery-routing-recovery",
  "brightmoor-headless-commerce",
  "quillstone-data-engineering-practice",
  "halden-mutual-portfolio-operations",
] as const;

export function blogSlugs(): string[] {
  return readdirSync(new URL("./blog", import.meta.url))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3))
    .sort();
}

/**
 * How many stories content/resources/news.server.ts holds and how many a page shows, read from
 * its source text: the news archive's page routes are made from these at config time, before
 * zod could validate the list. slugs.test.ts checks both against the module itself.
 */
export function newsCounts(): { stories: number; pageSize: number } {
  const source = readFileSync(new URL("./news.server.ts", import.meta.url), "utf8");
  const pageSize = Number(/export const NEWS_PAGE_SIZE = (\d+);/.exec(source)?.[1]);
  if (!pageSize) throw new Error("content/resources/news.server.ts: NEWS_PAGE_SIZE not found");
  return { stories: source.match(/^\s*id: \d+,\s*$/gm)?.length ?? 0, pageSize };
}
