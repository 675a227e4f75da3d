import { type Collection, type ComponentSchema, fields } from "@keystatic/core";

/**
 * Fields every Markdown article (insight, blog post) shares in the editor. The body is edited as
 * rich text and saved as plain Markdown under the front matter, which the build renders.
 */
export const articleId = (what: string) =>
  fields.integer({
    label: "ID",
    description: `A number no other ${what} has (the next after the highest). Never change it once published.`,
    validation: { isRequired: true, min: 1 },
  });

export const articleTitle = (min: number, max: number) =>
  fields.slug({
    name: { label: "Title", validation: { isRequired: true, length: { min, max } } },
    slug: {
      label: "File name",
      description:
        "Lower-case words joined by -: the page's address and its generated art. Never change it once published.",
    },
  });

export const publishedOn = fields.date({
  label: "Published on",
  description: "Articles are listed newest first.",
  validation: { isRequired: true },
});

export const articleCover = (collection: string) =>
  fields.image({
    label: "Cover image",
    description: "Optional. Without one the article shows its generated art.",
    directory: `public/images/uploads/${collection}`,
    publicPath: `/images/uploads/${collection}/`,
  });

export const articleBody = fields.markdoc({
  label: "Article",
  description: "Start sections with a level-2 heading; the title above is the page's heading.",
  extension: "md",
  options: { image: false },
});

/**
 * A collection of Markdown articles in `dir` (one `<file name>.md` each, the body under the front
 * matter), listed by title and date, edited with the body beside the fields: the editor half and
 * the files of an EditedCollection.
 */
export function articleCollection<S extends Record<string, ComponentSchema>>(
  label: string,
  dir: string,
  schema: S,
) {
  // Keystatic's collection() only narrows types, which a generic schema cannot satisfy; the
  // object is the same.
  const editor: Collection<S, "title"> = {
    label,
    path: `${dir}/*` as const,
    format: { contentField: "body" },
    entryLayout: "content",
    slugField: "title",
    columns: ["title", "date"],
    schema,
  };
  return { files: { dir, pattern: "*.md" }, editor };
}
