import { type ContentEntry, entryFile } from "./markdown.server";

/**
 * A blog post's or an insight's ID field says "a number no other post (insight) has": checked
 * over every file of the collection in `dir`, drafts too (a draft published later would
 * otherwise break the build only then), as news stories' are (news.server.ts).
 */
export function uniqueIds(entries: readonly ContentEntry<{ id: number }>[], dir: string): void {
  const byId = new Map<number, string>();
  for (const entry of entries) {
    const where = entryFile(entry, dir);
    const other = byId.get(entry.data.id);
    if (other) {
      throw new Error(
        `${where}: ID ${entry.data.id} is already used by ${other}; give it the next number after the highest`,
      );
    }
    byId.set(entry.data.id, where);
  }
}
