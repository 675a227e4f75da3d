// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { faqKeys } from "./faq-accordion.client";

afterEach(() => {
  document.body.innerHTML = "";
});

const key = (el: Element, k: string) =>
  el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));

describe("FAQ keys", () => {
  const faq = () => {
    document.body.innerHTML = `<div data-module="faq-accordion">${["a", "b", "c"]
      .map((q) => `<details name="faq"><summary>${q}</summary><p>${q}!</p></details>`)
      .join("")}</div><details><summary>elsewhere</summary></details>`;
    faqKeys(document.querySelector<HTMLElement>('[data-module="faq-accordion"]')!);
    return [...document.querySelectorAll<HTMLElement>('[data-module="faq-accordion"] summary')];
  };

  it("moves between questions with the arrows, wrapping, and jumps with Home and End", () => {
    const [a, b, c] = faq();
    a!.focus();
    expect(key(a!, "ArrowDown")).toBe(false); // handled: the page does not scroll
    expect(document.activeElement).toBe(b);
    key(b!, "ArrowDown");
    key(c!, "ArrowDown");
    expect(document.activeElement).toBe(a);
    key(a!, "ArrowUp");
    expect(document.activeElement).toBe(c);
    key(c!, "Home");
    expect(document.activeElement).toBe(a);
    key(a!, "End");
    expect(document.activeElement).toBe(c);
  });

  it("leaves other keys, modified arrows and other details alone", () => {
    const [a] = faq();
    a!.focus();
    expect(key(a!, "Enter")).toBe(true);
    expect(
      a!.dispatchEvent(
        new KeyboardEvent("keydown", {
          key: "ArrowDown",
          altKey: true,
          bubbles: true,
          cancelable: true,
        }),
      ),
    ).toBe(true);
    expect(document.activeElement).toBe(a);
    const other = document.querySelector<HTMLElement>("body > details summary")!;
    other.focus();
    expect(key(other, "ArrowDown")).toBe(true);
    expect(document.activeElement).toBe(other);
  });
});
