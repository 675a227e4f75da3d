import { z } from "zod";
import { insightCategories } from "./taxonomy";

export { insightCategories };

/**
 * Front matter of an insight article (content/insights/<slug>.md): the `insights` collection's
 * schema (app/content.config.ts).
 */
export const insightFrontMatter = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(5).max(120),
    excerpt: z.string().min(40).max(240),
    author: z.string().min(2),
    authorRole: z.string().min(2),
    date: z.iso.date(),
    readTime: z.string().regex(/^\d+ min read$/, 'readTime looks like "6 min read"'),
    category: z.enum(insightCategories),
    image: z.string().regex(/^\/images\/insights\/[a-z0-9-]+\.svg$/),
    link: z.string().regex(/^\/insights\/[a-z0-9-]+$/),
  })
  .strict();

export type InsightFrontMatter = z.output<typeof insightFrontMatter>;
export type InsightMeta = InsightFrontMatter & { slug: string };
export type Insight = InsightMeta & { html: string; words: number };
