import { describe, expect, it } from "vitest";
import { newestFirst } from "./case-study-order";

describe("the case studies' listing order", () => {
  it("is newest first by date, then the higher ID first; the first is featured", () => {
    const studies = [
      { id: 1, date: "October 2023" },
      { id: 2, date: "February 2025" },
      { id: 3, date: "March 2024" },
      { id: 4, date: "February 2025" },
      { id: 5, date: "February 12, 2025" },
    ];
    expect([...studies].sort(newestFirst).map((s) => s.id)).toEqual([5, 4, 2, 3, 1]);
  });
});
