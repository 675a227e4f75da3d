import { articleCollection } from "../editor/article-fields";
import type { EditedCollection } from "../editor/edited";
import { blogFields, blogFrontMatter } from "./schemas";

/** Blog posts: content/resources/blog/<file name>.md, read by the `blog` collection. */
export const blog = {
  schema: blogFrontMatter,
  ...articleCollection("Blog posts", "content/resources/blog", blogFields),
} satisfies EditedCollection;
