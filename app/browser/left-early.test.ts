import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { LEFT_EARLY_KEY, LEFT_EARLY_MAX, takeLeftEarly } from "./left-early";

const page = (url = "https://site.test/our-model") =>
  new JSDOM("", { url }).window as unknown as Window;

describe("a page left before its script ran", () => {
  it("is read back from the catcher's note once: address and referrer", () => {
    const win = page();
    win.sessionStorage.setItem(
      LEFT_EARLY_KEY,
      "https://site.test/?utm_source=x https://a.test/b c",
    );
    expect(takeLeftEarly(win)).toEqual([
      { path: "/", search: "?utm_source=x", referrer: "https://a.test/b c" },
    ]);
    expect(takeLeftEarly(win)).toEqual([]);
  });

  it("keeps an empty referrer empty, and takes nothing of another site's or a broken note", () => {
    const win = page();
    win.sessionStorage.setItem(LEFT_EARLY_KEY, "https://site.test/contact ");
    expect(takeLeftEarly(win)).toEqual([{ path: "/contact", search: "", referrer: "" }]);
    win.sessionStorage.setItem(LEFT_EARLY_KEY, "https://elsewhere.test/ https://site.test/");
    expect(takeLeftEarly(win)).toEqual([]);
    win.sessionStorage.setItem(LEFT_EARLY_KEY, "http://[ x");
    expect(takeLeftEarly(win)).toEqual([]);
    expect(win.sessionStorage.getItem(LEFT_EARLY_KEY)).toBeNull();
  });

  it("reads several pages left in a row, oldest first, skipping a line it cannot read", () => {
    const win = page();
    win.sessionStorage.setItem(
      LEFT_EARLY_KEY,
      [
        "https://site.test/dedicated-team?utm_source=linkedin https://www.linkedin.com/",
        "https://elsewhere.test/x https://site.test/dedicated-team",
        "https://site.test/about https://site.test/dedicated-team?utm_source=linkedin",
        "",
      ].join("\n"),
    );
    expect(takeLeftEarly(win)).toEqual([
      {
        path: "/dedicated-team",
        search: "?utm_source=linkedin",
        referrer: "https://www.linkedin.com/",
      },
      {
        path: "/about",
        search: "",
        referrer: "https://site.test/dedicated-team?utm_source=linkedin",
      },
    ]);
    expect(win.sessionStorage.getItem(LEFT_EARLY_KEY)).toBeNull();
  });

  it("takes no more than a visit could tap through", () => {
    const win = page();
    const line = (i: number) => `https://site.test/p${i} `;
    win.sessionStorage.setItem(
      LEFT_EARLY_KEY,
      Array.from({ length: 500 }, (_, i) => line(i)).join("\n"),
    );
    const pages = takeLeftEarly(win);
    expect(pages).toHaveLength(LEFT_EARLY_MAX);
    expect(pages[0]?.path).toBe("/p0");
  });
});
