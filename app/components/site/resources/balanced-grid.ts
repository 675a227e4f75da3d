/**
 * Column spans for a card grid of `count` items on a six-column large-screen grid, so no
 * row ends with a lone card: rows of three, with the first row or two split in halves
 * when the count does not divide by three (5 → 2 + 3, 4 → 2 + 2, 7 → 2 + 2 + 3).
 */
export function balancedSpans(count: number): ("half" | "third")[] {
  const halves = count % 3 === 2 ? 2 : count % 3 === 1 ? Math.min(count, 4) : 0;
  return Array.from({ length: count }, (_, i) => (i < halves ? "half" : "third"));
}

export const spanClass = { half: "lg:col-span-3", third: "lg:col-span-2" } as const;
