import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { editedCollections, editedSingletons } from "../../content/editor/entries";
import { previewUrl } from "../../content/editor/preview-urls";
import editor from "../../keystatic.config";
import { pagePaths } from "./support/routes";

/**
 * Issue 56 item 4: every kind the editor offers (each collection and singleton of
 * keystatic.config.ts) has a Preview that opens a page the build writes: its own page, or for a
 * kind without one, the page that shows it. (The featured post once opened /blogFeatured, a
 * 404.) The preview host's part, /<branch>/~/<page> to the branch's address, is
 * scripts/preview-name.test.ts.
 */

const built = new Set(pagePaths);

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
    expect(editor.singletons![name]!.previewUrl).toBe(previewUrl(name, "local"));
    expect(built, previewUrl(name, "local")).toContain(previewUrl(name, "local"));
  });

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
