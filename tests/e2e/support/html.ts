/** Text of the first h1 in raw HTML, entities decoded, whitespace collapsed. */
export function h1Text(html: string) {
  const m = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return (
    m?.[1]
      ?.replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim() ?? ""
  );
}
