const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Text as the browser reads it from HTML that React or Markdown wrote (the entities they use). */
export function decodeEntities(html: string): string {
  return html.replace(ENTITY, (_, e: string) =>
    e[0] === "#"
      ? String.fromCodePoint(e[1] === "x" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : NAMED[e.toLowerCase()]!,
  );
}
