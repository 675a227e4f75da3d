import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { isoDate } from "./iso-date";

describe("isoDate", () => {
  it("reads the editor's unquoted date and a hand-quoted one as the same day", () => {
    const saved = matter("---\ndate: 2024-03-12\n---\n").data.date;
    const typed = matter('---\ndate: "2024-03-12"\n---\n').data.date;
    expect(saved).toBeInstanceOf(Date);
    expect([isoDate.parse(saved), isoDate.parse(typed)]).toEqual(["2024-03-12", "2024-03-12"]);
  });

  it("refuses a day that is not one", () => {
    expect(isoDate.safeParse("2024-13-40").success).toBe(false);
    expect(isoDate.safeParse("12 March 2024").success).toBe(false);
  });
});
