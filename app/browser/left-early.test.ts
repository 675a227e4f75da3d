import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { LEFT_EARLY_KEY, takeLeftEarly } from "./left-early";

const page = (url = "https://site.test/our-model") =>
  new JSDOM("", { url }).window as unknown as Window;

describe("a page left before its script ran", () => {
  it("is read back from the catcher's note once: address and referrer", () => {
    const win = page();
    win.sessionStorage.setItem(
      LEFT_EARLY_KEY,
      "https://site.test/?utm_source=x https://a.test/b c",
    );
    expect(takeLeftEarly(win)).toEqual({
      path: "/",
      search: "?utm_source=x",
      referrer: "https://a.test/b c",
    });
    expect(takeLeftEarly(win)).toBeUndefined();
  });

  it("keeps an empty referrer empty, and takes nothing of another site's or a broken note", () => {
    const win = page();
    win.sessionStorage.setItem(LEFT_EARLY_KEY, "https://site.test/contact ");
    expect(takeLeftEarly(win)).toEqual({ path: "/contact", search: "", referrer: "" });
    win.sessionStorage.setItem(LEFT_EARLY_KEY, "https://elsewhere.test/ https://site.test/");
    expect(takeLeftEarly(win)).toBeUndefined();
    win.sessionStorage.setItem(LEFT_EARLY_KEY, "http://[ x");
    expect(takeLeftEarly(win)).toBeUndefined();
    expect(win.sessionStorage.getItem(LEFT_EARLY_KEY)).toBeNull();
  });
});
