import { fields } from "@keystatic/core";
import {
  articleBody,
  articleCollection,
  articleCover,
  articleId,
  articleTitle,
  publishedOn,
} from "../editor/article-fields";
import type { EditedCollection } from "../editor/edited";
import { choice, line, paragraph } from "../editor/fields";
import { blogAuthors, blogCategories, blogFrontMatter, blogTopics } from "./schemas";

const authors = Object.keys(blogAuthors);

/** Blog posts: content/resources/blog/<file name>.md, read by the `blog` collection. */
export const blog = {
  schema: blogFrontMatter,
  ...articleCollection("Blog posts", "content/resources/blog", {
    id: articleId("post"),
    title: articleTitle(20, 110),
    excerpt: paragraph("Excerpt", 80, 260, "Two or three sentences for the cards and the feed."),
    content: fields.text({
      label: "Standfirst",
      description:
        "Only for the featured post: the longer introduction in the featured block on /blog (150–700 characters).",
      multiline: true,
      validation: {
        length: { max: 700 },
        pattern: {
          regex: /^(|[\s\S]{150,})$/,
          message: "Leave it empty, or write at least 150 characters",
        },
      },
    }),
    author: choice(
      "Author",
      authors,
      "One of the six leaders who write for the blog; their role is shown with it.",
    ),
    date: publishedOn,
    category: choice("Category", blogCategories),
    topic: choice("Topic", blogTopics, "The filter on /blog that lists this post."),
    tags: fields.array(line("Tag", 2, 32), {
      label: "Tags",
      itemLabel: (props) => props.value,
      validation: { length: { min: 2, max: 5 } },
    }),
    cover: articleCover("blog"),
    featured: fields.checkbox({
      label: "Featured",
      description: "Shown first on /blog with its standfirst. Exactly one post is featured.",
    }),
    body: articleBody,
  }),
} satisfies EditedCollection;
