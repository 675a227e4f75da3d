// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookCall } from "./book-call.client";
import { EMBED_ATTR, SILENT_MS } from "./book-call-embed";

const CAL = "https://cal.com/h2consulting/discovery-call";

/** A booking link as book-call-link.tsx draws it; jsdom's dialog opens and closes as ours. */
function setup(href = CAL) {
  document.body.innerHTML = `<a href="${href}" target="_blank" data-module="book-call">Book a call</a>`;
  const link = document.querySelector("a")!;
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
  bookCall(link);
  return link;
}

const click = (el: Element, init: MouseEventInit = {}) => {
  const e = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  el.dispatchEvent(e);
  return e;
};
const embed = () => document.querySelector<HTMLDialogElement>(`[${EMBED_ATTR}]`);
/** The dialog, once its chunk has come (fetched on the click, if no intent came first). */
const opened = () => vi.waitFor(() => embed() ?? Promise.reject(new Error("not open")));

beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(navigator, "globalPrivacyControl", { value: false, configurable: true });
});
afterEach(() => vi.useRealTimers());

describe("a booking link's script", () => {
  it("opens the scheduler in a frame over the page, carrying the visit's channel", async () => {
    sessionStorage.setItem("h2:visit", JSON.stringify({ utm_source: "LinkedIn", pages_seen: 2 }));
    const link = setup();
    const e = click(link);
    expect(e.defaultPrevented).toBe(true);
    expect(new URL(link.href).searchParams.get("metadata[channel]")).toBe("linkedin");
    const dialog = await opened();
    expect(dialog.open).toBe(true);
    const frame = new URL(dialog.querySelector("iframe")!.src);
    expect(frame.pathname).toBe("/h2consulting/discovery-call/embed");
    expect(frame.searchParams.get("metadata[channel]")).toBe("linkedin");
    // The bar keeps the page itself, for a frame kept out.
    const page = [...dialog.querySelectorAll("a")].find((a) => a.textContent?.includes("new tab"));
    expect(page?.href).toBe(link.href);
  });

  it("reads the page itself when the visit is not kept yet (a tap in the first moments)", () => {
    const link = setup();
    history.replaceState(null, "", "/dedicated-team?utm_source=google&utm_campaign=q4");
    click(link);
    expect(new URL(link.href).searchParams.get("metadata[channel]")).toBe("google");
  });

  it("carries no channel for a visitor who asked not to be tracked", async () => {
    sessionStorage.setItem("h2:visit", JSON.stringify({ utm_source: "LinkedIn" }));
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    const link = setup();
    click(link);
    expect(new URL(link.href).searchParams.has("metadata[channel]")).toBe(false);
    expect((await opened()).open).toBe(true);
  });

  it("lets a new-tab click open the page, with the channel on it", () => {
    sessionStorage.setItem("h2:visit", JSON.stringify({ referrer_host: "www.bing.com" }));
    const link = setup();
    const e = click(link, { ctrlKey: true });
    expect(e.defaultPrevented).toBe(false);
    expect(embed()).toBeNull();
    expect(new URL(link.href).searchParams.get("metadata[channel]")).toBe("bing.com");
  });

  it("keeps a prefilled link's name and address when it adds the channel", () => {
    const link = setup(`${CAL}?name=Ada&email=ada%40analytical.io`);
    click(link);
    const url = new URL(link.href);
    expect(url.searchParams.get("name")).toBe("Ada");
    expect(url.searchParams.get("email")).toBe("ada@analytical.io");
  });

  it("closes from its button, removes the frame and gives focus back to the link", async () => {
    const link = setup();
    click(link);
    const close = (await opened()).querySelector<HTMLButtonElement>("button")!;
    expect(close.getAttribute("aria-label")).toBe("Close the scheduler");
    embed()!.close();
    expect(embed()).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it("says so when the scheduler stays silent, and nothing once it has spoken", async () => {
    const silent = setup();
    click(silent);
    await opened();
    embed()!.close();
    vi.useFakeTimers();
    click(silent);
    await vi.waitFor(() => embed() ?? Promise.reject(new Error("not open")));
    const status = () => embed()!.querySelector("[role=status]")!.textContent;
    expect(status()).toBe("Loading the scheduler…");
    vi.advanceTimersByTime(SILENT_MS);
    expect(status()).toBe("The scheduler has not opened here.");
    embed()!.close();

    click(silent);
    await vi.waitFor(() => embed() ?? Promise.reject(new Error("not open")));
    window.dispatchEvent(new MessageEvent("message", { origin: "https://cal.com", data: {} }));
    expect(embed()!.hasAttribute("data-ready")).toBe(true);
    vi.advanceTimersByTime(SILENT_MS);
    expect(status()).toBe("");
  });
});
