import matter from "gray-matter";
import { marked } from "marked";
import { type Insight, type InsightMeta, insightFrontMatter } from "./insight-schema";

const files = import.meta.glob<string>("./insights/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** Parses and validates one article; any problem throws, which fails the build. */
export function parseInsight(path: string, raw: string): Insight {
  const slug = path.replace(/^.*\/([^/]+)\.md$/, "$1");
  const { data, content } = matter(raw);
  // YAML turns unquoted dates into Date objects; the schema wants the ISO text.
  if (data.date instanceof Date) data.date = data.date.toISOString().slice(0, 10);
  const parsed = insightFrontMatter.safeParse(data);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`content/insights/${slug}.md has invalid front matter: ${detail}`);
  }
  if (parsed.data.link !== `/insights/${slug}`) {
    throw new Error(`content/insights/${slug}.md: link must be /insights/${slug}`);
  }
  const html = marked.parse(content, { async: false, gfm: true });
  return { ...parsed.data, slug, html, words: content.split(/\s+/).filter(Boolean).length };
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
