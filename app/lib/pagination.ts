/** One slot of a pagination bar: a page number or a gap marker standing for hidden pages. */
export type PageSlot = number | "gap-start" | "gap-end";

/** Most slots a bar shows (first, last, current with neighbours, and up to two gaps). */
export const MAX_SLOTS = 7;

/** Clamps any requested page (NaN, 0, 99, "abc") to a real page between 1 and `totalPages`. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/** Reads `?page=` text: anything that is not a positive whole number means page 1. */
export function parsePage(raw: string | null | undefined, totalPages: number): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  return clampPage(Number(raw), totalPages);
}

/**
 * The slots to render for `current` of `totalPages`: every page when they fit in seven slots,
 * otherwise the first and last page, the current page with its neighbours, and a gap marker
 * wherever two or more pages are hidden (a single hidden page is shown as its number instead).
 */
export function pageSlots(current: number, totalPages: number): PageSlot[] {
  const total = Math.max(1, Math.floor(totalPages));
  const page = clampPage(current, total);
  if (total <= MAX_SLOTS) return Array.from({ length: total }, (_, i) => i + 1);
  // Near the start: 1 2 3 4 5 … N
  if (page <= 4) return [1, 2, 3, 4, 5, "gap-end", total];
  // Near the end: 1 … N-4 N-3 N-2 N-1 N
  if (page >= total - 3) return [1, "gap-start", total - 4, total - 3, total - 2, total - 1, total];
  // In the middle: 1 … p-1 p p+1 … N
  return [1, "gap-start", page - 1, page, page + 1, "gap-end", total];
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
