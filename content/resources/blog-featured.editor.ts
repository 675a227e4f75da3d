import { singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { blogFeaturedFields, blogFeaturedFile } from "./schemas";

/**
 * The featured blog post: content/resources/blog-featured.json, read by blog.server.ts. Chosen
 * here once rather than ticked on each post, so the editor can never save two or none.
 */
export const blogFeatured = {
  schema: blogFeaturedFile,
  files: { dir: "content/resources", pattern: "blog-featured.json" },
  editor: singleton({
    label: "Blog: featured post",
    path: "content/resources/blog-featured",
    format: { data: "json" },
    schema: blogFeaturedFields,
  }),
} satisfies EditedSingleton;
