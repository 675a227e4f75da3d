import { describe, expect, it } from "vitest";
import { checkedBy } from "./astro-schema";
import { insightFrontMatter } from "./insight-schema";
import { parseInsight } from "./insights.server";
import { blogPostsFrom, parseBlogPost } from "./resources/blog.server";
import { blogFrontMatter } from "./resources/schemas";
import { readCollection } from "./test-support/read-collection";

const insight = readCollection("content/insights", insightFrontMatter).find(
  (e) => e.id === "agile-transformation",
)!;
const posts = readCollection("content/resources/blog", blogFrontMatter);
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message }));

describe("checkedBy: a collection's schema is our zod schema", () => {
  it("passes a good file's front matter through as zod parses it", () => {
    expect(checkedBy(insightFrontMatter).parse(insight.data)).toEqual(insight.data);
    expect(checkedBy(blogFrontMatter).parse(posts[0]!.data)).toEqual(posts[0]!.data);
  });

  it("reads an unquoted YAML date as its ISO text", () => {
    const parsed = checkedBy(insightFrontMatter).parse({
      ...insight.data,
      date: new Date("2024-03-12T00:00:00Z"),
    });
    expect(parsed.date).toBe("2024-03-12");
  });

  it("hands each zod issue to Astro as zod words it, with its field, so the build names them", () => {
    const bad = { ...insight.data, title: "T".repeat(200), category: "Astrology" };
    const result = checkedBy(insightFrontMatter).safeParse(bad);
    expect(result.success).toBe(false);
    expect(issues(result)).toEqual([
      { path: ["title"], message: "Too big: expected string to have <=120 characters" },
      { path: ["category"], message: expect.stringMatching(/^Invalid option: expected one of/) },
    ]);
    // Word for word what zod 4 says.
    expect(issues(result)).toEqual(issues(insightFrontMatter.safeParse(bad)));
  });

  it("keeps the path of a cross-field rule, and reports an unknown field", () => {
    const post = posts[0]!.data;
    expect(
      issues(checkedBy(blogFrontMatter).safeParse({ ...post, featured: true, content: undefined })),
    ).toEqual([{ path: ["content"], message: "the featured post needs a content standfirst" }]);
    // zod puts an unknown field on the object, and its message names the field.
    expect(issues(checkedBy(blogFrontMatter).safeParse({ ...post, colour: "red" }))).toEqual([
      { path: [], message: 'Unrecognized key: "colour"' },
    ]);
  });
});

describe("what a schema cannot see still fails, naming the file", () => {
  it("an article whose file name cannot be its address", () => {
    const filePath = "content/insights/Agile_Transformation.md";
    expect(() => parseInsight({ ...insight, id: "Agile_Transformation", filePath })).toThrow(
      `${filePath}: name the file in lower-case words joined by -`,
    );
  });

  it("an article's address, art and cover follow from its file", () => {
    const parsed = parseInsight(insight);
    expect([parsed.link, parsed.image]).toEqual([
      "/insights/agile-transformation",
      "/images/insights/agile-transformation.svg",
    ]);
    const cover = "/images/uploads/insights/agile-transformation/cover.jpg";
    expect(parseInsight({ ...insight, data: { ...insight.data, cover } }).image).toBe(cover);
  });

  it("a post's role, art and cover follow from its author and file", () => {
    const post = posts.find((p) => p.id === "choosing-a-bangalore-hub")!;
    const parsed = parseBlogPost(post);
    expect([parsed.authorRole, parsed.image]).toEqual([
      "VP Operations",
      "/images/blog/choosing-a-bangalore-hub.svg",
    ]);
    const cover = "/images/uploads/blog/choosing-a-bangalore-hub/cover.png";
    expect(parseBlogPost({ ...post, data: { ...post.data, cover } }).image).toBe(cover);
  });

  it("a post whose headings or length are wrong", () => {
    const post = posts.find((p) => !p.data.featured)!;
    const file = `content/resources/blog/${post.id}.md`;
    expect(() => parseBlogPost({ ...post, body: `# A second title\n\n${post.body}` })).toThrow(
      `${file}: the page title is the h1; use ## headings`,
    );
    expect(() => parseBlogPost({ ...post, body: "Too short." })).toThrow(
      `${file}: body has 2 words, expected 500–900`,
    );
  });

  it("a blog with no featured post, or two", () => {
    const unfeatured = posts.map((p) => ({ ...p, data: { ...p.data, featured: false } }));
    expect(() => blogPostsFrom(unfeatured)).toThrow(/exactly one post must be featured \(0\)/);
    const twice = posts.map((p) => ({ ...p, data: { ...p.data, featured: true } }));
    expect(() => blogPostsFrom(twice)).toThrow(/exactly one post must be featured/);
  });
});
