import { fields } from "@keystatic/core";
import { coverArtPath } from "@lib/cover-art";
import { titleRoom } from "@lib/seo-limits";
import { z } from "zod";
import { blogBodyProblem, blogBodyWordsProblem } from "../article-body";
import {
  articleBody,
  articleCover,
  articleId,
  articleSearch,
  articleTitle,
  fileName,
  publishedOn,
} from "../editor/article-fields";
import { checkedBody } from "../editor/checked-body";
import {
  array,
  described,
  integer,
  object,
  savedFile,
  text,
  titleAndFileName,
} from "../editor/described";
import { choice, line, optionalLine, paragraph, picture } from "../editor/fields";
import { byFigure, byText, byTitle, exactly } from "../editor/lists";
import { publishingEditorFields } from "../editor/publishing-fields";
import { fileNamePattern, fileNameRule } from "../file-name";
import type { PublishStatus } from "../publishing";
import { blogTopics, industries } from "../taxonomy";

/**
 * The resource kinds (case studies, news, FAQ, blog), each described once: the editor's fields
 * (the *.editor.ts beside this file hand them to Keystatic) and, derived from them, the schema of
 * the saved file (content/editor/described.ts). Case studies (case-studies/*.json) are read by
 * case-studies.server.ts when a page asks for them; news stories (news/*.yaml), the FAQ (faq.yaml) and blog posts
 * (blog/*.md) by the content collections of app/content.config.ts. Either way a bad entry fails
 * the build. Components import only the types from here.
 */

/** Display dates such as "October 2024" or "February 12, 2025". */
const displayDate = (description: string) =>
  text({
    label: "Date",
    description,
    pattern: {
      regex:
        /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}, )?20\d\d$/,
      message: 'Write the date like "October 2024" or "February 12, 2025"',
    },
  });
const readTime = (description?: string) =>
  text({
    label: "Reading time",
    description,
    pattern: { regex: /^\d+ min read$/, message: 'Like "8 min read"' },
  });

// ---------------------------------------------------------------------------------------------
// Case studies

/** A study's page title (before the site's suffix): the client's name, not the study's title. */
export const caseStudyPageTitle = (company: string) => `${company} case study`;
/** The client's name: short, and it must leave its page title within the SEO check's limit. */
export const caseStudyCompanyLength = {
  min: 3,
  max: Math.min(40, titleRoom(caseStudyPageTitle(""))),
} as const;

export { industries };
export type Industry = (typeof industries)[number];

/**
 * One case study: content/resources/case-studies/<address>.json, its own entry in the editor
 * (case-studies.editor.ts), so its Preview opens its own page. Listed newest first by its date;
 * the newest is featured.
 */
export const caseStudyFields = {
  id: integer({
    label: "ID",
    description: "A number no other study has (the next after the highest).",
    min: 1,
  }),
  /** The study's heading; its address (/case-studies/<address>) is the file's name. */
  title: titleAndFileName(
    { label: "Title", description: "The study's heading.", length: { min: 20, max: 110 } },
    {
      label: "Address",
      description:
        "The page's address: /case-studies/<this>. Lower-case words joined by -. It also names the generated cover art; changing it breaks links to the page.",
      pattern: { regex: fileNamePattern, message: `Address: ${fileNameRule}` },
    },
  ),
  /** An invented client name: never a real brand. */
  company: line(
    "Client",
    caseStudyCompanyLength.min,
    caseStudyCompanyLength.max,
    `An invented name: never a real brand. The page's title is "${caseStudyPageTitle("<client>")}" (unless a title for search engines is given below).`,
  ),
  companyProfile: line("Who the client is", 30, 160, "One line: size, market."),
  industry: choice("Industry", industries, "The listing's filter."),
  excerpt: paragraph("Excerpt", 80, 260, "The study in two sentences, for the cards."),
  /** Uploaded in the editor (with alt text, or decorative); without one, the generated art. */
  cover: picture("Cover image", "case-studies", {
    description:
      "Optional. Shown on the study's page, its cards and the first page of its PDF; without one they show its generated art. A picture needs its alt text, or to be marked decorative.",
    focus: true,
  }),
  readTime: readTime(),
  date: displayDate(
    'As it reads on the page: "October 2024". Studies are listed newest first; the newest is featured.',
  ),
  /** Engagement model or service, e.g. "Offshore Development Centre". */
  engagement: line("Engagement", 5, 60, 'The model or service: "Offshore Development Centre".'),
  teamSize: line("Team size", 2, 40, 'e.g. "450+ people".'),
  duration: line("Duration", 2, 40, 'e.g. "5 years, ongoing".'),
  results: array(line("Result", 20, 140), {
    label: "Results",
    description: "Three to six outcomes, most important first: cards show the first two.",
    itemLabel: byText,
    length: { min: 3, max: 6 },
  }),
  tags: array(line("Tag", 2, 32), {
    label: "Tags",
    description: "Two to six.",
    itemLabel: byText,
    length: { min: 2, max: 6 },
  }),
  metrics: array(
    object({
      value: line("Figure", 1, 12, 'Short: "450+", "41%".'),
      label: line("What it measures", 6, 70),
    }),
    {
      label: "Headline figures",
      itemLabel: byFigure,
      ...exactly(3, "at the top of the study's page"),
    },
  ),
  challenge: array(paragraph("Paragraph", 80, 700), {
    label: "The challenge",
    description: "Two to four paragraphs on the situation we walked into.",
    itemLabel: (props) => `${props.value.slice(0, 60)}…`,
    length: { min: 2, max: 4 },
  }),
  approach: array(
    object({
      title: line("Step", 4, 60),
      text: paragraph("What we did", 60, 500),
    }),
    {
      label: "Our approach",
      description: "Three to five steps, in order.",
      itemLabel: byTitle,
      length: { min: 3, max: 5 },
    },
  ),
  // The editor cannot leave out a group: a study without a quote has an empty one.
  quote: object(
    {
      text: optionalLine("Quote", "Without quotation marks.", 40, 320, true),
      attribution: optionalLine("Who said it", 'e.g. "CTO, Fernway Bank".', 8, 90),
    },
    { label: "Client quote", description: "Optional: leave both empty for none." },
  ),
  ...articleSearch("case-studies"),
  ...publishingEditorFields,
};

/**
 * A study's file as saved, then read: what the editor cannot check. Its address is the file's
 * name (case-studies.server.ts reads the folder, checks the name and that no two share an ID).
 */
export const caseStudyFile = savedFile(caseStudyFields).superRefine((study, ctx) => {
  if ((study.quote.text === undefined) !== (study.quote.attribution === undefined)) {
    ctx.addIssue({
      code: "custom",
      path: ["quote"],
      message: "a quote needs both its text and who said it, or neither",
    });
  }
});

type SavedStudy = z.output<typeof caseStudyFile>;

/** A study as pages show it, its address being its file's name. */
export function readStudy(slug: string, { quote, meta, shareImage, cover, ...study }: SavedStudy) {
  const { id, title, company, companyProfile, industry, excerpt, ...rest } = study;
  const image = cover?.src ?? coverArtPath("case-studies", slug);
  // In this order, so the pages' data reads as it did before the file.
  const head = {
    id,
    slug,
    title,
    company,
    companyProfile,
    industry,
    excerpt,
    image,
    ...(cover ? { cover } : {}),
  };
  const search = {
    ...(meta && Object.keys(meta).length ? { meta } : {}),
    ...(shareImage ? { shareImage } : {}),
  };
  return quote.text && quote.attribution
    ? { ...head, ...rest, quote: { text: quote.text, attribution: quote.attribution }, ...search }
    : { ...head, ...rest, ...search };
}

/** A study as pages show it: the publishing fields read, `status` only in a preview. */
export type CaseStudy = Omit<ReturnType<typeof readStudy>, "draft" | "publishAt"> & {
  quote?: { text: string; attribution: string };
  status?: PublishStatus;
};
/** A study's PDF as a page links it (case-study-downloads.server.ts): its address and size. */
export interface CaseStudyDownload {
  /** open: the link is the file; email: the link is the study's request form. */
  mode: "open" | "email";
  href: string;
  /** "36 KB" */
  size: string;
}

/** What listing cards need (the long-form fields stay on the case page), and the study's PDF. */
export type CaseStudySummary = { download: CaseStudyDownload } & Pick<
  CaseStudy,
  | "id"
  | "slug"
  | "title"
  | "company"
  | "industry"
  | "excerpt"
  | "image"
  | "cover"
  | "readTime"
  | "date"
  | "results"
  | "tags"
>;

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
 * A news story: content/resources/news/<slug>.yaml, read by the `news` collection. The file's
 * name is the story's slug and names its generated cover art; an uploaded `cover` replaces that
 * art. A story has no page of its own (/news lists it), so nothing of it is for search engines.
 */
export const newsStoryFields = {
  /** Stable: the story's anchor on the listing and its feed guid are built from it. */
  id: integer({
    label: "ID",
    description:
      "A number no other story has (the next after the highest). It names the story's place in the listing and the feed: never change it once published.",
    min: 1,
  }),
  title: titleAndFileName(
    { label: "Title", length: { min: 20, max: 110 } },
    {
      label: "File name",
      description: "Lower-case words joined by -; also names the story's generated art.",
      pattern: fileName,
    },
  ),
  excerpt: paragraph("Excerpt", 80, 280, "The story in two or three sentences."),
  date: displayDate('As it reads on the page: "November 26, 2026".'),
  category: choice("Category", newsCategories),
  source: line("Source", 3, 40, 'Who tells it, e.g. "Press release" or "H2 Newsroom".'),
  cover: picture("Cover image", "news", {
    description:
      "Optional. Without one the story shows its generated art. A picture needs its alt text, or to be marked decorative.",
    focus: true,
  }),
  ...publishingEditorFields,
};
export const newsStoryFile = savedFile(newsStoryFields);
export type NewsStoryFile = z.output<typeof newsStoryFile>;
/**
 * A story as the pages show it: `image` is the uploaded cover's picture or the generated art;
 * `status` marks it in a preview when the public site does not show it yet.
 */
export type NewsStory = Omit<NewsStoryFile, "draft" | "publishAt"> & {
  slug: string;
  image: string;
  status?: PublishStatus;
};

// ---------------------------------------------------------------------------------------------
// FAQ

/** One question and its answer (the FAQ page's, a landing page's questions and answers). */
export const faqItemFields = object({
  question: text({
    label: "Question",
    description: "Ends with a question mark.",
    min: 10,
    max: 140,
    pattern: { regex: /\?$/, message: "A question ends with ?" },
  }),
  answer: paragraph("Answer", 80, 700),
});
export const faqItemSchema = faqItemFields.saved;
export type FaqItem = z.output<typeof faqItemSchema>;

/** content/resources/faq.yaml: the questions on /faq, in the order shown. */
export const faqFields = {
  items: array(faqItemFields, {
    label: "Questions",
    itemLabel: (props) => props.fields.question.value,
    length: { min: 1 },
  }),
};
export const faqFile = savedFile(faqFields);

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

/** A post's title is its page's title, which the site's suffix follows. */
export const blogTitleLength = { min: 20, max: titleRoom() } as const;

/** A blog post: content/resources/blog/<slug>.md, read by the `blog` collection. */
export const blogFields = {
  id: articleId("post"),
  title: articleTitle(blogTitleLength),
  excerpt: paragraph("Excerpt", 80, 260, "Two or three sentences for the cards and the feed."),
  /** The role shown under the name follows from blogAuthors. */
  author: choice(
    "Author",
    Object.keys(blogAuthors) as (keyof typeof blogAuthors)[],
    "One of the six leaders who write for the blog; their role is shown with it.",
  ),
  date: publishedOn,
  category: choice("Category", blogCategories),
  topic: choice("Topic", blogTopics, "The filter on /blog that lists this post."),
  tags: array(line("Tag", 2, 32), {
    label: "Tags",
    itemLabel: byText,
    length: { min: 2, max: 5 },
  }),
  /** Uploaded in the editor (with alt text, or decorative); without one, the generated art. */
  cover: articleCover("blog"),
  ...articleSearch("blog"),
  ...publishingEditorFields,
  body: checkedBody(articleBody("blog"), (markdown) => blogBodyProblem(markdown, false), {
    whenPublished: blogBodyWordsProblem,
  }),
};
export const blogFrontMatter = savedFile(blogFields);

export type BlogFrontMatter = z.output<typeof blogFrontMatter>;

/**
 * content/resources/blog-featured.json: the one post shown first on /blog, chosen once (so there
 * is always exactly one), with the standfirst its featured block shows. The build checks that
 * the post exists (blog.server.ts).
 */
export const blogFeaturedFields = {
  /** The post's file name. */
  post: described(
    fields.relationship({
      label: "Featured post",
      description: "Shown first on /blog, above 'Latest Articles'. Choose from the blog posts.",
      collection: "blog",
      validation: { isRequired: true },
    }),
    z.string().min(1),
  ),
  standfirst: paragraph(
    "Standfirst",
    150,
    700,
    "The longer introduction the featured block shows instead of the excerpt.",
  ),
};
export const blogFeaturedFile = savedFile(blogFeaturedFields);
export type BlogFeatured = z.output<typeof blogFeaturedFile>;

/**
 * A post as pages show it: `image` is the uploaded cover or the generated art; `status` marks it
 * in a preview when the public site does not show it yet.
 */
export type BlogPostMeta = Omit<BlogFrontMatter, "draft" | "publishAt"> & {
  status?: PublishStatus;
  slug: string;
  /** The post blog-featured.json names, shown first on /blog with its standfirst (`content`). */
  featured: boolean;
  content?: string;
  authorRole: string;
  image: string;
  /** Derived from the body at build: "5 min read". */
  readTime: string;
  link: string;
};
export type BlogPost = BlogPostMeta & { html: string; words: number };
