// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { enhance, enhancements } from "./enhance";

describe("enhance", () => {
  it("starts each enhancement once per element that carries its attribute, and no other", () => {
    const spies = enhancements.map((e) => vi.spyOn(e, "start").mockImplementation(() => {}));
    document.body.innerHTML = `<div data-faq></div><div data-faq></div>`;
    enhance(document);
    enhance(document); // a second run starts nothing twice
    expect(spies.map((s) => s.mock.calls.length)).toEqual(
      enhancements.map((e) => (e.attr === "data-faq" ? 2 : 0)),
    );
    for (const s of spies) s.mockRestore();
  });
});
