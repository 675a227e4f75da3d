import { describe, expect, it } from "vitest";
import { NEWS_PAGE_SIZE, newsImageSlug, newsStories } from "./news.server";

// Page 1 and the archive pages are cut from this list by position, so its order is the
// order visitors read, and a story out of place would sit on the wrong page.
describe("news stories", () => {
  it("are newest first, so the six featured stories are the newest and the archive follows", () => {
    const times = newsStories.map((s) => Date.parse(s.date));
    expect(times.every((t) => !Number.isNaN(t))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("fill page 1 and leave at least one full archive page behind it", () => {
    expect(NEWS_PAGE_SIZE).toBe(6);
    expect(newsStories.length).toBeGreaterThanOrEqual(2 * NEWS_PAGE_SIZE);
  });

  it("each have their own id and their own cover image", () => {
    const ids = newsStories.map((s) => s.id);
    const images = newsStories.map((s) => newsImageSlug(s.image));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(images).size).toBe(images.length);
  });
});
