import { parseContentDate } from "@lib/content-date";

/**
 * The listing's order, whose first is featured: newest first by date ("October 2024" counts as
 * its 1st), then the higher ID (the later written) first. Pure, so the editor's list of studies
 * shows them in the same order.
 */
export const newestFirst = (a: { date: string; id: number }, b: { date: string; id: number }) =>
  parseContentDate(b.date).getTime() - parseContentDate(a.date).getTime() || b.id - a.id;
