import type { BlogPostMeta } from "@content/resources/schemas";

/** Lower-case, accents removed, so "Agilé" finds "agile". */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

type Searchable = Pick<
  BlogPostMeta,
  "title" | "excerpt" | "tags" | "topic" | "category" | "author"
>;

/**
 * Posts whose title, excerpt, tags, category, topic or author contain every word of `query`
 * (what a card shows is what a reader searches for), within `topic` when one is given. Order
 * is kept.
 */
export function filterPosts<T extends Searchable>(
  posts: readonly T[],
  { query = "", topic = null }: { query?: string; topic?: string | null },
): T[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  return posts.filter((p) => {
    if (topic && p.topic !== topic) return false;
    if (!words.length) return true;
    const haystack = normalise(
      [p.title, p.excerpt, p.category, p.topic, p.author, ...p.tags].join(" "),
    );
    return words.every((w) => haystack.includes(w));
  });
}
