// @vitest-environment jsdom
import { contactMessages } from "@lib/contact-schema";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LEFT_EARLY_KEY, takeLeftEarly } from "~/browser/left-early";
import { ContactForm } from "~/components/site/contact/contact-form";
import { NewsletterForm } from "~/components/site/newsletter/newsletter-form";
import { addHeldBack, catchEarlySends } from "./first-paint-catcher";
import { releaseHeld } from "./form-parts";
import { formScriptFailed } from "./form-unavailable";

// Started once in this window, as the page's head starts it once.
beforeAll(() => catchEarlySends());

function contact(values: Record<string, string> = {}) {
  document.body.innerHTML = renderToStaticMarkup(<ContactForm source="/test" values={values} />);
  return document.querySelector("form")!;
}

/** Presses Send; returns whether the page's own post went ahead (never, while not live). */
const press = (form: HTMLFormElement) =>
  form.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));

const shown = (form: HTMLFormElement) =>
  Object.fromEntries(
    [...form.querySelectorAll<HTMLElement>("[data-field-error]")]
      .filter((slot) => !slot.hidden)
      .map((slot) => [slot.id, slot.textContent]),
  );

describe("the first-paint catcher", () => {
  it("renders, for each required field, the schema's own words for it left empty", () => {
    const form = contact();
    const whenEmpty = (id: string) =>
      form.querySelector(`#contact-${id}-error`)?.getAttribute("data-when-empty");
    expect(whenEmpty("name")).toBe(contactMessages.name);
    expect(whenEmpty("email")).toBe(contactMessages.email);
    expect(whenEmpty("company")).toBe(contactMessages.company);
    expect(whenEmpty("message")).toBe(contactMessages.message);
    expect(whenEmpty("phone")).toBeNull(); // optional: empty is fine
  });

  it("says what is missing at once, focuses the first, and neither sends nor holds", () => {
    const form = contact({ email: "asha@larchfield-freight.com", company: "  " });
    expect(press(form)).toBe(false);
    expect(shown(form)).toEqual({
      "contact-name-error": contactMessages.name,
      "contact-company-error": contactMessages.company,
      "contact-message-error": contactMessages.message,
    });
    const name = form.querySelector<HTMLInputElement>("#contact-name")!;
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe("contact-name-error");
    expect(document.activeElement).toBe(name);
    expect(form.getAttribute("aria-busy")).toBeNull();
  });

  it("holds a form with every required field filled, showing it sending, for the script to judge", () => {
    const form = contact({
      name: "Asha Raman",
      email: "asha@",
      company: "Larchfield",
      message: "Four engineers by March.",
    });
    expect(press(form)).toBe(false);
    expect(shown(form)).toEqual({});
    expect(form.getAttribute("aria-busy")).toBe("true");
    expect(form.querySelector<HTMLButtonElement>('[data-form-part="submit"]')!.disabled).toBe(true);
    expect(form.querySelector<HTMLElement>('[data-form-part="busy"]')!.hidden).toBe(false);
    expect(form.querySelector<HTMLElement>('[data-form-part="idle"]')!.hidden).toBe(true);
  });

  it("leaves a form alone once its script is live", () => {
    const form = contact();
    form.setAttribute("data-module-started", "");
    form.addEventListener("submit", (e) => e.preventDefault()); // the script's own listener
    press(form);
    expect(shown(form)).toEqual({});
  });

  it("notes a page left before its script started, for the next page's script to count", () => {
    sessionStorage.clear();
    document.documentElement.classList.add("scripts-supported");
    window.dispatchEvent(new Event("pagehide"));
    expect(sessionStorage.getItem(LEFT_EARLY_KEY)).toBeNull(); // the page's script keeps its own
    document.documentElement.classList.remove("scripts-supported");
    window.dispatchEvent(new Event("pagehide"));
    const line = `${location.href} ${document.referrer}\n`;
    expect(sessionStorage.getItem(LEFT_EARLY_KEY)).toBe(line);
    // The next page left early adds its own line after it (this page stands in for it).
    window.dispatchEvent(new Event("pagehide"));
    expect(sessionStorage.getItem(LEFT_EARLY_KEY)).toBe(line + line);
    expect(takeLeftEarly(window)).toHaveLength(2);
    sessionStorage.clear();
  });

  it("says the newsletter's message for an empty address", () => {
    document.body.innerHTML = renderToStaticMarkup(<NewsletterForm />);
    const form = document.querySelector("form")!;
    press(form);
    expect(Object.values(shown(form))).toEqual(["Please enter a valid email address"]);
    expect(form.getAttribute("aria-busy")).toBeNull();
  });
});

/** Every required field filled: a Send the catcher holds. */
const filled = {
  name: "Asha Raman",
  email: "asha@larchfield-freight.com",
  company: "Larchfield",
  message: "Four engineers by March.",
};
// jsdom cannot navigate: the page's own post is what the tests below watch.
const posted = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});

describe("the first-paint catcher, when the form's script cannot come", () => {
  beforeEach(() => posted.mockClear());
  afterEach(() => document.documentElement.classList.remove("scripts-supported"));

  it("holds a Send while the page's script is on its way, and posts it as HTML once told it failed", () => {
    document.documentElement.classList.add("scripts-supported");
    const form = contact(filled);
    press(form);
    expect(posted).not.toHaveBeenCalled();
    formScriptFailed(form, true);
    formScriptFailed(form, true);
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it("posts at once a Send pressed after the script was known to have failed", () => {
    document.documentElement.classList.add("scripts-supported");
    const form = contact(filled);
    formScriptFailed(form, true);
    press(form);
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it("offline, tells the page's script, and never posts a hold the page gave back", () => {
    document.documentElement.classList.add("scripts-supported");
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const form = contact(filled);
      const told = vi.fn(() => releaseHeld(form));
      form.addEventListener("formoffline", told);
      press(form);
      formScriptFailed(form, true);
      expect(told).toHaveBeenCalledTimes(1);
      expect(form.getAttribute("aria-busy")).toBeNull();
      expect(form.querySelector<HTMLButtonElement>('[data-form-part="submit"]')!.disabled).toBe(
        false,
      );
      expect(form.querySelector<HTMLElement>('[data-form-part="busy"]')!.hidden).toBe(true);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event("online"));
      expect(posted).not.toHaveBeenCalled(); // given back: the visitor sends again
      press(form);
      expect(posted).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
    }
  });

  it("never posts a form its script has taken over", () => {
    document.documentElement.classList.add("scripts-supported");
    const form = contact(filled);
    press(form);
    form.setAttribute("data-module-started", "");
    formScriptFailed(form, true);
    expect(posted).not.toHaveBeenCalled();
  });
});

// Last: a page learns once that its script is lost, and every later Send then posts as HTML.
describe("the first-paint catcher, when the page's script is lost", () => {
  beforeEach(() => posted.mockClear());
  afterEach(() => {
    document.documentElement.classList.remove("scripts-supported");
    document.head.innerHTML = "";
  });
  const HELD = `<template data-after-paint><script type="module" src="/assets/page.js"></script></template><template data-after-paint><link rel="manifest" href="/manifest.webmanifest"></template>`;
  /** The head's held-back parts added (as after the first paint); the page's script added. */
  function added(add = addHeldBack) {
    document.head.innerHTML = HELD;
    add();
    const script = document.head.querySelector<HTMLScriptElement>("script[src]");
    expect(script?.getAttribute("src")).toBe("/assets/page.js");
    return script!;
  }

  it("adds the head's held-back parts, and a page script that starts keeps a held Send for itself", () => {
    const form = contact(filled);
    press(form);
    const script = added();
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(
      "/manifest.webmanifest",
    );
    document.documentElement.classList.add("scripts-supported");
    script.dispatchEvent(new Event("load"));
    expect(posted).not.toHaveBeenCalled();
    expect(form.getAttribute("aria-busy")).toBe("true");
  });

  it("posts a held Send as HTML when the page's script ran but did not start", async () => {
    const form = contact(filled);
    press(form);
    // A page of its own, learning about its own script (this page's catcher has not yet).
    vi.resetModules();
    const fresh = await import("./first-paint-catcher");
    added(fresh.addHeldBack).dispatchEvent(new Event("load"));
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it("posts a held Send as HTML when the page's script cannot be fetched (blocked, offline, gone)", () => {
    const form = contact(filled);
    press(form);
    expect(posted).not.toHaveBeenCalled();
    added().dispatchEvent(new Event("error"));
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it("then posts a Send at once", () => {
    press(contact(filled));
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it("then keeps a Send held while the browser is offline, and posts it once it is back online", () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const form = contact(filled);
      press(form);
      expect(posted).not.toHaveBeenCalled();
      expect(form.getAttribute("aria-busy")).toBe("true"); // still showing it sending
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event("online"));
      window.dispatchEvent(new Event("online"));
      expect(posted).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
    }
  });
});
