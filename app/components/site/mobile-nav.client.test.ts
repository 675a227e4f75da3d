// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { mobileNav } from "./mobile-nav.client";

/** A popover as the browser makes it: jsdom has no popovers, so open state and hiding are ours. */
function setup() {
  document.body.innerHTML = `<button popovertarget="m">Open</button>
    <div id="m" popover="auto" data-module="mobile-nav"><button popovertarget="m"
    popovertargetaction="hide">Close</button><a href="#x">x</a><p>text</p></div>`;
  const menu = document.querySelector<HTMLElement>("#m")!;
  let open = true;
  menu.hidePopover = vi.fn(() => {
    open = false;
  });
  const matches = menu.matches.bind(menu);
  menu.matches = (selector: string) => (selector === ":popover-open" ? open : matches(selector));
  mobileNav(menu);
  return menu;
}

describe("phone menu", () => {
  it("closes when one of its links is chosen, not on other taps inside it", () => {
    const menu = setup();
    menu.querySelector("p")!.click();
    expect(menu.hidePopover).not.toHaveBeenCalled();
    menu.querySelector("a")!.click();
    expect(menu.hidePopover).toHaveBeenCalledOnce();
    // Already closed: a second click on a link asks nothing more of it.
    menu.querySelector("a")!.click();
    expect(menu.hidePopover).toHaveBeenCalledOnce();
  });

  it("leaves alone an element that is not a popover (the attribute in the wrong place)", () => {
    document.body.innerHTML = `<div id="m" data-module="mobile-nav"><a href="#x">x</a></div>`;
    const div = document.querySelector<HTMLElement>("div")!;
    div.hidePopover = vi.fn();
    const listen = vi.spyOn(div, "addEventListener");
    expect(() => mobileNav(div)).not.toThrow();
    expect(listen).not.toHaveBeenCalled();
  });
});
