import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import editor from "../../keystatic.config";
import { keystaticJson } from "../test-support/keystatic-save";
import type { Edited } from "./edited";
import { editedCollections, editedSingletons } from "./entries";

// Each kind's schema is derived from its editor fields (content/editor/described.ts): here every
// file the build reads opens in the editor, passes that schema, and is saved by the editor as it
// is, so a marketer's first save shows only their own change.
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

describe("the editor (keystatic.config.ts) and the files the build reads", () => {
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
        const slugField = "slugField" in entry.editor ? String(entry.editor.slugField) : undefined;
        expect(keystaticJson(entry.editor.schema, JSON.parse(raw), slugField), file).toBe(raw);
      }
    });
  });
});
