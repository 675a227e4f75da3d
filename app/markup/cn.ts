/** Joins class names, skipping falsy values. Variants are designed not to collide, so no merge step. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
