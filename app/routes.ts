import { readdirSync } from "node:fs";
import { index, type RouteConfig, route } from "@react-router/dev/routes";
// Slugs of the case-study and blog-post pages (plain Node: no zod, no Vite at config time).
import { blogSlugs, caseStudySlugs } from "../content/resources/slugs";

// One route per article (no URL parameters): an unknown /insights/<x> falls through to the
// catch-all 404 instead of asking for data that was never prerendered.
const insightSlugs = readdirSync(new URL("../content/insights", import.meta.url))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3))
  .sort();

export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("insights", "routes/insights.tsx"),
  route("insights/feed.xml", "routes/insights-feed.ts"),
  ...insightSlugs.map((slug) =>
    route(`insights/${slug}`, "routes/insight.tsx", { id: `insight-${slug}` }),
  ),
  // Engagement-model and service pages
  route("our-model", "routes/our-model.tsx"),
  route("dedicated-team", "routes/dedicated-team.tsx"),
  route("team-extension", "routes/team-extension.tsx"),
  route("offshore-centre", "routes/offshore-centre.tsx"),
  route("portfolio-development", "routes/portfolio-development.tsx"),
  route("portfolio-operations", "routes/portfolio-operations.tsx"),
  route("agile-coaching", "routes/agile-coaching.tsx"),
  route("product-recovery", "routes/product-recovery.tsx"),
  route("our-approach", "routes/our-approach.tsx"),
  // (end engagement-model and service pages)
  // Company, sector and resource pages
  route("about", "routes/about.tsx"),
  route("leadership", "routes/leadership.tsx"),
  route("martech", "routes/martech.tsx"),
  route("financial-software", "routes/financial-software.tsx"),
  route("retail-ecommerce", "routes/retail-ecommerce.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  ...caseStudySlugs.map((slug) =>
    route(`case-studies/${slug}`, "routes/case-study.tsx", { id: `case-study-${slug}` }),
  ),
  route("news", "routes/news.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("blog", "routes/blog.tsx"),
  ...blogSlugs().map((slug) =>
    route(`blog/${slug}`, "routes/blog-post.tsx", { id: `blog-post-${slug}` }),
  ),
  // (end company, sector and resource pages)
  route("403", "routes/forbidden.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
