import { config } from "@keystatic/core";
import { editedCollections, editedSingletons } from "./content/editor/entries";

/**
 * The editor (`npm run cms`, http://localhost:4321/keystatic): what a marketer changes, as
 * fields that mirror the zod schemas in content/. Each edited piece of content has a
 * `*.editor.ts` beside its schema, listed in content/editor/entries.ts. The schemas stay the
 * authority (the build checks every file with them); the fields only refuse a bad value while
 * it is typed, and content/editor/drift.test.ts fails when the two drift apart.
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

// Typed per entry: the entries' field sets differ, so no one editor type fits them all.
const editors = <T extends Record<string, { editor: unknown }>>(edited: T) =>
  Object.fromEntries(Object.entries(edited).map(([name, { editor }]) => [name, editor])) as Record<
    string,
    T[keyof T]["editor"]
  >;

export default config({
  storage,
  ui: {
    brand: { name: "H2 website" },
    // Grouped for a marketer: what is published often first, the site-wide facts last.
    navigation: {
      "Articles and news": Object.keys(editedCollections),
      Pages: Object.keys(editedSingletons).filter((name) => name !== "site"),
      "Whole site": ["site"],
    },
  },
  collections: editors(editedCollections),
  singletons: editors(editedSingletons),
});
