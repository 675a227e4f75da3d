import { describe, expect, it } from "vitest";
import { clampPage, MAX_SLOTS, pageSlots, paginate, parsePage } from "./pagination";

const totals = Array.from({ length: 50 }, (_, i) => i + 1);

describe("pageSlots", () => {
  describe.each(totals)("%i pages", (total) => {
    const pages = Array.from({ length: total }, (_, i) => i + 1);

    it.each(pages)("holds every invariant on page %i", (current) => {
      const slots = pageSlots(current, total);
      const numbers = slots.filter((s): s is number => typeof s === "number");

      // At most seven slots, and the bar never shrinks below what fits.
      expect(slots.length).toBeLessThanOrEqual(MAX_SLOTS);
      expect(slots.length).toBe(Math.min(total, MAX_SLOTS));
      // First, last and current are always there.
      expect(slots[0]).toBe(1);
      expect(slots.at(-1)).toBe(total);
      expect(numbers).toContain(current);
      // Neighbours of the current page are reachable in one click.
      if (current > 1) expect(numbers).toContain(current - 1);
      if (current < total) expect(numbers).toContain(current + 1);
      // Numbers are unique, ascending and within range.
      expect(new Set(numbers).size).toBe(numbers.length);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      expect(numbers.every((n) => n >= 1 && n <= total)).toBe(true);
      // Gaps: at most one of each kind, never adjacent, and each hides two or more pages.
      expect(slots.filter((s) => s === "gap-start").length).toBeLessThanOrEqual(1);
      expect(slots.filter((s) => s === "gap-end").length).toBeLessThanOrEqual(1);
      slots.forEach((slot, i) => {
        const prev = slots[i - 1];
        const next = slots[i + 1];
        if (typeof slot === "number") {
          // Two numbers side by side must be consecutive: no hidden page without a marker.
          if (typeof next === "number") expect(next).toBe(slot + 1);
          return;
        }
        expect(typeof prev).toBe("number");
        expect(typeof next).toBe("number");
        expect((next as number) - (prev as number) - 1).toBeGreaterThanOrEqual(2);
      });
      // Without a gap, every page is listed.
      if (!slots.some((s) => typeof s === "string")) expect(numbers).toEqual(pages);
      // gap-start only sits before the current page, gap-end only after it.
      const at = slots.indexOf(current);
      if (slots.includes("gap-start")) expect(slots.indexOf("gap-start")).toBeLessThan(at);
      if (slots.includes("gap-end")) expect(slots.indexOf("gap-end")).toBeGreaterThan(at);
    });
  });

  it("matches the familiar shapes", () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(1, 2)).toEqual([1, 2]);
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlots(1, 10)).toEqual([1, 2, 3, 4, 5, "gap-end", 10]);
    expect(pageSlots(5, 10)).toEqual([1, "gap-start", 4, 5, 6, "gap-end", 10]);
    expect(pageSlots(10, 10)).toEqual([1, "gap-start", 6, 7, 8, 9, 10]);
  });

  it("clamps an out-of-range current page", () => {
    expect(pageSlots(0, 10)).toEqual(pageSlots(1, 10));
    expect(pageSlots(99, 10)).toEqual(pageSlots(10, 10));
    expect(pageSlots(Number.NaN, 3)).toEqual([1, 2, 3]);
  });
});

describe("parsePage and clampPage", () => {
  it("turns URL text into a real page", () => {
    expect(parsePage(null, 2)).toBe(1);
    expect(parsePage("", 2)).toBe(1);
    expect(parsePage("2", 2)).toBe(2);
    expect(parsePage("9", 2)).toBe(2);
    expect(parsePage("0", 2)).toBe(1);
    expect(parsePage("-1", 2)).toBe(1);
    expect(parsePage("1.5", 2)).toBe(1);
    expect(parsePage("two", 2)).toBe(1);
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
    expect(paginate(stories, 3, 4).items).toEqual(["e", "f"]);
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
