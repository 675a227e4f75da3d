/** One slot of a pagination bar: a page number or a gap marker standing for hidden pages. */
export type PageSlot = number | "gap-start" | "gap-end";

/** A bar of this many pages or fewer lists them all; a longer archive gets gaps. */
export const MAX_SLOTS = 7;

/** Clamps any requested page (NaN, 0, 99) to a real page between 1 and `totalPages`. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/**
 * The slots to render for `current` of `totalPages`. Up to seven pages are all listed.
 * A longer archive shows the first page, the current page with its neighbours (three pages at
 * either end: "1 2 3 … 10", as the spec draws page 1) and the last page, with a gap marker
 * where two or more pages are hidden; a single hidden page is shown as its number instead, as
 * it takes the same room as the marker.
 */
export function pageSlots(current: number, totalPages: number): PageSlot[] {
  const total = Math.max(1, Math.floor(totalPages));
  if (total <= MAX_SLOTS) return Array.from({ length: total }, (_, i) => i + 1);
  const page = clampPage(current, total);
  const from = Math.max(1, Math.min(page - 1, total - 2));
  const to = Math.min(total, Math.max(page + 1, 3));
  const slots: PageSlot[] = [1];
  if (from - 1 > 2) slots.push("gap-start");
  else for (let n = 2; n < from; n++) slots.push(n);
  for (let n = Math.max(2, from); n <= Math.min(to, total - 1); n++) slots.push(n);
  if (total - to > 2) slots.push("gap-end");
  else for (let n = to + 1; n < total; n++) slots.push(n);
  slots.push(total);
  return slots;
}

export interface Paginated<T> {
  items: T[];
  page: number;
  totalPages: number;
  slots: PageSlot[];
  hasPrevious: boolean;
  hasNext: boolean;
}

/** Everything a paginated list needs for one page: its items, the bar and the edge states. */
export function paginate<T>(all: readonly T[], page: number, perPage: number): Paginated<T> {
  const size = Math.max(1, Math.floor(perPage));
  const totalPages = Math.max(1, Math.ceil(all.length / size));
  const current = clampPage(page, totalPages);
  return {
    items: all.slice((current - 1) * size, current * size),
    page: current,
    totalPages,
    slots: pageSlots(current, totalPages),
    hasPrevious: current > 1,
    hasNext: current < totalPages,
  };
}
