// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cardStep, syncArrows } from "./carousel";
import { enhance, enhancements } from "./index";
import { menus } from "./menus";
import { COPIED_ATTR, COPIED_RESET_MS } from "./share";

// Delegated listeners stay on the document: installed once for every test here.
const writeText = vi.fn<(text: string) => Promise<void>>();
beforeAll(() => {
  Object.defineProperty(document.defaultView!.navigator, "clipboard", {
    value: { writeText },
    configurable: true,
  });
  for (const e of enhancements) e.run(document);
});
afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

const key = (el: Element, k: string) =>
  el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));

describe("FAQ keys", () => {
  const faq = () => {
    document.body.innerHTML = `<div data-faq>${["a", "b", "c"]
      .map((q) => `<details name="faq"><summary>${q}</summary><p>${q}!</p></details>`)
      .join("")}</div><details><summary>elsewhere</summary></details>`;
    return [...document.querySelectorAll<HTMLElement>("[data-faq] summary")];
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

  it("leaves other keys and other details alone", () => {
    const [a] = faq();
    a!.focus();
    expect(key(a!, "Enter")).toBe(true);
    expect(document.activeElement).toBe(a);
    const other = document.querySelector<HTMLElement>("body > details summary")!;
    other.focus();
    expect(key(other, "ArrowDown")).toBe(true);
    expect(document.activeElement).toBe(other);
  });
});

describe("carousel", () => {
  const carousel = () => {
    document.body.innerHTML = `<div data-carousel><div data-carousel-track>
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
    window.matchMedia = vi.fn(() => ({ matches: false })) as unknown as typeof matchMedia;
    return { track, scrollBy };
  };

  it("moves by exactly one card (width and gap) per arrow press and per arrow key", () => {
    const { track, scrollBy } = carousel();
    expect(cardStep(track)).toBe(324);
    document.querySelector<HTMLElement>('[data-carousel-step="1"]')!.click();
    document.querySelector<HTMLElement>('[data-carousel-step="-1"]')!.click();
    key(track, "ArrowRight");
    expect(scrollBy.mock.calls.map(([o]) => o.left)).toEqual([324, -324, 324]);
    expect(scrollBy.mock.calls[0]![0].behavior).toBe("smooth");
  });

  it("jumps without animation when the visitor asks for reduced motion", () => {
    const { scrollBy } = carousel();
    window.matchMedia = vi.fn(() => ({ matches: true })) as unknown as typeof matchMedia;
    document.querySelector<HTMLElement>('[data-carousel-step="1"]')!.click();
    expect(scrollBy.mock.calls[0]![0].behavior).toBe("instant");
  });

  it("disables each arrow while there is nothing on its side", () => {
    const { track } = carousel();
    const [prev, next] = document.querySelectorAll("button");
    const at = (x: number) => {
      track.scrollLeft = x;
      track.dispatchEvent(new Event("scroll"));
      return [prev!.disabled, next!.disabled];
    };
    expect(at(0)).toEqual([true, false]);
    expect(at(324)).toEqual([false, false]);
    expect(at(599.5)).toEqual([false, true]);
    syncArrows(document.querySelector("[data-carousel]")!);
    expect(next!.disabled).toBe(true);
  });
});

describe("share", () => {
  // The toasts on the page, oldest first (each new one is put at the top of the region).
  const notes = () =>
    [...document.querySelectorAll<HTMLElement>("[data-toast]")].reverse().map((t) => ({
      kind: t.dataset.type,
      title: t.querySelector("p")?.textContent,
    }));

  it("marks the page so Copy Link shows, copies the address and confirms, resetting after 2 s", async () => {
    expect(document.documentElement.hasAttribute("data-can-copy")).toBe(true);
    vi.useFakeTimers();
    document.body.innerHTML = `<button data-copy-link="https://example.test/a"><span>Copy</span></button>`;
    const button = document.querySelector("button")!;
    writeText.mockResolvedValueOnce();
    const before = notes().length;
    button.querySelector("span")!.click();
    await vi.advanceTimersByTimeAsync(0); // the clipboard's promise settles
    expect(button.hasAttribute(COPIED_ATTR)).toBe(true);
    expect(writeText).toHaveBeenLastCalledWith("https://example.test/a");
    expect(
      notes()
        .slice(before)
        .map((n) => n.title),
    ).toEqual(["Link copied!"]);
    vi.advanceTimersByTime(COPIED_RESET_MS - 1);
    expect(button.hasAttribute(COPIED_ATTR)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(button.hasAttribute(COPIED_ATTR)).toBe(false);
  });

  it("reports a failed copy and keeps the label", async () => {
    document.body.innerHTML = `<button data-copy-link="https://example.test/a">Copy</button>`;
    writeText.mockRejectedValueOnce(new Error("denied"));
    const before = notes().length;
    document.querySelector("button")!.click();
    await vi.waitFor(() => expect(notes().length).toBe(before + 1));
    expect(notes().at(-1)).toMatchObject({ kind: "error", title: "Failed to copy" });
    expect(document.querySelector("button")!.hasAttribute(COPIED_ATTR)).toBe(false);
  });
});

describe("enhance", () => {
  it("runs only the enhancements whose component is on the page", async () => {
    const spies = enhancements.map((e) => vi.spyOn(e, "run").mockImplementation(() => {}));
    document.body.innerHTML = `<div data-faq></div>`;
    enhance(document);
    expect(spies.map((s) => s.mock.calls.length)).toEqual(
      enhancements.map((e) => (e.name === "faqKeys" ? 1 : 0)),
    );
    for (const s of spies) s.mockRestore();
  });
});

describe("menus", () => {
  it("closes an open dialog or popover when one of its links is chosen", () => {
    document.body.innerHTML = `<dialog><a href="#x">x</a></dialog>`;
    const dialog = document.querySelector("dialog")!;
    dialog.setAttribute("open", "");
    dialog.close = vi.fn(() => dialog.removeAttribute("open"));
    dialog.querySelector("a")!.click();
    expect(dialog.close).toHaveBeenCalledOnce();
  });

  it("Escape dismisses a submenu shown by focus, until focus leaves it", () => {
    document.body.innerHTML = `<ul><li data-submenu><a href="/s">S</a><button popovertarget="p">t</button>
      <div id="p"><a href="/a">A</a></div></li></ul><a href="/o" id="out">out</a>`;
    // The submenu listeners attach to the menus present when the enhancement runs.
    menus(document);
    const menu = document.querySelector("[data-submenu]")!;
    const inner = menu.querySelector<HTMLElement>("#p a")!;
    inner.focus();
    key(inner, "Escape");
    expect(menu.hasAttribute("data-dismissed")).toBe(true);
    expect(document.activeElement).toBe(menu.querySelector("button"));
    document.getElementById("out")!.focus();
    expect(menu.hasAttribute("data-dismissed")).toBe(false);
  });
});
