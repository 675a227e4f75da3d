import { describe, expect, it } from "vitest";
import type { ContentEntry } from "../markdown.server";
import { readDataEntry, readNewsStories } from "../test-support/read-collection";
import { NEWS_PAGE_SIZE, newsStoriesFrom } from "./news.server";
import { type NewsStoryFile, newsStoryFile } from "./schemas";

const newsStories = readNewsStories();

const entry = (id: string, data: Partial<NewsStoryFile>): ContentEntry<NewsStoryFile> => ({
  id,
  filePath: `content/resources/news/${id}.yaml`,
  data: { ...newsStories[0]!, ...data } as NewsStoryFile,
});

// Page 1 and the archive pages are cut from this list by position, so its order is the
// order visitors read, and a story out of place would sit on the wrong page.
describe("news stories", () => {
  it("are newest first, so the six featured stories are the newest and the archive follows", () => {
    const times = newsStories.map((s) => Date.parse(s.date));
    expect(times.every((t) => !Number.isNaN(t))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("go to the top by date whatever their file is called, so a new story needs no ordering", () => {
    const stories = newsStoriesFrom([
      entry("a-old", { id: 1, date: "March 1, 2024" }),
      entry("z-new", { id: 2, date: "November 26, 2026" }),
    ]);
    expect(stories.map((s) => s.slug)).toEqual(["z-new", "a-old"]);
  });

  it("fill page 1 and leave at least one full archive page behind it", () => {
    expect(NEWS_PAGE_SIZE).toBe(6);
    expect(newsStories.length).toBeGreaterThanOrEqual(2 * NEWS_PAGE_SIZE);
  });

  it("each have their own id and their own cover image", () => {
    const ids = newsStories.map((s) => s.id);
    const images = newsStories.map((s) => s.image);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(images).size).toBe(images.length);
  });

  it("show the generated art, or the cover an editor uploaded", () => {
    const [art, uploaded] = newsStoriesFrom([
      entry("with-art", { id: 1, date: "March 2, 2024" }),
      entry("with-cover", {
        id: 2,
        cover: { src: "/images/uploads/news/with-cover/cover.png", alt: "Our Singapore office" },
      }),
    ]).sort((a, b) => a.id - b.id);
    expect(art!.image).toBe("/images/news/with-art.svg");
    expect(uploaded!.image).toBe("/images/uploads/news/with-cover/cover.png");
  });

  it("refuse two files with one id, naming both", () => {
    expect(() => newsStoriesFrom([entry("one", { id: 3 }), entry("two", { id: 3 })])).toThrow(
      "content/resources/news/two.yaml: id 3 is already used by content/resources/news/one.yaml",
    );
  });

  // What an edit by hand (or an editor that drifted) can get wrong: the build refuses the file
  // through the same schema and `checkedBy`, naming the file and the field.
  const good = [
    "id: 40",
    "title: H2 opens a Singapore office for clients in South-East Asia",
    "excerpt: Client partners in Singapore give clients across South-East Asia a local partner for discovery and governance.",
    "date: November 26, 2026",
    "category: Company News",
    "source: Press release",
    "draft: false",
  ];
  const bad: [string, string[], RegExp][] = [
    [
      "a title too long",
      good.map((l) => (l.startsWith("title") ? `title: ${"Long ".repeat(30)}` : l)),
      /title: Too big/,
    ],
    ["a missing field", good.filter((l) => !l.startsWith("source")), /source: Invalid input/],
    [
      "an unknown category",
      good.map((l) => (l.startsWith("category") ? "category: Awards" : l)),
      /category: Invalid option/,
    ],
  ];
  it.each(bad)("refuse %s, naming the file and the field", (_, lines, field) => {
    const file = "content/resources/news/singapore-office.yaml";
    expect(() => readDataEntry(file, good.join("\n"), newsStoryFile)).not.toThrow();
    expect(() => readDataEntry(file, lines.join("\n"), newsStoryFile)).toThrow(
      new RegExp(`^${file} is invalid: .*${field.source}`),
    );
  });
});
