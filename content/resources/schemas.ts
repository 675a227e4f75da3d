import { coverArtPath } from "@lib/cover-art";
import { z } from "zod";
import { isoDate } from "../iso-date";
import { blogTopics, industries } from "../taxonomy";
import { uploadedImage } from "../uploaded-image";

/**
 * Schemas of the resource collections (case studies, news, FAQ, blog). Case studies live in
 * case-studies.server.ts beside this file and are validated when a page imports them; news
 * stories (news/*.yaml), the FAQ (faq.yaml) and blog posts (blog/*.md) are files the editor
 * writes, checked by the content collections of app/content.config.ts. Either way a bad entry
 * fails the build. Components import only the types from here.
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug: lower-case words joined by -");
const sentence = (min: number, max: number) => z.string().trim().min(min).max(max);
/** Display dates such as "October 2024" or "February 12, 2025". */
const displayDate = z
  .string()
  .regex(
    /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}, )?20\d\d$/,
    'date reads like "October 2024" or "February 12, 2025"',
  );
const readTime = z.string().regex(/^\d+ min read$/, 'readTime looks like "8 min read"');

// ---------------------------------------------------------------------------------------------
// Case studies

export { industries };
export type Industry = (typeof industries)[number];

export const caseStudySchema = z
  .object({
    id: z.number().int().positive(),
    slug,
    title: sentence(20, 110),
    /** An invented client name: never a real brand. */
    company: sentence(3, 40),
    /** One line on who the client is (size, market). */
    companyProfile: sentence(30, 160),
    industry: z.enum(industries),
    excerpt: sentence(80, 260),
    image: z.string().regex(/^\/images\/case-studies\/[a-z0-9-]+\.svg$/),
    readTime,
    date: displayDate,
    /** Engagement model or service, e.g. "Offshore Development Centre". */
    engagement: sentence(5, 60),
    teamSize: sentence(2, 40),
    duration: sentence(2, 40),
    /** Outcomes, most important first (cards show the first two). */
    results: z.array(sentence(20, 140)).min(3).max(6),
    tags: z.array(sentence(2, 32)).min(2).max(6),
    /** Three headline figures for the case page. */
    metrics: z
      .array(z.object({ value: sentence(1, 12), label: sentence(6, 70) }).strict())
      .length(3),
    /** Paragraphs describing the situation we walked into. */
    challenge: z.array(sentence(80, 700)).min(2).max(4),
    /** What we did, in order. */
    approach: z
      .array(z.object({ title: sentence(4, 60), text: sentence(60, 500) }).strict())
      .min(3)
      .max(5),
    quote: z
      .object({ text: sentence(40, 320), attribution: sentence(8, 90) })
      .strict()
      .optional(),
  })
  .strict();
export type CaseStudy = z.output<typeof caseStudySchema>;
/** What listing cards need (the long-form fields stay on the case page). */
export type CaseStudySummary = Pick<
  CaseStudy,
  | "id"
  | "slug"
  | "title"
  | "company"
  | "industry"
  | "excerpt"
  | "image"
  | "readTime"
  | "date"
  | "results"
  | "tags"
>;

/**
 * content/resources/case-studies.json, as the editor saves it: the studies in listing order (the
 * first is featured). A study's cover art is generated from its slug, so the file has no image;
 * the editor cannot leave out an object, so a study without a quote has an empty one.
 */
export const caseStudiesFile = z
  .object({
    studies: z
      .array(
        caseStudySchema
          .omit({ image: true, quote: true })
          .extend({
            quote: z
              .object({
                text: sentence(40, 320).optional(),
                attribution: sentence(8, 90).optional(),
              })
              .strict()
              .refine((q) => (q.text === undefined) === (q.attribution === undefined), {
                message: "a quote needs both its text and who said it, or neither",
              }),
          })
          .transform(({ quote, ...study }): CaseStudy => {
            const { id, slug, title, company, companyProfile, industry, excerpt, ...rest } = study;
            const image = coverArtPath("case-studies", slug);
            // In the schema's order, so the pages' data reads as it did before the file.
            const head = { id, slug, title, company, companyProfile, industry, excerpt, image };
            return quote.text && quote.attribution
              ? { ...head, ...rest, quote: { text: quote.text, attribution: quote.attribution } }
              : { ...head, ...rest };
          }),
      )
      .min(1),
  })
  .strict()
  .superRefine(({ studies }, ctx) => {
    studies.forEach((study, i) => {
      for (const key of ["id", "slug"] as const) {
        if (studies.findIndex((other) => other[key] === study[key]) < i) {
          ctx.addIssue({ code: "custom", path: ["studies", i, key], message: `${key} taken` });
        }
      }
    });
  });

// ---------------------------------------------------------------------------------------------
// News

export const newsCategories = [
  "Company News",
  "Best Practices",
  "Company Milestone",
  "Technology Insights",
  "Security",
] as const;

/**
 * Front matter of content/resources/news/<slug>.yaml: the `news` collection's schema (and the
 * editor's, whose fields keystatic.config.ts mirrors). The file's name is the story's slug and
 * names its generated cover art; an uploaded `cover` replaces that art.
 */
export const newsStoryFile = z
  .object({
    /** Stable: the story's anchor on the listing and its feed guid are built from it. */
    id: z.number().int().positive(),
    title: sentence(20, 110),
    excerpt: sentence(80, 280),
    date: displayDate,
    category: z.enum(newsCategories),
    source: sentence(3, 40),
    cover: uploadedImage("news").optional(),
  })
  .strict();
export type NewsStoryFile = z.output<typeof newsStoryFile>;
/** A story as the pages show it: `image` is the uploaded cover or the generated art. */
export type NewsStory = Omit<NewsStoryFile, "cover"> & { slug: string; image: string };

// ---------------------------------------------------------------------------------------------
// FAQ

export const faqItemSchema = z
  .object({
    question: z.string().trim().min(10).max(140).endsWith("?"),
    answer: sentence(80, 700),
  })
  .strict();
export type FaqItem = z.output<typeof faqItemSchema>;

/** content/resources/faq.yaml: the questions on /faq, in the order shown. */
export const faqFile = z.object({ items: z.array(faqItemSchema).min(1) }).strict();

// ---------------------------------------------------------------------------------------------
// Blog

export const blogCategories = [
  "Strategy",
  "Development",
  "Leadership",
  "Culture",
  "Location",
  "Recruitment",
] as const;

/** The filter row on /blog uses the insight categories; each post maps to one as its topic. */
export { blogTopics };
export type BlogTopic = (typeof blogTopics)[number];

/** The six leaders who write for the blog, with the role shown under their name. */
export const blogAuthors = {
  "Claire Dubois": "CEO & Co-Founder",
  "Arjun Menon": "CTO & Co-Founder",
  "Aoife Byrne": "VP Operations",
  "Katarzyna Nowak": "VP People & Culture",
  "Rahul Iyer": "VP Engineering",
  "Priya Raman": "VP Talent Acquisition",
} as const;

/** Front matter of content/resources/blog/<slug>.md: the `blog` collection's schema. */
export const blogFrontMatter = z
  .object({
    id: z.number().int().positive(),
    title: sentence(20, 110),
    excerpt: sentence(80, 260),
    /** The featured post's standfirst, shown in the featured block on /blog. */
    content: sentence(150, 700).optional(),
    /** The role shown under the name follows from blogAuthors. */
    author: z.enum(Object.keys(blogAuthors) as [keyof typeof blogAuthors]),
    date: isoDate,
    category: z.enum(blogCategories),
    topic: z.enum(blogTopics),
    tags: z.array(sentence(2, 32)).min(2).max(5),
    /** Uploaded in the editor; without one the post shows its generated art. */
    cover: uploadedImage("blog").optional(),
    featured: z.boolean(),
  })
  .strict()
  .refine((p) => !p.featured || p.content, {
    message: "the featured post needs a content standfirst",
    path: ["content"],
  });

export type BlogFrontMatter = z.output<typeof blogFrontMatter>;
/** A post as pages show it: `image` is the uploaded cover or the generated art. */
export type BlogPostMeta = Omit<BlogFrontMatter, "cover"> & {
  slug: string;
  authorRole: string;
  image: string;
  /** Derived from the body at build: "5 min read". */
  readTime: string;
  link: string;
};
export type BlogPost = BlogPostMeta & { html: string; words: number };
