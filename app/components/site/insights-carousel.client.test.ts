// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { cardStep, carousel, syncArrows } from "./insights-carousel.client";

const key = (el: Element, k: string) =>
  el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));

describe("carousel", () => {
  const setup = (reduced = false) => {
    document.body.innerHTML = `<div data-module="insights-carousel"><div data-carousel-track>
      <div>1</div><div>2</div><div>3</div></div>
      <button data-carousel-step="-1">prev</button><button data-carousel-step="1">next</button></div>`;
    const track = document.querySelector<HTMLElement>("[data-carousel-track]")!;
    const [one, two] = track.children as unknown as HTMLElement[];
    // jsdom does no layout: cards 300 px wide with a 24 px gap, 2.2 cards in view.
    Object.defineProperty(one, "offsetLeft", { value: 0 });
    Object.defineProperty(two, "offsetLeft", { value: 324 });
    Object.defineProperty(track, "scrollWidth", { value: 1300 });
    Object.defineProperty(track, "clientWidth", { value: 700 });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
    window.matchMedia = vi.fn(() => ({ matches: reduced })) as unknown as typeof matchMedia;
    carousel(document.querySelector<HTMLElement>('[data-module="insights-carousel"]')!);
    return { track, scrollBy };
  };

  it("moves by exactly one card (width and gap) per arrow press and per arrow key", () => {
    const { track, scrollBy } = setup();
    expect(cardStep(track)).toBe(324);
    document.querySelector<HTMLElement>('[data-carousel-step="1"]')!.click();
    document.querySelector<HTMLElement>('[data-carousel-step="-1"]')!.click();
    expect(key(track, "ArrowRight")).toBe(false);
    key(track, "ArrowLeft");
    key(track, "ArrowDown");
    expect(scrollBy.mock.calls.map(([o]) => o.left)).toEqual([324, -324, 324, -324]);
    expect(scrollBy.mock.calls[0]![0].behavior).toBe("smooth");
  });

  it("jumps without animation when the visitor asks for reduced motion", () => {
    const { scrollBy } = setup(true);
    document.querySelector<HTMLElement>('[data-carousel-step="1"]')!.click();
    expect(scrollBy.mock.calls[0]![0].behavior).toBe("instant");
  });

  it("disables each arrow while there is nothing on its side", () => {
    const { track } = setup();
    const [prev, next] = document.querySelectorAll("button");
    const at = (x: number) => {
      track.scrollLeft = x;
      track.dispatchEvent(new Event("scroll"));
      return [prev!.disabled, next!.disabled];
    };
    expect(at(0)).toEqual([true, false]);
    expect(at(324)).toEqual([false, false]);
    expect(at(599.5)).toEqual([false, true]);
    syncArrows(document.querySelector('[data-module="insights-carousel"]')!);
    expect(next!.disabled).toBe(true);
  });
});
