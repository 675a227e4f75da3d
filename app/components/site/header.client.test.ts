// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { DISMISSED_ATTR, submenu } from "./header.client";

const key = (el: Element, k: string) =>
  el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));

function setup() {
  document.body.innerHTML = `<ul><li data-module="submenu"><a href="#s">S</a><button popovertarget="p">t</button>
    <div id="p"><a href="#a">A</a></div></li></ul><a href="#o" id="out">out</a>`;
  const menu = document.querySelector<HTMLElement>('[data-module="submenu"]')!;
  submenu(menu);
  return menu;
}

describe("Services submenu", () => {
  it("Escape dismisses a submenu shown by focus, returns focus to its toggle, until focus leaves it", () => {
    const menu = setup();
    const inner = menu.querySelector<HTMLElement>("#p a")!;
    inner.focus();
    key(inner, "Escape");
    expect(menu.hasAttribute(DISMISSED_ATTR)).toBe(true);
    expect(document.activeElement).toBe(menu.querySelector("button"));
    document.getElementById("out")!.focus();
    expect(menu.hasAttribute(DISMISSED_ATTR)).toBe(false);
  });

  it("Escape elsewhere, with the submenu neither focused nor hovered, leaves it alone", () => {
    const menu = setup();
    document.getElementById("out")!.focus();
    key(document.body, "Escape");
    expect(menu.hasAttribute(DISMISSED_ATTR)).toBe(false);
  });

  it("a link chosen in it dismisses it", () => {
    const menu = setup();
    menu.querySelector<HTMLElement>("#p a")!.click();
    expect(menu.hasAttribute(DISMISSED_ATTR)).toBe(true);
  });
});
