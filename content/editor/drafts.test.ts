import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fields } from "@keystatic/core";
import matter from "gray-matter";
import { describe, expect, it, vi } from "vitest";
import editor from "../../keystatic.config";
// Keystatic's own Save check and entry reader, as its editor calls them (internal, unexported
// chunk of @keystatic/core 0.6: its keystatic-core-ui.js imports them from there).
// @ts-expect-error: the chunk has no type declarations.
import * as internals from "../../node_modules/@keystatic/core/dist/index-3c244051.js";
import { parseBlogPost } from "../resources/blog.server";

// The editor's Markdown parser and writer are in Keystatic's browser build only (see
// build-limits.test.ts).
vi.mock(
  "@keystatic/core",
  () => import("../../node_modules/@keystatic/core/dist/keystatic-core.js"),
);

/**
 * Issue 56 item 1: a draft (or a scheduled post) saves half-written; publishing it asks for what
 * is missing, in the build's words. Walked through Keystatic's own Save check over the whole
 * entry, the way its editor runs it when Save is pressed, and through the build (public and
 * preview).
 */

const root = join(import.meta.dirname, "../..");
const slug = "agile-starts-with-the-leadership-team";
const file = readFileSync(join(root, `content/resources/blog/${slug}.md`), "utf8");
const { data: frontMatter } = matter(file);
const blog = editor.collections!.blog!;
const schema = fields.object(blog.schema);
const clientSideValidateProp = internals.m as (
  schema: unknown,
  state: unknown,
  slug: undefined,
) => boolean;
const parseProps = internals.p as (...args: unknown[]) => unknown;

type Schema = { kind: string; formKind?: string; parse: (...args: unknown[]) => unknown };

/** The post as the editor opens it, with `body` as its article and `publishing` as set. */
function opened(body: string, publishing: Record<string, unknown>) {
  const loaded = { ...frontMatter, ...publishing };
  return parseProps(schema, loaded, [], [], (field: Schema, value: unknown, path: string[]) => {
    if (path[0] === "title") return field.parse(value, { slug });
    if (field.formKind === "content") {
      return field.parse(value, {
        content: new TextEncoder().encode(body),
        other: new Map(),
        external: new Map(),
        slug,
      });
    }
    if (field.formKind === "asset") return field.parse(value, { asset: undefined, slug });
    return field.parse(value);
  });
}

/** What Save does: true when it writes, false when it refuses (and shows why beside a field). */
const saves = (state: unknown) => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    return {
      saves: clientSideValidateProp(schema, state, undefined) as boolean,
      warned: warn.mock.calls.flat().join("\n"),
    };
  } finally {
    warn.mockRestore();
  }
};

const words40 = `## Why\n\n${"team ".repeat(38).trim()}\n`;
const words40Problem = "The article has 40 words; a blog post needs 500 to 900";

const buildTakes = (publishing: Record<string, unknown>, preview: boolean) => {
  const clock = { now: new Date("2026-12-03T12:00:00Z"), preview };
  const data = { ...(frontMatter as object), ...publishing };
  try {
    parseBlogPost({ id: slug, data, body: words40 } as never, clock);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("a 40-word blog post", () => {
  it("saves as a draft, and a preview build takes it", () => {
    const draft = { draft: true };
    expect(saves(opened(words40, draft))).toEqual({ saves: true, warned: "" });
    expect(buildTakes(draft, true)).toBeUndefined();
  });

  it("saves when scheduled for later, and a preview build takes it", () => {
    const scheduled = { draft: false, publishAt: "2099-07-01T09:00:00+01:00" };
    expect(saves(opened(words40, scheduled)).saves).toBe(true);
    expect(buildTakes(scheduled, true)).toBeUndefined();
  });

  it.each([
    ["Draft unticked", { draft: false }],
    ["its time come", { draft: false, publishAt: "2026-07-01T09:00:00+01:00" }],
  ])("is refused when published (%s), in the build's words", (_case, published) => {
    const said = saves(opened(words40, published));
    expect(said.saves).toBe(false);
    expect(said.warned).toContain(words40Problem);
    // The public build refuses it with the same words, naming the file; so does a preview.
    expect(buildTakes(published, false)).toBe(
      `content/resources/blog/${slug}.md: ${words40Problem}`,
    );
  });

  it("is refused even as a draft for what a preview build refuses too (a Heading 1)", () => {
    const heading1 = `# Why\n\n${"team ".repeat(38).trim()}\n`;
    const said = saves(opened(heading1, { draft: true }));
    expect(said.saves).toBe(false);
    expect(said.warned).toContain("Start sections with Heading 2");
  });

  it("a published post of the full length saves", () => {
    expect(saves(opened(matter(file).content, { draft: false })).saves).toBe(true);
  });
});
