import { describe, expect, it } from "vitest";
import { clampPage, MAX_SLOTS, type PageSlot, pageSlots, paginate } from "./pagination";

/** "1 2 3 … 10": how the bar reads, "[5]" marking the current page. */
function bar(current: number, total: number): string {
  return pageSlots(current, total)
    .map((s: PageSlot) => (typeof s === "number" ? (s === current ? `[${s}]` : `${s}`) : "…"))
    .join(" ");
}

describe("pageSlots", () => {
  it("lists the only page of a one-page list", () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(bar(1, 1)).toBe("[1]");
  });

  it("lists both pages of a two-page list, from either page", () => {
    expect(bar(1, 2)).toBe("[1] 2");
    expect(bar(2, 2)).toBe("1 [2]");
  });

  it("lists every page of five, without gaps", () => {
    for (let p = 1; p <= 5; p++) expect(pageSlots(p, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows a ten-page archive as the spec draws page 1, and every page of it", () => {
    expect(pageSlots(1, 10)).toEqual([1, 2, 3, "gap-end", 10]);
    expect([...Array(10)].map((_, i) => bar(i + 1, 10))).toEqual([
      "[1] 2 3 … 10",
      "1 [2] 3 … 10",
      "1 2 [3] 4 … 10",
      "1 2 3 [4] 5 … 10",
      "1 … 4 [5] 6 … 10",
      "1 … 5 [6] 7 … 10",
      "1 … 6 [7] 8 9 10",
      "1 … 7 [8] 9 10",
      "1 … 8 [9] 10",
      "1 … 8 9 [10]",
    ]);
  });

  describe.each(Array.from({ length: 40 }, (_, i) => i + 1))("%i pages", (total) => {
    const pages = Array.from({ length: total }, (_, i) => i + 1);

    it.each(pages)("holds every invariant on page %i", (current) => {
      const slots = pageSlots(current, total);
      const numbers = slots.filter((s): s is number => typeof s === "number");
      expect(slots.length).toBeLessThanOrEqual(MAX_SLOTS);
      // Short lists show every page.
      if (total <= MAX_SLOTS) expect(slots).toEqual(pages);
      // First, last, current and its neighbours are one click away.
      expect(slots[0]).toBe(1);
      expect(slots.at(-1)).toBe(total);
      for (const n of [current - 1, current, current + 1].filter((n) => n >= 1 && n <= total)) {
        expect(numbers).toContain(n);
      }
      // Ascending, unique page numbers, each one that exists.
      expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
      expect(numbers.every((n) => n >= 1 && n <= total)).toBe(true);
      // A gap sits between two numbers and hides two pages or more; two numbers side by side
      // are consecutive, so no page goes missing without a marker.
      slots.forEach((slot, i) => {
        const prev = slots[i - 1];
        const next = slots[i + 1];
        if (typeof slot === "number") {
          if (typeof next === "number") expect(next).toBe(slot + 1);
          return;
        }
        expect(typeof prev).toBe("number");
        expect(typeof next).toBe("number");
        expect((next as number) - (prev as number) - 1).toBeGreaterThanOrEqual(2);
        expect(slot).toBe((next as number) <= current ? "gap-start" : "gap-end");
      });
    });
  });

  it("clamps an out-of-range current page", () => {
    expect(pageSlots(0, 10)).toEqual(pageSlots(1, 10));
    expect(pageSlots(99, 10)).toEqual(pageSlots(10, 10));
    expect(pageSlots(Number.NaN, 3)).toEqual([1, 2, 3]);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe("paginate", () => {
  const stories = ["a", "b", "c", "d", "e", "f"];

  it("slices pages and reports the edges", () => {
    const first = paginate(stories, 1, 3);
    expect(first).toMatchObject({ items: ["a", "b", "c"], page: 1, totalPages: 2 });
    expect(first.hasPrevious).toBe(false);
    expect(first.hasNext).toBe(true);
    const last = paginate(stories, 2, 3);
    expect(last).toMatchObject({ items: ["d", "e", "f"], page: 2, slots: [1, 2] });
    expect(last.hasPrevious).toBe(true);
    expect(last.hasNext).toBe(false);
  });

  it("keeps a partial last page and clamps requests past the end", () => {
    expect(paginate(stories, 2, 4).items).toEqual(["e", "f"]);
    expect(paginate(stories, 7, 4).page).toBe(2);
  });

  it("gives an empty list one empty page", () => {
    expect(paginate([], 1, 3)).toMatchObject({
      items: [],
      page: 1,
      totalPages: 1,
      hasPrevious: false,
      hasNext: false,
    });
  });
});
