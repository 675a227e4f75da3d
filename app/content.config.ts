import { defineCollection } from "astro:content";
import { checkedBy } from "@content/astro-schema";
import { privacyFrontMatter } from "@content/company/privacy.server";
import { insightFrontMatter } from "@content/insight-schema";
import { landingPageFile } from "@content/landing/schema";
import { blogFrontMatter, faqFile, newsStoryFile } from "@content/resources/schemas";
import { siteFactsFile } from "@content/site-facts";
import { glob } from "astro/loaders";

/**
 * The Markdown content, read at build by Astro's content layer. Each file's front matter is
 * checked by our own zod schema (`checkedBy`), made from the kind's editor fields
 * (content/editor/described.ts): a bad field fails the build naming the entry, its file and
 * the field. An entry's id is its file name without `.md` (the page's slug); the
 * pages turn entries into page data with the pure functions in content/*.server.ts, which add
 * the checks a schema cannot make (the file's name, the body) and render the Markdown.
 */
const markdownIn = (base: string, pattern = "*.md") =>
  glob({ base, pattern, generateId: ({ entry }) => entry.replace(/\.md$/, "") });

export const collections = {
  insights: defineCollection({
    loader: markdownIn("./content/insights"),
    schema: checkedBy(insightFrontMatter),
  }),
  blog: defineCollection({
    loader: markdownIn("./content/resources/blog"),
    schema: checkedBy(blogFrontMatter),
  }),
  // Files the editor (keystatic.config.ts) writes: one YAML file a story, one for the FAQ.
  news: defineCollection({
    loader: glob({
      base: "./content/resources/news",
      pattern: "*.yaml",
      generateId: ({ entry }) => entry.replace(/\.yaml$/, ""),
    }),
    schema: checkedBy(newsStoryFile),
  }),
  // Campaign landing pages, one JSON file each, served at /lp/<file name>.
  landing: defineCollection({
    loader: glob({
      base: "./content/landing/pages",
      pattern: "*.json",
      generateId: ({ entry }) => entry.replace(/\.json$/, ""),
    }),
    schema: checkedBy(landingPageFile),
  }),
  faq: defineCollection({
    loader: glob({ base: "./content/resources", pattern: "faq.yaml", generateId: () => "faq" }),
    schema: checkedBy(faqFile),
  }),
  // Read by content/site.ts as an import; checked here so a bad edit fails the build.
  site: defineCollection({
    loader: glob({ base: "./content", pattern: "site.json", generateId: () => "site" }),
    schema: checkedBy(siteFactsFile),
  }),
  privacy: defineCollection({
    loader: markdownIn("./content/company", "privacy.md"),
    schema: checkedBy(privacyFrontMatter),
  }),
};
