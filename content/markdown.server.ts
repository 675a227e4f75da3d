import matter from "gray-matter";
import { marked } from "marked";
import type { z } from "zod";

/**
 * Reads a Markdown file's front matter against its schema; `where` names the file in the error
 * that fails the build. YAML turns unquoted dates into Date objects; schemas want the ISO text.
 */
export function readFrontMatter<T extends z.ZodType>(
  where: string,
  raw: string,
  schema: T,
): { data: z.output<T>; content: string } {
  const { data, content } = matter(raw);
  for (const [key, value] of Object.entries(data))
    if (value instanceof Date) data[key] = value.toISOString().slice(0, 10);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`${where} has invalid front matter: ${detail}`);
  }
  return { data: parsed.data, content };
}

/** Markdown to HTML at build time (GitHub-flavoured); the browser never parses Markdown. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}
