import { describe, expect, it } from "vitest";
import { readBlogPosts } from "../test-support/read-collection";
import { blogSummaries, relatedPosts } from "./blog.server";

describe("relatedPosts", () => {
  const all = readBlogPosts();
  const posts = blogSummaries(all);

  it("offers three other posts, same topic first", () => {
    for (const post of posts) {
      const related = relatedPosts(all, post.slug, 3);
      expect(related).toHaveLength(3);
      expect(related.map((p) => p.slug)).not.toContain(post.slug);
      const topics = related.map((p) => p.topic === post.topic);
      // Every same-topic post comes before every other one.
      expect(topics).toEqual([...topics].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it("names every post as some other post's next read, so none is reachable only by Load More", () => {
    const linked = new Set(posts.flatMap((p) => relatedPosts(all, p.slug, 3).map((r) => r.slug)));
    expect(posts.filter((p) => !linked.has(p.slug)).map((p) => p.slug)).toEqual([]);
  });
});
