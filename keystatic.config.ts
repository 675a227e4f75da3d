import { config } from "@keystatic/core";
import { editedCollections, editedSingletons } from "./content/editor/entries";
import { previewUrl } from "./content/editor/preview-urls";

/**
 * The editor (`npm run cms`, http://localhost:4321/keystatic): what a marketer changes. Each
 * content kind is described once, as these fields, and the zod schema the build checks its
 * files with is made from them (content/editor/described.ts,
 * docs/decisions/0004-one-description-per-kind.md), so the editor refuses a bad value while it
 * is typed by the build's own limits. Each kind has a `*.editor.ts`, listed in
 * content/editor/entries.ts.
 *
 * Local storage writes files in this checkout. With PUBLIC_KEYSTATIC_GITHUB_REPO set (owner/name)
 * the editor commits to that repository instead, each change on a `content/…` branch that CI
 * checks before it is merged: docs/editing.md. (Vite hands PUBLIC_ variables to the editor's
 * browser code too, which is why this is not read in server/env.ts.)
 */
const githubRepo: unknown = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO;
const storage =
  typeof githubRepo === "string" && /^[\w.-]+\/[\w.-]+$/.test(githubRepo)
    ? {
        kind: "github" as const,
        repo: githubRepo as `${string}/${string}`,
        branchPrefix: "content/",
      }
    : { kind: "local" as const };

// Typed per entry: the entries' field sets differ, so no one editor type fits them all. Each
// gets its Preview button: the page it shows on, in the branch's preview or the local dev site.
const editors = <T extends Record<string, { editor: object }>>(edited: T) =>
  Object.fromEntries(
    Object.entries(edited).map(([name, { editor }]) => [
      name,
      { ...editor, previewUrl: previewUrl(name, storage.kind) },
    ]),
  ) as Record<string, T[keyof T]["editor"]>;

export default config({
  storage,
  ui: {
    brand: { name: "H2 website" },
    // Grouped for a marketer: what is published often first, the site-wide facts last.
    navigation: {
      "Articles and news": [
        ...Object.keys(editedCollections).filter((name) => name !== "landing"),
        "blogFeatured",
      ],
      Pages: [
        ...Object.keys(editedSingletons).filter((name) => !["site", "blogFeatured"].includes(name)),
        "landing",
      ],
      "Whole site": ["site"],
    },
  },
  collections: editors(editedCollections),
  singletons: editors(editedSingletons),
});
