import { describe, expect, it } from "vitest";
import { cards, figures } from "./fields";
import { exactly } from "./lists";

const figure = { value: "450+", label: "engineers placed" };
const card = { title: "Squads", text: "A".repeat(40), icon: "Users" };

describe("lists of a fixed length", () => {
  it("say their count in words, and why when the page's words count them", () => {
    expect(exactly(4, "the intro says so")).toEqual({
      description: "Exactly four: the intro says so.",
      length: { min: 4, max: 4 },
    });
    expect(exactly(22).description).toBe("Exactly 22.");
  });

  it("are refused by the saved file's schema one short or one over", () => {
    const three = figures(3).saved;
    expect(three.safeParse([figure, figure, figure]).success).toBe(true);
    expect(three.safeParse([figure, figure]).success).toBe(false);
    expect(three.safeParse([figure, figure, figure, figure]).success).toBe(false);
  });

  it("keep a range when one is given instead of a count", () => {
    const some = cards("Sectors", { min: 1, max: 2, description: "One or two cards." }).saved;
    expect(some.safeParse([card]).success).toBe(true);
    expect(some.safeParse([]).success).toBe(false);
    expect(some.safeParse([card, card, card]).success).toBe(false);
  });
});
