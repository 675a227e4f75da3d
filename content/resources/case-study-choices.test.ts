import { describe, expect, it } from "vitest";
import { choiceLabel } from "./case-study-choices";

// Issue 56 item 2: a spotlight offering a study not live yet fails the public build; the
// editor's list of studies says which those are.
describe("the studies a service page's spotlight may offer", () => {
  const now = new Date("2026-12-03T12:00:00Z");
  it("name a draft, or one scheduled for later, as not live yet", () => {
    expect(choiceLabel({ title: "Payments", draft: false }, now)).toBe("Payments");
    expect(choiceLabel({ title: "Payments", draft: true }, now)).toBe(
      "Payments (a draft: publish it before a published page offers it)",
    );
    expect(
      choiceLabel({ title: "Payments", draft: false, publishAt: "2027-01-01T09:00Z" }, now),
    ).toBe("Payments (scheduled: a published page can offer it once its time has come)");
  });
});
