// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { mobileNav } from "./mobile-nav.client";

function setup() {
  document.body.innerHTML = `<button commandfor="m" command="show-modal">Open</button>
    <dialog id="m" data-mobile-nav><button commandfor="m" command="close">Close</button>
    <a href="#x">x</a><p>text</p></dialog>`;
  const dialog = document.querySelector("dialog")!;
  dialog.showModal = vi.fn(() => dialog.setAttribute("open", ""));
  dialog.close = vi.fn(() => dialog.removeAttribute("open"));
  mobileNav(dialog);
  return dialog;
}

describe("phone menu", () => {
  it("closes when one of its links is chosen, not on other taps inside it", () => {
    const dialog = setup();
    dialog.setAttribute("open", "");
    dialog.querySelector("p")!.click();
    expect(dialog.close).not.toHaveBeenCalled();
    dialog.querySelector("a")!.click();
    expect(dialog.close).toHaveBeenCalledOnce();
  });

  it("gives its command buttons their job where the browser has no invoker commands", () => {
    // jsdom has none, as older browsers.
    expect("command" in HTMLButtonElement.prototype).toBe(false);
    const dialog = setup();
    document.querySelector<HTMLElement>('[command="show-modal"]')!.click();
    expect(dialog.showModal).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(true);
    document.querySelector<HTMLElement>('[command="close"]')!.click();
    expect(dialog.close).toHaveBeenCalledOnce();
  });

  it("leaves alone an element that is not a dialog (the attribute in the wrong place)", () => {
    document.body.innerHTML = `<button commandfor="m" command="show-modal">Open</button>
      <div id="m" data-mobile-nav><a href="#x">x</a></div>`;
    const div = document.querySelector<HTMLElement>("div")!;
    const listen = vi.spyOn(div, "addEventListener");
    const open = document.querySelector("button")!;
    const openListen = vi.spyOn(open, "addEventListener");
    expect(() => mobileNav(div)).not.toThrow();
    expect(listen).not.toHaveBeenCalled();
    expect(openListen).not.toHaveBeenCalled();
  });
});
