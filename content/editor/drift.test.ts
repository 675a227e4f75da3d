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
import { blockFile, blockShapes } from "../services/file-schema";
import { pageFields } from "../services/page-fields";
import { text } from "../services/schema";
import { editorDrift } from "../test-support/editor-drift";
import { keystaticJson } from "../test-support/keystatic-save";
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

  /** The files of an entry, by their paths from the repository's root. */
  const filesOf = ({ dir, pattern }: { dir: string; pattern: string }) => {
    const match = new RegExp(`^${pattern.replace(/\./g, "\\.").replace("*", "[^/]+")}$`);
    return readdirSync(join(root, dir))
      .filter((f) => match.test(f))
      .map((f) => `${dir}/${f}`);
  };

  describe.each(edited)("%s", (_name, entry) => {
    it("has fields that agree with its schema: names, required flags, options and lengths", () => {
      const slugField = "slugField" in entry.editor ? String(entry.editor.slugField) : undefined;
      expect(editorDrift(entry.schema, entry.editor.schema, slugField)).toEqual([]);
    });

    it("saves where the build reads, and every file there passes the schema", () => {
      expect(entry.editor.path?.startsWith(entry.files.dir)).toBe(true);
      const files = filesOf(entry.files);
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const parsed = entry.schema.safeParse(readSaved(join(root, file)));
        expect(parsed.error?.issues ?? [], file).toEqual([]);
      }
    });

    // A file written by hand as the editor would write it: opening and saving it in the editor
    // changes nothing, so a marketer's first save shows only their own change in review.
    it.runIf(entry.files.pattern.endsWith(".json"))("is saved unchanged by the editor", () => {
      for (const file of filesOf(entry.files)) {
        const raw = readFileSync(join(root, file), "utf8");
        expect(keystaticJson(entry.editor.schema, JSON.parse(raw)), file).toBe(raw);
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

  describe("on the service pages' blocks", () => {
    // The blocks list alone: each kind's fields against the editor's blocks field.
    const blocksWith = (shapes: Record<string, z.ZodRawShape>) =>
      z.object({
        blocks: z
          .array(
            z.union(
              Object.entries(shapes).map(([kind, shape]) => blockFile(kind, shape)) as unknown as [
                z.ZodType,
                ...z.ZodType[],
              ],
            ),
          )
          .min(2),
      });
    const editorBlocks = { blocks: pageFields.blocks };

    it("finds the real blocks in agreement", () => {
      expect(editorDrift(blocksWith(blockShapes), editorBlocks)).toEqual([]);
    });

    it("fails when a block kind gains a required field the editor lacks", () => {
      const grown = { ...blockShapes, cta: { ...blockShapes.cta, eyebrow: text } };
      expect(editorDrift(blocksWith(grown), editorBlocks)).toEqual([
        "blocks[]<cta>.eyebrow: in the schema, not in the editor",
      ]);
    });

    it("fails when a block kind exists on one side only", () => {
      const { locations: _, ...fewer } = blockShapes;
      expect(editorDrift(blocksWith({ ...fewer, quote: { text } }), editorBlocks)).toEqual([
        'blocks[]: kind "quote" in the schema, not in the editor',
        'blocks[]: kind "locations" in the editor, not in the schema',
      ]);
    });

    it("fails when a select's numbers are read as numbers, or a checkbox turns optional", () => {
      const changed = {
        ...blockShapes,
        details: { ...blockShapes.details, columns: z.union([z.literal(2), z.literal(3)]) },
        split: { ...blockShapes.split, reverse: z.boolean().optional() },
      };
      expect(editorDrift(blocksWith(changed), editorBlocks)).toEqual([
        "blocks[]<details>.columns: options are numbers in the schema; the editor's select saves text",
        "blocks[]<split>.reverse: optional in the schema, required in the editor",
      ]);
    });

    it("looks inside a block's optional parts: a case's field and an empty case", () => {
      const figure = z.union([
        z.object({ discriminant: z.literal(false), value: text }).strict(),
        z.object({ discriminant: z.literal(true), value: z.object({ value: text }) }).strict(),
      ]);
      const changed = { ...blockShapes, spotlight: { ...blockShapes.spotlight, figure } };
      expect(editorDrift(blocksWith(changed), editorBlocks)).toEqual([
        "blocks[]<spotlight>.figure<false>: a value in the schema only",
        "blocks[]<spotlight>.figure<true>.label: in the editor, not in the schema",
        "blocks[]<spotlight>.figure<true>.value: the schema's shortest is 2 characters, the editor's is not",
      ]);
    });
  });
});
