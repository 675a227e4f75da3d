// @vitest-environment jsdom
import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CaseStudyRequestForm } from "~/components/site/case-study-request/case-study-request-form";
import { ContactForm } from "~/components/site/contact/contact-form";
import { NewsletterForm } from "~/components/site/newsletter/newsletter-form";
import { BlogSearch } from "~/components/site/resources/blog-search";
import { initAll } from "./init-all";
import { type Module, modules } from "./modules";

vi.mock("~/browser/after-first-paint", async (original) => ({
  ...(await original<typeof import("~/browser/after-first-paint")>()),
  afterFirstPaint: (_win: Window, run: () => void) => painted.push(run),
}));
let painted: (() => void)[] = [];
const paint = async () => {
  for (const run of painted.splice(0)) run();
  await new Promise((r) => setTimeout(r, 0)); // let the started scripts settle
};
const named = (name: string) => modules.find((m) => m.name === name)!;
const supported = () => document.documentElement.classList.contains("scripts-supported");

beforeEach(() => {
  painted = [];
  document.documentElement.classList.remove("scripts-supported");
  document.body.innerHTML = "";
});

describe("initAll", () => {
  it("marks the page supported and starts the bundled parts at once, and fetches nothing before the first paint", async () => {
    document.body.innerHTML = `<div data-module="faq"></div><form data-module="contact-form"></form>`;
    const faq = vi.fn();
    const contact = vi.fn(async () => {});
    initAll(document, [
      { name: "faq", start: faq },
      { name: "contact-form", start: contact, afterPaint: true },
    ]);
    expect(supported()).toBe(true);
    expect(faq).toHaveBeenCalledWith(document.querySelector("div"));
    expect(document.querySelector("div")!.hasAttribute("data-module-started")).toBe(true);
    expect(contact).not.toHaveBeenCalled();
    await paint();
    expect(contact).toHaveBeenCalledWith(document.querySelector("form"));
    expect(document.querySelector("form")!.hasAttribute("data-module-started")).toBe(true);
  });

  it("starts each part once per element that names it, and no other", () => {
    document.body.innerHTML = `<div data-module="faq"></div><div data-module="faq"></div><p data-module="x"></p>`;
    const faq = vi.fn();
    const menu = vi.fn();
    const list: Module[] = [
      { name: "faq", start: faq },
      { name: "menu", start: menu },
    ];
    initAll(document, list);
    initAll(document, list); // a second run starts nothing twice
    expect(faq).toHaveBeenCalledTimes(2);
    expect(menu).not.toHaveBeenCalled();
  });

  it("keeps the visit for attribution only after the first paint", async () => {
    sessionStorage.clear();
    initAll(document, []);
    expect(sessionStorage.getItem("h2:visit")).toBeNull();
    await paint();
    expect(JSON.parse(sessionStorage.getItem("h2:visit") ?? "{}")).toMatchObject({ pages_seen: 1 });
  });

  it("keeps the visit of a page left before the first paint's task, once, and sends its view as it goes", async () => {
    // A page of its own: the shared test window already carries earlier tests' listeners.
    const { window: page } = new JSDOM("", { url: "https://site.test/dedicated-team" });
    const beacons: string[] = [];
    Object.assign(page.navigator, { sendBeacon: (to: string) => beacons.push(to) });
    const visit = () => JSON.parse(page.sessionStorage.getItem("h2:visit") ?? "{}");
    initAll(page.document, []);
    page.dispatchEvent(new page.Event("pagehide"));
    expect(visit()).toMatchObject({ landing_page: "/dedicated-team", pages_seen: 1 });
    expect(beacons).toEqual(["/api/views"]);
    await paint();
    expect(visit()).toMatchObject({ pages_seen: 1 });
    expect(beacons).toHaveLength(1);
  });

  it("fetches a part's script only on a page that has the part", async () => {
    document.body.innerHTML = `<form data-module="contact-form"></form>`;
    const contact = vi.fn(async () => {});
    const newsletter = vi.fn(async () => {});
    initAll(document, [
      { name: "contact-form", start: contact, afterPaint: true },
      { name: "newsletter-form", start: newsletter, afterPaint: true },
    ]);
    await paint();
    expect(contact).toHaveBeenCalledTimes(1);
    expect(newsletter).not.toHaveBeenCalled();
  });

  it("fetches the blog listing's wake-up only for a visit that may need it: a search in the address, or Back", () => {
    const wake = named("blog-browser");
    expect(wake.afterPaint).toBe(true);
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
    document.body.innerHTML = `<div data-module="part"></div>`;
    const start = vi.fn(async () => {});
    initAll(document, [{ name: "part", start, afterPaint: true, needed: () => false }]);
    await paint();
    expect(start).not.toHaveBeenCalled();
    expect(document.querySelector("div")!.hasAttribute("data-module-started")).toBe(false);
  });

  it("marks a form whose script cannot come, and tells a Send held for it", async () => {
    document.body.innerHTML = `<form data-module="contact-form"></form><form data-module="newsletter-form"></form>`;
    const told = vi.fn();
    const [contact, newsletter] = document.querySelectorAll("form");
    contact!.addEventListener("formscriptfailed", told);
    initAll(document, [{ ...named("contact-form"), start: () => Promise.reject(new TypeError()) }]);
    await paint();
    expect(contact!.hasAttribute("data-form-failed")).toBe(true);
    expect(contact!.hasAttribute("data-module-started")).toBe(false);
    expect(told).toHaveBeenCalledTimes(1);
    expect(newsletter!.hasAttribute("data-form-failed")).toBe(false);
  });

  it("offline, answers a Send it cannot post with the 'Error' toast and gives the form back", async () => {
    document.body.innerHTML = `<form data-module="contact-form" data-form-held="1" aria-busy="true"><button data-form-part="submit"><span data-form-part="idle" hidden>Send</span><span data-form-part="busy">SENDING...</span></button></form>`;
    const form = document.querySelector("form")!;
    initAll(document, [{ ...named("contact-form"), start: () => Promise.reject(new TypeError()) }]);
    await paint();
    form.dispatchEvent(new Event("formoffline")); // what the catcher says, offline
    form.dispatchEvent(new Event("formoffline"));
    expect(form.getAttribute("aria-busy")).toBeNull();
    expect(form.querySelector<HTMLElement>('[data-form-part="idle"]')!.hidden).toBe(false);
    const toasts = [...document.querySelectorAll("[data-toast]")];
    expect(toasts.length).toBe(2);
    expect(toasts[0]!.textContent).toContain("Error");
    expect(toasts[0]!.textContent).toContain("Check your connection");
  });

  it("fetches a script lost with the link again once online, the form unmarked meanwhile", async () => {
    document.body.innerHTML = `<form data-module="contact-form"></form>`;
    const form = document.querySelector("form")!;
    let fails = 1;
    const start = vi.fn(() =>
      fails-- > 0 ? Promise.reject(new TypeError()) : new Promise<void>(() => {}),
    );
    initAll(document, [{ ...named("contact-form"), start }]);
    await paint();
    expect(form.hasAttribute("data-form-failed")).toBe(true);
    window.dispatchEvent(new Event("online"));
    expect(start).toHaveBeenCalledTimes(2);
    expect(form.hasAttribute("data-form-failed")).toBe(false); // a Send now waits for it
    window.dispatchEvent(new Event("online"));
    expect(start).toHaveBeenCalledTimes(2); // once per loss
  });
});

describe("modules", () => {
  const fetchedLater = (list: readonly Module[]) =>
    list.filter((m) => m.afterPaint).map((m) => m.name);

  it("knows a script for each form and the blog's island, fetched after the paint; the download form's only in an e-mail-mode build", async () => {
    expect(fetchedLater(modules)).toEqual(["contact-form", "newsletter-form", "blog-browser"]);
    expect(modules.filter((m) => m.failed).length).toBe(2); // the forms post as HTML instead
    vi.stubGlobal("__H2_CASE_STUDY_DOWNLOADS__", "email");
    vi.resetModules();
    const email = (await import("./modules")).modules;
    vi.unstubAllGlobals();
    expect(fetchedLater(email)).toEqual([
      "contact-form",
      "newsletter-form",
      "case-study-request-form",
      "blog-browser",
    ]);
    expect(email.filter((m) => m.failed).length).toBe(3);
  });

  it("has one name per part, and every part's component names one it knows", async () => {
    vi.stubGlobal("__H2_CASE_STUDY_DOWNLOADS__", "email");
    vi.resetModules();
    const known = new Set((await import("./modules")).modules.map((m) => m.name));
    vi.unstubAllGlobals();
    expect(known.size).toBe(modules.length + 1);
    const noop = () => {};
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <ContactForm source="/" />
        <NewsletterForm />
        <CaseStudyRequestForm study="s" source="/" />
        <BlogSearch value="" onChange={noop} onClear={noop} onSubmit={noop} />
      </>,
    );
    const named = [...document.querySelectorAll("[data-module]")].map((el) =>
      el.getAttribute("data-module"),
    );
    expect(named).toEqual([
      "contact-form",
      // The thank-you panel's booking link.
      "book-call",
      "newsletter-form",
      "case-study-request-form",
      "blog-browser",
    ]);
    for (const name of named) expect(known).toContain(name);
  });
});
