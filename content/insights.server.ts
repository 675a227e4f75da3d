import { type Insight, type InsightMeta, insightFrontMatter } from "./insight-schema";
import { markdownToHtml, readFrontMatter } from "./markdown.server";

const files = import.meta.glob<string>("./insights/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Parses and validates one article; any problem throws, which fails the build. */
export function parseInsight(path: string, raw: string): Insight {
  const slug = path.replace(/^.*\/([^/]+)\.md$/, "$1");
  const { data, content } = readFrontMatter(`content/insights/${slug}.md`, raw, insightFrontMatter);
  if (data.link !== `/insights/${slug}`) {
    throw new Error(`content/insights/${slug}.md: link must be /insights/${slug}`);
  }
  const html = markdownToHtml(content);
  return { ...data, slug, html, words: content.split(/\s+/).filter(Boolean).length };
}

const all: Insight[] = Object.entries(files)
  .map(([path, raw]) => parseInsight(path, raw))
  .sort((a, b) => b.date.localeCompare(a.date));

/** Newest first. */
export function getInsights(): Insight[] {
  return all;
}

export function getInsightSummaries(): InsightMeta[] {
  return all.map(({ html: _html, words: _words, ...meta }) => meta);
}

export function getInsight(slug: string): Insight | undefined {
  return all.find((i) => i.slug === slug);
}
