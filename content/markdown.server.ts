import { Marked } from "marked";
import { bodyPictureHtml } from "./body-pictures.server";

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

/** GitHub-flavoured, with each picture sized as content/body-pictures.server.ts serves it. */
const markdown = new Marked({
  gfm: true,
  renderer: {
    image: ({ href, text, title }) => bodyPictureHtml({ src: href, alt: text, title }),
  },
});

/**
 * Markdown to HTML at build time; the browser never parses Markdown. A picture the build refuses
 * (no alt text and not marked decorative, not uploaded) throws, naming `file` when given.
 */
export function markdownToHtml(body: string, file?: string): string {
  try {
    // Lexed and rendered in two steps: `parse` would add a plea to report the marketer's
    // problem to marked's maintainers.
    return markdown.parser(markdown.lexer(body));
  } catch (error) {
    if (!file) throw error;
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}
