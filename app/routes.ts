import { readdirSync } from "node:fs";
import { index, type RouteConfig, route } from "@react-router/dev/routes";
// Slugs of the case-study and blog-post pages (plain Node: no zod, no Vite at config time).
import { blogSlugs, caseStudySlugs, newsCounts } from "../content/resources/slugs";
import { blogTopics, industries } from "../content/taxonomy";
import { blogPageCount, laterPages, toParam } from "./components/site/resources/listing-paths";

// One route per article (no URL parameters): an unknown /insights/<x> falls through to the
// catch-all 404 instead of asking for data that was never prerendered.
const insightSlugs = readdirSync(new URL("../content/insights", import.meta.url))
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3))
  .sort();

export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  // Where the contact and newsletter forms land when posted without script (a 303 from the API).
  route("contact/thank-you", "routes/contact-thank-you.tsx"),
  route("contact/thank-you/subscribed", "routes/contact-thank-you-subscribed.tsx"),
  route("newsletter/thank-you", "routes/newsletter-thank-you.tsx"),
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
  ...industries.map((industry) =>
    route(`case-studies/industry/${toParam(industry)}`, "routes/case-studies.tsx", {
      id: `case-studies-${toParam(industry)}`,
    }),
  ),
  ...caseStudySlugs.map((slug) =>
    route(`case-studies/${slug}`, "routes/case-study.tsx", { id: `case-study-${slug}` }),
  ),
  // The listings' older pages: one route per page that has stories or posts on it.
  route("news", "routes/news.tsx"),
  ...laterPages(Math.ceil(newsCounts().stories / newsCounts().pageSize)).map((n) =>
    route(`news/page/${n}`, "routes/news.tsx", { id: `news-page-${n}` }),
  ),
  route("news/feed.xml", "routes/news-feed.ts"),
  route("faq", "routes/faq.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("blog", "routes/blog.tsx"),
  ...laterPages(blogPageCount(blogSlugs().length)).map((n) =>
    route(`blog/page/${n}`, "routes/blog.tsx", { id: `blog-page-${n}` }),
  ),
  ...blogTopics.map((topic) =>
    route(`blog/category/${toParam(topic)}`, "routes/blog-category.tsx", {
      id: `blog-category-${toParam(topic)}`,
    }),
  ),
  route("blog/feed.xml", "routes/blog-feed.ts"),
  ...blogSlugs().map((slug) =>
    route(`blog/${slug}`, "routes/blog-post.tsx", { id: `blog-post-${slug}` }),
  ),
  // (end company, sector and resource pages)
  route("403", "routes/forbidden.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
