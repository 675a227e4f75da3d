import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fields } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import editor from "../../keystatic.config";
import {
  blogFrontMatter,
  faqFile,
  faqItemSchema,
  newsCategories,
  newsStoryFile,
} from "../resources/schemas";
import { editorDrift } from "../test-support/editor-drift";
import type { Edited } from "./edited";
import { editedCollections, editedSingletons } from "./entries";
import { colour } from "./fields";

// The zod schemas are the authority (the build checks every file with them); the editor's
// fields only refuse a bad value early. This fails when the two disagree, so the editor never
// offers a file the build would refuse, nor refuses one it would take.
const news = editor.collections?.news;
const faq = editor.singletons?.faq;
const root = join(import.meta.dirname, "../..");

const edited: [string, Edited<{ path?: string; schema: Record<string, unknown> }>][] = [
  ...Object.entries(editedCollections),
  ...Object.entries(editedSingletons),
];

/** What a saved file holds, as the build reads it (Markdown: its front matter). */
function readSaved(file: string): unknown {
  const raw = readFileSync(file, "utf8");
  if (file.endsWith(".md")) return matter(raw).data;
  return file.endsWith(".json") ? JSON.parse(raw) : parseYaml(raw);
}

describe("the editor (keystatic.config.ts) and the zod schemas", () => {
  it("hand Keystatic every entry of content/editor/entries.ts", () => {
    expect(Object.keys(editor.collections ?? {})).toEqual(Object.keys(editedCollections));
    expect(Object.keys(editor.singletons ?? {})).toEqual(Object.keys(editedSingletons));
  });

  // The editor's own reader checks a file as the editor will when a marketer opens it.
  const reader = createReader(root, editor);

  it.each(Object.keys(editedCollections))("opens every %s entry in the editor", async (name) => {
    const entries = reader.collections[name]!;
    const slugs = await entries.list();
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) await entries.readOrThrow(slug);
  });

  it.each(Object.keys(editedSingletons))("opens %s in the editor", async (name) => {
    await reader.singletons[name]!.readOrThrow();
  });

  describe.each(edited)("%s", (_name, entry) => {
    it("has fields that agree with its schema: names, required flags, options and lengths", () => {
      const slugField = "slugField" in entry.editor ? String(entry.editor.slugField) : undefined;
      expect(editorDrift(entry.schema, entry.editor.schema, slugField)).toEqual([]);
    });

    it("saves where the build reads, and every file there passes the schema", () => {
      const { dir, pattern } = entry.files;
      expect(entry.editor.path?.startsWith(dir)).toBe(true);
      const match = new RegExp(`^${pattern.replace(/\./g, "\\.").replace("*", "[^/]+")}$`);
      const files = readdirSync(join(root, dir)).filter((f) => match.test(f));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const parsed = entry.schema.safeParse(readSaved(join(root, dir, file)));
        expect(parsed.error?.issues ?? [], `${dir}/${file}`).toEqual([]);
      }
    });
  });
});

describe("the drift check", () => {
  it("fails when a schema gains a required field the editor lacks", () => {
    const grown = newsStoryFile.extend({ subtitle: z.string().min(10).max(80) });
    expect(editorDrift(grown, news!.schema, news!.slugField)).toEqual([
      "subtitle: in the schema, not in the editor",
    ]);
  });

  it("fails when a field turns optional, a length or a minimum moves, or a category is added", () => {
    const changed = newsStoryFile.extend({
      id: z.number().int().min(10),
      title: z.string().min(20).max(100),
      source: z.string().min(3).max(40).optional(),
      category: z.enum([...newsCategories, "Awards"]),
    });
    expect(editorDrift(changed, news!.schema, news!.slugField)).toEqual([
      "id: the schema's minimum is 10, the editor's is not",
      "title: the schema's longest is 100 characters, the editor's is not",
      `category: options ${[...newsCategories, "Awards"].join(" | ")} in the schema, ${newsCategories.join(" | ")} in the editor`,
      "source: optional in the schema, required in the editor",
    ]);
  });

  it("looks inside lists: a question's length and the fewest questions", () => {
    const changed = faqFile.extend({
      items: z.array(faqItemSchema.extend({ answer: z.string().min(100).max(700) })).min(2),
    });
    expect(editorDrift(changed, faq!.schema)).toEqual([
      "items: fewest items 2 in the schema, 1 in the editor",
      "items[].answer: the schema's shortest is 100 characters, the editor's is not",
    ]);
  });

  it("fails when the editor lacks a pattern the schema has (a colour)", () => {
    const schema = z.object({ background: z.string().regex(/^#[0-9a-f]{6}$/) });
    const loose = {
      background: fields.text({ label: "Background", validation: { isRequired: true } }),
    };
    expect(editorDrift(schema, loose)).toEqual([
      'background: the editor takes "aaaa?", which the schema\'s pattern refuses',
      'background: the editor takes "#ZZZZZZ", which the schema\'s pattern refuses',
      'background: the editor takes "/Not A Path", which the schema\'s pattern refuses',
      'background: the editor takes "October", which the schema\'s pattern refuses',
    ]);
    expect(editorDrift(schema, { background: colour("Background") })).toEqual([]);
  });

  it("reads a Markdown body as the file's text, not a front-matter field", () => {
    const blog = editedCollections.blog;
    const grown = blogFrontMatter.extend({ subtitle: z.string().min(10).max(80) });
    expect(editorDrift(grown, blog.editor.schema, "title")).toEqual([
      "subtitle: in the schema, not in the editor",
    ]);
  });

  it("fails when the editor has a field the schema does not", () => {
    expect(
      editorDrift(newsStoryFile.omit({ source: true }), news!.schema, news!.slugField),
    ).toEqual(["source: in the editor, not in the schema"]);
  });
});
