import { DESCRIPTION_LENGTH, titleRoom } from "@lib/seo-limits";
import type { z } from "zod";
import {
  articleBody,
  articleCover,
  articleId,
  articleSearch,
  articleTitle,
  publishedOn,
} from "./editor/article-fields";
import { savedFile, text } from "./editor/described";
import { choice, line, paragraph } from "./editor/fields";
import { publishingEditorFields } from "./editor/publishing-fields";
import type { PublishStatus } from "./publishing";
import { insightCategories } from "./taxonomy";

export { insightCategories };

/** An article's title is its page's title, which the site's suffix follows. */
export const insightTitleLength = { min: 5, max: titleRoom() } as const;
/** The excerpt is the page's meta description (cut to its longest), so at least as long. */
export const insightExcerptLength = { min: DESCRIPTION_LENGTH.min, max: 240 } as const;

/**
 * An insight article (content/insights/<slug>.md), described once: the editor's fields
 * (content/insights.editor.ts) and, from them, its front matter's schema, which the `insights`
 * collection checks (app/content.config.ts). The page's address and its generated cover art
 * follow from the file's name, so nobody types them.
 */
export const insightFields = {
  id: articleId("insight"),
  title: articleTitle(insightTitleLength),
  excerpt: paragraph(
    "Excerpt",
    insightExcerptLength.min,
    insightExcerptLength.max,
    "One or two sentences for the cards and search results.",
  ),
  author: line("Author", 2, 80),
  authorRole: line("Author's role", 2, 80, 'As shown under the name, e.g. "CEO & Co-Founder".'),
  date: publishedOn,
  readTime: text({
    label: "Reading time",
    description: 'Like "8 min read".',
    pattern: { regex: /^\d+ min read$/, message: 'Write it like "8 min read"' },
  }),
  category: choice("Category", insightCategories),
  /** Uploaded in the editor (with alt text, or decorative); without one, the generated art. */
  cover: articleCover("insights"),
  ...articleSearch("insights"),
  ...publishingEditorFields,
  body: articleBody("insights"),
};

export const insightFrontMatter = savedFile(insightFields);
export type InsightFrontMatter = z.output<typeof insightFrontMatter>;

/**
 * An article as pages show it: `image` is the uploaded cover or the generated art; `status` marks
 * it in a preview when the public site does not show it yet.
 */
export type InsightMeta = Omit<InsightFrontMatter, "draft" | "publishAt"> & {
  status?: PublishStatus;
  slug: string;
  link: string;
  image: string;
};
export type Insight = InsightMeta & { html: string; words: number };
