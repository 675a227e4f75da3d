import { marked } from "marked";

/**
 * One Markdown file of a content collection, as Astro's `getCollection` gives it (its front
 * matter already checked by the collection's schema, see app/content.config.ts) and as
 * content/test-support/read-collection.ts reads it for plain Vitest. `id` is the file's name
 * without `.md`; `filePath` is relative to the project root.
 */
export interface ContentEntry<Data> {
  id: string;
  filePath?: string;
  data: Data;
  body?: string;
}

/** Names an entry's file in the error that fails the build. */
export function entryFile(entry: ContentEntry<unknown>, folder: string): string {
  return entry.filePath ?? `${folder}/${entry.id}.md`;
}

export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

/** Markdown to HTML at build time (GitHub-flavoured); the browser never parses Markdown. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}
