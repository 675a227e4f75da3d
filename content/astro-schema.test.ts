import { describe, expect, it } from "vitest";
import { checkedBy } from "./astro-schema";
import { insightFrontMatter } from "./insight-schema";
import { parseInsight } from "./insights.server";
import { blogFeatured, blogPostsFrom, parseBlogPost } from "./resources/blog.server";
import { blogFrontMatter } from "./resources/schemas";
import savedSite from "./site.json";
import { siteFactsFile } from "./site-facts";
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
      { path: ["title"], message: "Too big: expected string to have <=85 characters" },
      { path: ["category"], message: expect.stringMatching(/^Invalid option: expected one of/) },
    ]);
    // Word for word what zod 4 says.
    expect(issues(result)).toEqual(issues(insightFrontMatter.safeParse(bad)));
  });

  it("keeps the path of a cross-field rule, and reports an unknown field", () => {
    const post = posts[0]!.data;
    const mainMenu = savedSite.mainMenu.map((item) => ({ ...item, opensServices: true }));
    expect(issues(checkedBy(siteFactsFile).safeParse({ ...savedSite, mainMenu }))).toEqual([
      { path: ["mainMenu"], message: "exactly one item opens the services menu" },
    ]);
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
      `${filePath}: the file name must be lower-case words joined by -`,
    );
  });

  it("an article's address, art and cover follow from its file", () => {
    const parsed = parseInsight(insight);
    expect([parsed.link, parsed.image]).toEqual([
      "/insights/agile-transformation",
      "/images/insights/agile-transformation.svg",
    ]);
    const src = "/images/uploads/insights/agile-transformation/cover/value/image.jpg";
    const cover = { src, alt: "A coach and a team at a planning wall" };
    expect(parseInsight({ ...insight, data: { ...insight.data, cover } }).image).toBe(src);
  });

  it("a post's role, art and cover follow from its author and file", () => {
    const post = posts.find((p) => p.id === "choosing-a-bangalore-hub")!;
    const parsed = parseBlogPost(post);
    expect([parsed.authorRole, parsed.image]).toEqual([
      "VP Operations",
      "/images/blog/choosing-a-bangalore-hub.svg",
    ]);
    const src = "/images/uploads/blog/choosing-a-bangalore-hub/cover/value/image.png";
    const cover = { src, alt: "", focus: "top" as const };
    expect(parseBlogPost({ ...post, data: { ...post.data, cover } }).image).toBe(src);
  });

  it("a post whose headings or length are wrong", () => {
    const post = posts.find((p) => p.id !== blogFeatured.post)!;
    const file = `content/resources/blog/${post.id}.md`;
    expect(() => parseBlogPost({ ...post, body: `# A second title\n\n${post.body}` })).toThrow(
      `${file}: Start sections with Heading 2: the title above is the page's only Heading 1`,
    );
    expect(() => parseBlogPost({ ...post, body: "Too short." })).toThrow(
      `${file}: The article has 2 words; a blog post needs 500 to 900`,
    );
  });

  it("a featured post that is not a blog post (its file was removed or renamed)", () => {
    const gone = { ...blogFeatured, post: "a-removed-post" };
    expect(() => blogPostsFrom(posts, gone)).toThrow(
      'content/resources/blog-featured.json: post "a-removed-post" is not a blog post',
    );
    const [first, ...rest] = blogPostsFrom(posts);
    expect([first!.slug, first!.featured, first!.content]).toEqual([
      blogFeatured.post,
      true,
      blogFeatured.standfirst,
    ]);
    expect(rest.filter((p) => p.featured || p.content)).toEqual([]);
  });
});
