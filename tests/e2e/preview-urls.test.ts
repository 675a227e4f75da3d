import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { editedCollections, editedSingletons } from "../../content/editor/entries";
import { previewUrl } from "../../content/editor/preview-urls";
import editor from "../../keystatic.config";
import { buildDir } from "../../scripts/build";
import { decodeEntities } from "../../scripts/html-text";
import { pagePaths } from "./support/routes";

/**
 * Issue 56 item 4: every kind the editor offers (each collection and singleton of
 * keystatic.config.ts) has a Preview that opens a page the build writes: its own page, or for a
 * kind without one, the page that shows it. (The featured post once opened /blogFeatured, a
 * 404.) The preview host's part, /<branch>/~/<page> to the branch's address, is
 * scripts/preview-name.test.ts.
 */

const built = new Set(pagePaths);

/** Each built page's text, entities decoded (tags left in: a sentence is searched whole). */
const pageText = new Map(
  pagePaths.map((path) => [
    path,
    decodeEntities(readFileSync(join(buildDir, "client", path, "index.html"), "utf8")),
  ]),
);

/**
 * The sentences an entry's file holds, which its page should show: its strings of 40 characters
 * or more that are plain text (Markdown marks would not reach the page as written).
 */
const sentencesOf = (value: unknown): string[] =>
  typeof value === "string"
    ? value.length >= 40 && !/[*_#`[\]<>\n]/.test(value)
      ? [value]
      : []
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(sentencesOf)
      : [];

/**
 * What one Preview shows: the whole file, or for a file that is a list of items with pages of
 * their own (every case study, one file), each item on its own: such a Preview must show one of
 * them, as its page does, not the listing of them all.
 */
const itemsOf = (file: unknown): unknown[] => {
  const lists = Object.values(file as object).filter(
    (v): v is { slug: string }[] =>
      Array.isArray(v) && v.length > 0 && v.every((i) => typeof i?.slug === "string"),
  );
  return lists.length === 1 ? lists[0]! : [file];
};

/** The built pages that show the most of these sentences, and how many they show. */
const bestPages = (sentences: string[]) => {
  const shown = new Map(
    [...pageText].map(([path, text]) => [path, sentences.filter((s) => text.includes(s)).length]),
  );
  const most = Math.max(...shown.values());
  return { most, pages: [...shown].filter(([, n]) => n === most).map(([path]) => path) };
};

/** An entry's file names as Keystatic's {slug}: its files without their extension. */
const slugsOf = (name: keyof typeof editedCollections) => {
  const { dir, pattern } = editedCollections[name].files;
  const ext = pattern.replace("*", "");
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext))
    .map((f) => f.slice(0, -ext.length));
};

describe("the editor's Preview opens a page the build writes", () => {
  it("for every kind the editor offers, in local and GitHub storage alike", () => {
    const kinds = [
      ...Object.keys(editor.collections ?? {}),
      ...Object.keys(editor.singletons ?? {}),
    ];
    expect(kinds.sort()).toEqual(
      [...Object.keys(editedCollections), ...Object.keys(editedSingletons)].sort(),
    );
    for (const kind of kinds) {
      const local = previewUrl(kind, "local");
      expect(previewUrl(kind, "github").endsWith(`/{branch}/~${local}`), kind).toBe(true);
    }
  });

  it.each(Object.keys(editor.singletons ?? {}))("%s", (name) => {
    const url = previewUrl(name, "local");
    expect(editor.singletons![name]!.previewUrl).toBe(url);
    expect(built, url).toContain(url);
  });

  // A page the build writes is not yet the right one: a case study's Preview once opened the
  // listing, which shows none of a study's challenge or approach.
  it.each(Object.keys(editedSingletons) as (keyof typeof editedSingletons)[])(
    "%s opens the page that shows the most of what it holds",
    (name) => {
      const url = previewUrl(name, "local");
      const { dir, pattern } = editedSingletons[name].files;
      const raw = readFileSync(join(dir, pattern), "utf8");
      const file: unknown = pattern.endsWith(".json") ? JSON.parse(raw) : parse(raw);
      if (name === "site") {
        // The site's facts (menus, footer, offices) are every page's, no page's own: its Preview
        // opens the home page, which shows them as every page does.
        const text = pageText.get(url) ?? "";
        return expect(
          sentencesOf(file).some((s) => text.includes(s)),
          url,
        ).toBe(true);
      }
      const verdicts = itemsOf(file).map((item) => {
        const sentences = sentencesOf(item);
        // Without sentences of its own no page could be told from another.
        expect(sentences.length, `${name}: no sentence to find`).toBeGreaterThan(0);
        return bestPages(sentences);
      });
      const right = verdicts.filter(({ most, pages }) => most > 0 && pages.includes(url));
      expect(
        right.length,
        `${name} opens ${url}; shown best on ${verdicts.map((v) => v.pages.join(" ")).join(", ")}`,
      ).toBeGreaterThan(0);
    },
  );

  it.each(Object.keys(editedCollections) as (keyof typeof editedCollections)[])(
    "every published %s entry's own page (or the listing that shows it)",
    (name) => {
      const url = editor.collections![name]!.previewUrl!;
      // A kind without pages of its own (a news story) opens its listing.
      if (!url.includes("{slug}")) return expect(built, url).toContain(url);
      const pages = slugsOf(name).map((slug) => url.replace("{slug}", slug));
      const found = pages.filter((page) => built.has(page));
      // Drafts and scheduled entries are in a preview build only; every other entry is built.
      expect(found.length, `${name}: ${pages.join(", ")}`).toBeGreaterThan(0);
      for (const slug of slugsOf(name)) {
        const page = url.replace("{slug}", slug);
        const elsewhere = pagePaths.filter((p) => p.endsWith(`/${slug}`) && p !== page);
        // A page built for the entry at another address than its Preview's would be a wrong link.
        if (!built.has(page)) expect(elsewhere, `${name} ${slug}`).toEqual([]);
      }
    },
  );
});
