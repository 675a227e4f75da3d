import { marked } from "marked";

/**
 * What the build asks of an article's Markdown body, as pure functions: the build
 * (content/resources/blog.server.ts) fails on a problem, naming the file, and the editor's body
 * field (content/editor/checked-body.tsx) shows the same problem beside the article before Save.
 */

export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

/** A blog post's body: long enough to be worth a click, short enough to finish. */
export const BLOG_BODY_WORDS = { min: 500, max: 900 } as const;

/**
 * Why the build would refuse a blog post's body, in the marketer's words; undefined if fine. A
 * preview build takes an unpublished post (a draft, or scheduled) of any length: `published`
 * false leaves the word count to blogBodyWordsProblem, for when it is published.
 */
export function blogBodyProblem(markdown: string, published = true): string | undefined {
  if (/^#\s/m.test(markdown)) {
    return "Start sections with Heading 2: the title above is the page's only Heading 1";
  }
  return published ? blogBodyWordsProblem(markdown) : undefined;
}

/** The rule that waits until a post is published: its length. */
export function blogBodyWordsProblem(markdown: string): string | undefined {
  const words = wordCount(markdown);
  const { min, max } = BLOG_BODY_WORDS;
  if (words < min || words > max) {
    return `The article has ${words} words; a blog post needs ${min} to ${max}`;
  }
  return undefined;
}

/**
 * A body picture's Markdown title marks it decorative: `![](/images/uploads/… "decorative")`.
 * The editor's picture dialog saves it from its "For screen readers" choice; the page never shows
 * a title (a tooltip only a mouse can reach), so the title is free to carry the choice.
 */
export const DECORATIVE = "decorative";

/** Alt text's bounds, as for every uploaded picture (content/uploaded-image.ts `altText`). */
export const PICTURE_ALT_LENGTH = { min: 5, max: 250 } as const;

/** Where the editor saves every uploaded picture: the only pictures a body may show. */
export const UPLOADS_PREFIX = "/images/uploads/";

/** A picture in a Markdown body, as written: `![alt](src "title")`. */
export interface BodyPicture {
  src: string;
  alt: string;
  title?: string | null;
}

/** The picture's file name, how the marketer knows it in the editor. */
const pictureName = (src: string) => decodeURI(src).split("/").pop() || src;

/** Why the build would refuse one body picture, in the marketer's words; undefined if fine. */
export function pictureProblem({ src, alt, title }: BodyPicture): string | undefined {
  if (!src.startsWith(UPLOADS_PREFIX)) {
    return `The picture "${src}" must be uploaded in the editor (the Image button), so the site can size it`;
  }
  if (title === DECORATIVE) return undefined;
  const length = alt.trim().length;
  const { min, max } = PICTURE_ALT_LENGTH;
  if (length < min || length > max) {
    return `The picture "${pictureName(src)}" needs alt text (what it shows, ${min} to ${max} characters), or to be marked decorative`;
  }
  return undefined;
}

/** Every picture in a Markdown body, in order, as the build's Markdown parser reads them. */
export function bodyPictures(markdown: string): BodyPicture[] {
  const found: BodyPicture[] = [];
  marked.walkTokens(marked.lexer(markdown, { gfm: true }), (token) => {
    if (token.type === "image")
      found.push({ src: token.href, alt: token.text, title: token.title });
  });
  return found;
}

/** The first body picture the build would refuse, as its problem; undefined if all are fine. */
export function bodyPicturesProblem(markdown: string): string | undefined {
  for (const picture of bodyPictures(markdown)) {
    const problem = pictureProblem(picture);
    if (problem) return problem;
  }
  return undefined;
}
