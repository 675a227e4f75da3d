import { fields } from "@keystatic/core";
import {
  articleBody,
  articleCollection,
  articleCover,
  articleId,
  articleTitle,
  publishedOn,
} from "./editor/article-fields";
import type { EditedCollection } from "./editor/edited";
import { choice, line, paragraph } from "./editor/fields";
import { insightCategories, insightFrontMatter } from "./insight-schema";

/** Insight articles: content/insights/<file name>.md, read by the `insights` collection. */
export const insights = {
  schema: insightFrontMatter,
  ...articleCollection("Insights", "content/insights", {
    id: articleId("insight"),
    title: articleTitle(5, 120),
    excerpt: paragraph(
      "Excerpt",
      40,
      240,
      "One or two sentences for the cards and search results.",
    ),
    author: line("Author", 2, 80),
    authorRole: line("Author's role", 2, 80, 'As shown under the name, e.g. "CEO & Co-Founder".'),
    date: publishedOn,
    readTime: fields.text({
      label: "Reading time",
      description: 'Like "8 min read".',
      validation: {
        isRequired: true,
        pattern: { regex: /^\d+ min read$/, message: 'Write it like "8 min read"' },
      },
    }),
    category: choice("Category", insightCategories),
    cover: articleCover("insights"),
    body: articleBody,
  }),
} satisfies EditedCollection;
