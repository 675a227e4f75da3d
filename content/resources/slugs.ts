import { readdirSync } from "node:fs";

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
