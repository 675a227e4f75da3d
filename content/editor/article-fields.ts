import { type Collection, type ComponentSchema, fields } from "@keystatic/core";
import { SEARCH_DESCRIPTION_LENGTH, SEARCH_TITLE_LENGTH, TITLE_SUFFIX } from "@lib/seo-limits";
import { bodyPicturesProblem, DECORATIVE, PICTURE_ALT_LENGTH } from "../article-body";
import { fileNamePattern, fileNameRule } from "../file-name";
import { checkedBody } from "./checked-body";
import { integer, optionalGroup, optionalText, titleAndFileName } from "./described";
import { day, picture } from "./fields";

/**
 * Fields every Markdown article (insight, blog post) shares in the editor. The body is edited as
 * rich text and saved as plain Markdown under the front matter, which the build renders.
 */
/** The build's rule for a file's name, refused in the "File name" field too. */
export const fileName = { regex: fileNamePattern, message: `File name: ${fileNameRule}` };

export const articleId = (what: string) =>
  integer({
    label: "ID",
    description: `A number no other ${what} has (the next after the highest). Never change it once published.`,
    min: 1,
  });

/** The title, which is also the page's title: `length` is what the site's suffix leaves. */
export const articleTitle = (length: { min: number; max: number }) =>
  titleAndFileName(
    {
      label: "Title",
      description: `The page's heading and, followed by "${TITLE_SUFFIX}", its title in search results (unless a title for search engines is given below): ${length.min} to ${length.max} characters.`,
      length,
    },
    {
      label: "File name",
      description:
        "Lower-case words joined by -: the page's address and its generated art. Never change it once published.",
      pattern: fileName,
    },
  );

export const publishedOn = day("Published on", "Articles are listed newest first.");

export const articleCover = (collection: string) =>
  picture("Cover image", collection, {
    description:
      "Optional. Without one the article shows its generated art. A picture needs its alt text, or to be marked decorative.",
    focus: true,
  });

/** An uploaded file's name as the site serves it: lower-case words joined by -. */
export function pictureFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : "png";
  const words = stem
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${words || "picture"}.${ext}`;
}

/**
 * The article's body: Markdown with pictures uploaded beside the entry's other pictures
 * (public/images/uploads/<collection>/<file name>/), each with alt text or marked decorative
 * (the title a Markdown picture carries saves the choice: content/article-body.ts). Save is
 * refused while a picture has neither, as the build would refuse it.
 */
export const articleBody = (collection: string) =>
  checkedBody(
    fields.markdoc({
      label: "Article",
      description:
        "Start sections with a level-2 heading; the title above is the page's heading. The Image button adds a picture: then choose Edit on it to describe it.",
      extension: "md",
      options: {
        image: {
          directory: `public/images/uploads/${collection}`,
          publicPath: `/images/uploads/${collection}/`,
          transformFilename: pictureFileName,
          schema: {
            alt: fields.text({
              label: "Alt text",
              description: `What the picture shows, for visitors who cannot see it (${PICTURE_ALT_LENGTH.min} to ${PICTURE_ALT_LENGTH.max} characters). Leave it empty only for a decorative picture.`,
              multiline: true,
              validation: {
                length: { max: PICTURE_ALT_LENGTH.max },
                pattern: {
                  regex: new RegExp(`^$|^[\\s\\S]{${PICTURE_ALT_LENGTH.min},}$`),
                  message: `Alt text: empty, or at least ${PICTURE_ALT_LENGTH.min} characters`,
                },
              },
            }),
            title: fields.select({
              label: "For screen readers",
              description:
                "A decorative picture says nothing to a screen reader: choose it only when the text says it all.",
              options: [
                { label: "Described by its alt text", value: "described" },
                { label: "Decorative", value: DECORATIVE },
              ],
              defaultValue: "described",
            }),
          },
        },
      },
    }),
    bodyPicturesProblem,
  );

/**
 * What search engines and shares show of an article's page, each optional: without them the
 * page's title, description and share card are made from the article (its title, its excerpt,
 * a card drawn with its title). The same limits as a landing page's.
 */
export const articleSearch = (collection: string) => ({
  meta: optionalGroup(
    {
      title: optionalText({
        label: "Title for search engines",
        description: `Optional. Shown in the browser tab and search results instead of the title (followed by "${TITLE_SUFFIX}"), ${SEARCH_TITLE_LENGTH.min} to ${SEARCH_TITLE_LENGTH.max} characters.`,
        ...SEARCH_TITLE_LENGTH,
      }),
      description: optionalText({
        label: "Description for search engines",
        description: `Optional. Shown under the title in search results instead of the excerpt, ${SEARCH_DESCRIPTION_LENGTH.min} to ${SEARCH_DESCRIPTION_LENGTH.max} characters.`,
        multiline: true,
        ...SEARCH_DESCRIPTION_LENGTH,
      }),
    },
    { label: "Search engines" },
  ),
  shareImage: picture("Share image", collection, {
    description:
      "Optional. The picture a link to the page shows on LinkedIn, in Slack or in an e-mail; without one the page gets a card with its title.",
    decorative: false,
  }),
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
