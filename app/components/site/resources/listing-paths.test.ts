import { describe, expect, it } from "vitest";
import {
  BLOG_FIRST_CARDS,
  BLOG_PAGE_SIZE,
  blogCategoryPath,
  blogPageCount,
  blogPageRange,
  blogTopicFromParam,
  industryFromParam,
  industryPath,
  laterPages,
  newsPagePath,
  pageFromPath,
  toParam,
} from "./listing-paths";

describe("listing paths", () => {
  it("turns labels into readable slugs and back", () => {
    expect(toParam("Retail & E-commerce")).toBe("retail-e-commerce");
    expect(industryPath("Retail & E-commerce")).toBe("/case-studies/industry/retail-e-commerce");
    expect(industryFromParam("retail-e-commerce")).toBe("Retail & E-commerce");
    expect(blogCategoryPath("DevOps")).toBe("/blog/category/devops");
    expect(blogTopicFromParam("team-building")).toBe("Team Building");
    expect(blogTopicFromParam("blockchain")).toBeUndefined();
  });

  it("puts page 1 at the listing's own path and reads the page back", () => {
    expect(newsPagePath(1)).toBe("/news");
    expect(newsPagePath(3)).toBe("/news/page/3");
    expect(pageFromPath("/news")).toBe(1);
    expect(pageFromPath("/news/page/3")).toBe(3);
    expect(pageFromPath("/blog/page/12/")).toBe(12);
    expect(laterPages(1)).toEqual([]);
    expect(laterPages(3)).toEqual([2, 3]);
  });
});

describe("blog pages", () => {
  it("shows the featured post and seven more on /blog, then six a page", () => {
    expect([BLOG_FIRST_CARDS, BLOG_PAGE_SIZE]).toEqual([7, 6]);
    expect(blogPageRange(1)).toEqual([1, 8]);
    expect(blogPageRange(2)).toEqual([8, 14]);
    expect(blogPageRange(3)).toEqual([14, 20]);
  });

  it("makes a page only for posts that need one", () => {
    expect(blogPageCount(1)).toBe(1);
    expect(blogPageCount(8)).toBe(1);
    expect(blogPageCount(9)).toBe(2);
    expect(blogPageCount(14)).toBe(2);
    expect(blogPageCount(15)).toBe(3);
  });

  it("cuts every post into exactly one page", () => {
    for (let posts = 1; posts <= 40; posts++) {
      const seen = Array.from({ length: blogPageCount(posts) }, (_, i) => blogPageRange(i + 1))
        .flatMap(([start, end]) => Array.from({ length: end - start }, (_, i) => start + i))
        .filter((i) => i < posts);
      expect(seen).toEqual(Array.from({ length: posts - 1 }, (_, i) => i + 1));
      // The last page is never empty.
      expect(blogPageRange(blogPageCount(posts))[0]).toBeLessThan(Math.max(posts, 2));
    }
  });
});
