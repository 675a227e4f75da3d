const HTML: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes a visitor value for HTML text or attribute context. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML[ch]!);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** A value safe for a mail header: no CR, LF or other control characters, bounded length. */
export function headerSafe(value: string, max = 200): string {
  return value.replace(CONTROL, " ").trim().slice(0, max);
}
