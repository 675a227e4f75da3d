// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { enhancements } from "./enhance";
import { type PageScript, pageScripts, startPageScripts } from "./page-scripts";

vi.mock("~/lib/after-first-paint", async (original) => ({
  ...(await original<typeof import("~/lib/after-first-paint")>()),
  afterFirstPaint: (_win: Window, run: () => void) => painted.push(run),
}));
let painted: (() => void)[] = [];
const paint = async () => {
  for (const run of painted.splice(0)) run();
  await new Promise((r) => setTimeout(r, 0)); // let the started scripts settle
};

beforeEach(() => {
  painted = [];
  document.documentElement.removeAttribute("data-page-scripts");
  document.body.innerHTML = "";
});

describe("startPageScripts", () => {
  it("marks the page and starts the controls at once, and fetches nothing before the first paint", async () => {
    document.body.innerHTML = `<div data-faq></div><form data-form="contact"></form>`;
    const faq = vi.spyOn(enhancements.find((e) => e.attr === "data-faq")!, "start");
    const start = vi.fn(async () => {});
    startPageScripts(document, [{ selector: "form", start }]);
    expect(document.documentElement.hasAttribute("data-page-scripts")).toBe(true);
    expect(faq).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
    await paint();
    expect(start).toHaveBeenCalledWith(document);
    faq.mockRestore();
  });

  it("adds the head's held-back links (the web manifest) after the first paint, not before", async () => {
    document.head.innerHTML = `<template data-after-paint><link rel="manifest" href="/manifest.webmanifest"></template>`;
    startPageScripts(document, []);
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    await paint();
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(
      "/manifest.webmanifest",
    );
    document.head.innerHTML = "";
  });

  it("fetches a part's script only on a page that has the part", async () => {
    document.body.innerHTML = `<form data-form="contact"></form>`;
    const contact = vi.fn(async () => {});
    const newsletter = vi.fn(async () => {});
    startPageScripts(document, [
      { selector: `form[data-form="contact"]`, start: contact },
      { selector: `form[data-form="newsletter"]`, start: newsletter },
    ]);
    await paint();
    expect(contact).toHaveBeenCalledTimes(1);
    expect(newsletter).not.toHaveBeenCalled();
  });

  it("fetches the blog listing's wake-up only for a visit that may need it: a search in the address, or Back", () => {
    const wake = pageScripts.find((s) => s.selector === "astro-island")!;
    const visit = (search: string, type: string) =>
      ({
        location: { search },
        performance: { getEntriesByType: () => [{ type }] },
      }) as unknown as Window;
    expect(wake.needed?.(visit("", "navigate"))).toBe(false);
    expect(wake.needed?.(visit("", "reload"))).toBe(false);
    expect(wake.needed?.(visit("?q=remote", "navigate"))).toBe(true);
    // An empty search shows every post, as the page's HTML already does: nothing to wake.
    expect(wake.needed?.(visit("?q=", "navigate"))).toBe(false);
    expect(wake.needed?.(visit("", "back_forward"))).toBe(true);
  });

  it("leaves a part's script unfetched where this visit does not need it", async () => {
    document.body.innerHTML = `<div data-part></div>`;
    const start = vi.fn(async () => {});
    startPageScripts(document, [{ selector: "[data-part]", start, needed: () => false }]);
    await paint();
    expect(start).not.toHaveBeenCalled();
  });

  it("marks a form whose script cannot come, and tells a Send held for it", async () => {
    document.body.innerHTML = `<form data-form="contact"></form><form data-form="newsletter"></form>`;
    const told = vi.fn();
    const contact = document.querySelector("form")!;
    contact.addEventListener("formscriptfailed", told);
    const formScript = pageScripts.find((s) => s.selector === `form[data-form="contact"]`)!;
    const failing: PageScript = {
      ...formScript,
      start: () => Promise.reject(new TypeError("offline")),
    };
    startPageScripts(document, [failing]);
    await paint();
    expect(contact.hasAttribute("data-form-failed")).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
    expect(
      document.querySelector('[data-form="newsletter"]')!.hasAttribute("data-form-failed"),
    ).toBe(false);
  });

  it("offline, answers a Send it cannot post with the 'Error' toast and gives the form back", async () => {
    document.body.innerHTML = `<form data-form="contact" data-form-held="1" aria-busy="true"><button data-form-part="submit"><span data-form-part="idle" hidden>Send</span><span data-form-part="busy">SENDING...</span></button></form>`;
    const form = document.querySelector("form")!;
    const formScript = pageScripts.find((s) => s.selector === `form[data-form="contact"]`)!;
    startPageScripts(document, [{ ...formScript, start: () => Promise.reject(new TypeError()) }]);
    await paint();
    form.dispatchEvent(new Event("formoffline")); // what the catcher says, offline
    form.dispatchEvent(new Event("formoffline"));
    expect(form.hasAttribute("data-form-held")).toBe(false);
    expect(form.querySelector<HTMLElement>('[data-form-part="idle"]')!.hidden).toBe(false);
    const toasts = [...document.querySelectorAll("[data-toast]")];
    expect(toasts.length).toBe(2);
    expect(toasts[0]!.textContent).toContain("Error");
    expect(toasts[0]!.textContent).toContain("Check your connection");
  });

  it("fetches a script lost with the link again once online, the form unmarked meanwhile", async () => {
    document.body.innerHTML = `<form data-form="contact"></form>`;
    const form = document.querySelector("form")!;
    const formScript = pageScripts.find((s) => s.selector === `form[data-form="contact"]`)!;
    let fails = 1;
    const start = vi.fn(() =>
      fails-- > 0 ? Promise.reject(new TypeError()) : new Promise(() => {}),
    );
    startPageScripts(document, [{ ...formScript, start }]);
    await paint();
    expect(form.hasAttribute("data-form-failed")).toBe(true);
    window.dispatchEvent(new Event("online"));
    expect(start).toHaveBeenCalledTimes(2);
    expect(form.hasAttribute("data-form-failed")).toBe(false); // a Send now waits for it
    window.dispatchEvent(new Event("online"));
    expect(start).toHaveBeenCalledTimes(2); // once per loss
  });

  it("knows a script for each form and the blog's island", () => {
    expect(pageScripts.map((s) => s.selector)).toEqual([
      `form[data-form="contact"]`,
      `form[data-form="newsletter"]`,
      "astro-island",
    ]);
    expect(pageScripts.filter((s) => s.failed).length).toBe(2); // the forms post as HTML instead
  });
});
