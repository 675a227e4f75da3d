// Astro's `getCollection` (`astro:content`) exists only inside an Astro build, and unit and
// browser tests run under plain Vitest. So tests read the collections of app/content.config.ts
// here: the same files, the same schemas (through the same `checkedBy`), the same pure functions
// the pages use.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { checkedBy } from "../astro-schema";
import { privacyFrontMatter, privacyNoticeFrom } from "../company/privacy.server";
import { insightFrontMatter } from "../insight-schema";
import { insightsFrom } from "../insights.server";
import { landingPagesFrom } from "../landing/pages.server";
import { landingPageFile } from "../landing/schema";
import type { ContentEntry } from "../markdown.server";
import { blogPostsFrom } from "../resources/blog.server";
import { newsStoriesFrom } from "../resources/news.server";
import { blogFrontMatter, faqFile, newsStoryFile } from "../resources/schemas";

const root = join(import.meta.dirname, "../..");

/** One Markdown file as a collection entry; bad front matter throws, naming the file and field. */
export function readEntry<T extends z.ZodType>(
  filePath: string,
  raw: string,
  schema: T,
): ContentEntry<z.output<T>> {
  const { data, content } = matter(raw);
  const parsed = checkedBy(schema).safeParse(data);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`${filePath} has invalid front matter: ${detail}`);
  }
  const id = filePath.replace(/^.*\/|\.md$/g, "");
  // Astro's glob loader trims the body too.
  return { id, filePath, data: parsed.data, body: content.trim() };
}

/** One YAML (or JSON) data file as a collection entry (no body), checked like readEntry. */
export function readDataEntry<T extends z.ZodType>(
  filePath: string,
  raw: string,
  schema: T,
): ContentEntry<z.output<T>> {
  const parsed = checkedBy(schema).safeParse(parseYaml(raw));
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`${filePath} is invalid: ${detail}`);
  }
  return { id: filePath.replace(/^.*\/|\.(yaml|json)$/g, ""), filePath, data: parsed.data };
}

/** The `.md` files in `folder` (from the project root), as `getCollection` would give them. */
export function readCollection<T extends z.ZodType>(
  folder: string,
  schema: T,
  only = /\.md$/,
): ContentEntry<z.output<T>>[] {
  return readdirSync(join(root, folder))
    .filter((name) => only.test(name))
    .sort()
    .map((name) =>
      readEntry(`${folder}/${name}`, readFileSync(join(root, folder, name), "utf8"), schema),
    );
}

export const readInsights = () =>
  insightsFrom(readCollection("content/insights", insightFrontMatter));

export const readBlogPosts = () =>
  blogPostsFrom(readCollection("content/resources/blog", blogFrontMatter));

export const readPrivacyNotice = () =>
  privacyNoticeFrom(readCollection("content/company", privacyFrontMatter, /^privacy\.md$/)[0]!);

export const readNewsStories = () =>
  newsStoriesFrom(
    readdirSync(join(root, "content/resources/news"))
      .filter((name) => name.endsWith(".yaml"))
      .sort()
      .map((name) => {
        const file = `content/resources/news/${name}`;
        return readDataEntry(file, readFileSync(join(root, file), "utf8"), newsStoryFile);
      }),
  );

export const readFaqItems = () => {
  const file = "content/resources/faq.yaml";
  return readDataEntry(file, readFileSync(join(root, file), "utf8"), faqFile).data.items;
};

/** The landing pages the build serves under /lp/ (content/landing/pages/*.json). */
export const readLandingPages = (folder = "content/landing/pages") =>
  landingPagesFrom(
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => {
        const file = `${folder}/${name}`;
        return readDataEntry(file, readFileSync(join(root, file), "utf8"), landingPageFile);
      }),
  );
