import { describe, expect, it } from "vitest";
import { getBlogSummaries } from "./blog.server";
import { NEWS_PAGE_SIZE, newsStories } from "./news.server";
import { blogSlugs, newsCounts } from "./slugs";

// app/routes.ts makes the archive pages from these counts at config time: a count that
// differs from the validated content would leave a page out or prerender an empty one.
describe("config-time counts", () => {
  it("count the news stories and the page size as the news module has them", () => {
    expect(newsCounts()).toEqual({ stories: newsStories.length, pageSize: NEWS_PAGE_SIZE });
  });

  it("list every blog post", () => {
    expect(blogSlugs()).toEqual(
      getBlogSummaries()
        .map((p) => p.slug)
        .sort(),
    );
  });
});
