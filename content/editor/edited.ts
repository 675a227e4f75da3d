import type { Collection, ComponentSchema, Singleton } from "@keystatic/core";
import type { z } from "zod";

/**
 * One piece of content the editor changes: its Keystatic entry (what the marketer sees) beside
 * the zod schema the build checks its files with, made from the entry's fields
 * (content/editor/described.ts). content/editor/entries.ts lists them all; keystatic.config.ts
 * hands the `editor` halves to Keystatic and content/editor/saved-files.test.ts reads every file.
 */
export interface Edited<E> {
  /** What one saved file must satisfy (for a Markdown collection: its front matter). */
  schema: z.ZodType;
  editor: E;
  /** Where the files live and how they are named, for the saved-files test to read them all. */
  files: { dir: string; pattern: string };
}

export type EditedCollection = Edited<Collection<Record<string, ComponentSchema>, string>>;
export type EditedSingleton = Edited<Singleton<Record<string, ComponentSchema>>>;
