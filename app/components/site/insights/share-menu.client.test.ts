// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { COPIED_ATTR, COPIED_RESET_MS, shareMenu } from "./share-menu.client";

const writeText = vi.fn<(text: string) => Promise<void>>();
beforeAll(() => {
  Object.defineProperty(document.defaultView!.navigator, "clipboard", {
    value: { writeText },
    configurable: true,
  });
});
afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

// The toasts on the page, oldest first (each new one is put at the top of the region).
const notes = () =>
  [...document.querySelectorAll<HTMLElement>("[data-toast]")].reverse().map((t) => ({
    kind: t.dataset.type,
    title: t.querySelector("p")?.textContent,
  }));

function menu(inner: string) {
  document.body.innerHTML = `<div data-module="share-menu">${inner}</div>`;
  shareMenu(document.querySelector<HTMLElement>('[data-module="share-menu"]')!);
}

describe("share", () => {
  it("marks the page so Copy Link shows, copies the address and confirms, resetting after 2 s", async () => {
    vi.useFakeTimers();
    menu(`<button data-copy-link="https://example.test/a"><span>Copy</span></button>`);
    expect(document.documentElement.hasAttribute("data-can-copy")).toBe(true);
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
    menu(`<button data-copy-link="https://example.test/a">Copy</button>`);
    writeText.mockRejectedValueOnce(new Error("denied"));
    const before = notes().length;
    document.querySelector("button")!.click();
    await vi.waitFor(() => expect(notes().length).toBe(before + 1));
    expect(notes().at(-1)).toMatchObject({ kind: "error", title: "Failed to copy" });
    expect(document.querySelector("button")!.hasAttribute(COPIED_ATTR)).toBe(false);
  });

  it("opens the device's share sheet with the article's title, excerpt and address", () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(document.defaultView!.navigator, "share", {
      value: share,
      configurable: true,
    });
    menu(
      `<button data-web-share data-share-title="T" data-share-text="X" data-share-url="https://example.test/a">Share…</button>`,
    );
    expect(document.documentElement.hasAttribute("data-web-share")).toBe(true);
    document.querySelector("button")!.click();
    expect(share).toHaveBeenCalledWith({ title: "T", text: "X", url: "https://example.test/a" });
  });
});
