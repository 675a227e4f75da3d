import { z } from "zod";
import { isoDate } from "./iso-date";
import { insightCategories } from "./taxonomy";
import { uploadedImage } from "./uploaded-image";

export { insightCategories };

/**
 * Front matter of an insight article (content/insights/<slug>.md): the `insights` collection's
 * schema (app/content.config.ts) and the editor's (content/insights.editor.ts). The page's
 * address and its generated cover art follow from the file's name, so nobody types them.
 */
export const insightFrontMatter = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(5).max(120),
    excerpt: z.string().min(40).max(240),
    author: z.string().min(2).max(80),
    authorRole: z.string().min(2).max(80),
    date: isoDate,
    readTime: z.string().regex(/^\d+ min read$/, 'readTime looks like "6 min read"'),
    category: z.enum(insightCategories),
    /** Uploaded in the editor; without one the article shows its generated art. */
    cover: uploadedImage("insights").optional(),
  })
  .strict();

export type InsightFrontMatter = z.output<typeof insightFrontMatter>;
/** An article as pages show it: `image` is the uploaded cover or the generated art. */
export type InsightMeta = Omit<InsightFrontMatter, "cover"> & {
  slug: string;
  link: string;
  image: string;
};
export type Insight = InsightMeta & { html: string; words: number };
