import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { LEFT_EARLY_KEY } from "./left-early";
import { IDLE_FALLBACK_MS, recordVisit, visitAttribution } from "./visit";

/** A tab: one window per page load, sharing the tab's sessionStorage as a real tab does. */
function tab() {
  let storage: Storage | undefined;
  const beacons: unknown[] = [];
  const load = (url: string, referrer = "", gpc = false, html = "") => {
    const { window } = new JSDOM(html, { url, referrer: referrer || undefined });
    if (storage)
      for (const [k, v] of Object.entries({ ...storage })) window.sessionStorage.setItem(k, v);
    storage = window.sessionStorage;
    Object.assign(window.navigator, {
      sendBeacon: (to: string, body: string) => beacons.push({ to, ...JSON.parse(body) }),
      globalPrivacyControl: gpc,
    });
    Object.defineProperty(window.document, "readyState", { value: "complete" });
    recordVisit(window as unknown as Window);
    // Left at once (a quick Back or the next page): its view goes as it is hidden.
    window.dispatchEvent(new window.Event("pagehide"));
    return window as unknown as Window;
  };
  /** A page left before its script ran: only the head's catcher's line, as it writes it. */
  const leaveEarly = (url: string, referrer = "") => {
    const { window } = new JSDOM("", { url });
    if (storage)
      for (const [k, v] of Object.entries({ ...storage })) window.sessionStorage.setItem(k, v);
    storage = window.sessionStorage;
    const before = storage.getItem(LEFT_EARLY_KEY) ?? "";
    storage.setItem(LEFT_EARLY_KEY, `${before}${url} ${referrer}\n`);
  };
  return { load, leaveEarly, beacons };
}

const LINKEDIN = "https://www.linkedin.com/feed/update/123";
const CAMPAIGN = "https://site.test/dedicated-team?utm_source=linkedin&utm_campaign=q4-cto";
const FROM_LINKEDIN = {
  landing_page: "/dedicated-team",
  referrer_host: "www.linkedin.com",
  utm_source: "linkedin",
  utm_campaign: "q4-cto",
};
const view = (path: string, landing = false) => ({
  to: "/api/views",
  path,
  ...(landing ? { referrer_host: "www.linkedin.com", landing: true } : {}),
  utm_source: "linkedin",
  utm_campaign: "q4-cto",
});

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the visit a tab keeps", () => {
  it("keeps the landing page, the referring host and the campaign, and counts the pages", () => {
    const t = tab();
    t.load(
      "https://site.test/dedicated-team?utm_source=linkedin&utm_campaign=q4-cto",
      "https://www.linkedin.com/feed/update/123?x=secret",
    );
    t.load("https://site.test/our-model", "https://site.test/dedicated-team");
    const last = t.load(
      "https://site.test/contact?utm_source=other",
      "https://site.test/our-model",
    );
    expect(visitAttribution(last)).toEqual({
      landing_page: "/dedicated-team",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_campaign: "q4-cto",
      pages_seen: 3,
    });
    expect(t.beacons).toEqual([
      {
        to: "/api/views",
        path: "/dedicated-team",
        referrer_host: "www.linkedin.com",
        utm_source: "linkedin",
        utm_campaign: "q4-cto",
        landing: true,
      },
      { to: "/api/views", path: "/our-model", utm_source: "linkedin", utm_campaign: "q4-cto" },
      { to: "/api/views", path: "/contact", utm_source: "linkedin", utm_campaign: "q4-cto" },
    ]);
  });

  it("counts first a landing page left before its script ran, as the head's catcher noted it", () => {
    const { window } = new JSDOM("", {
      url: "https://site.test/our-model",
      referrer: "https://site.test/dedicated-team?utm_source=linkedin",
    });
    const beacons: unknown[] = [];
    Object.assign(window.navigator, {
      sendBeacon: (to: string, body: string) => beacons.push({ to, ...JSON.parse(body) }),
    });
    window.sessionStorage.setItem(
      LEFT_EARLY_KEY,
      "https://site.test/dedicated-team?utm_source=linkedin https://www.linkedin.com/feed",
    );
    recordVisit(window as unknown as Window);
    window.dispatchEvent(new window.Event("pagehide"));
    expect(visitAttribution(window as unknown as Window)).toEqual({
      landing_page: "/dedicated-team",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      pages_seen: 2,
    });
    expect(beacons).toEqual([
      {
        to: "/api/views",
        path: "/dedicated-team",
        referrer_host: "www.linkedin.com",
        utm_source: "linkedin",
        landing: true,
      },
      { to: "/api/views", path: "/our-model", utm_source: "linkedin" },
    ]);
    expect(window.sessionStorage.getItem(LEFT_EARLY_KEY)).toBeNull(); // counted once
  });

  it("keeps the first page's landing, source and campaign when two pages in a row are left early", () => {
    const t = tab();
    t.leaveEarly(CAMPAIGN, LINKEDIN);
    t.leaveEarly("https://site.test/about", CAMPAIGN);
    const last = t.load("https://site.test/contact", "https://site.test/about");
    expect(visitAttribution(last)).toEqual({ ...FROM_LINKEDIN, pages_seen: 3 });
    expect(t.beacons).toEqual([view("/dedicated-team", true), view("/about"), view("/contact")]);
    expect(last.sessionStorage.getItem(LEFT_EARLY_KEY)).toBeNull();
  });

  it("counts each of three pages left early in a row once, in order, then the pages after", () => {
    const t = tab();
    t.leaveEarly(CAMPAIGN, LINKEDIN);
    t.leaveEarly("https://site.test/about", CAMPAIGN);
    t.leaveEarly("https://site.test/our-model", "https://site.test/about");
    t.load("https://site.test/case-studies", "https://site.test/our-model");
    const last = t.load("https://site.test/contact", "https://site.test/case-studies");
    expect(visitAttribution(last)).toEqual({ ...FROM_LINKEDIN, pages_seen: 5 });
    expect(t.beacons).toEqual([
      view("/dedicated-team", true),
      view("/about"),
      view("/our-model"),
      view("/case-studies"),
      view("/contact"),
    ]);
  });

  it("keeps the landing when pages left early come between pages whose script ran", () => {
    const t = tab();
    t.leaveEarly(CAMPAIGN, LINKEDIN);
    t.load("https://site.test/about", CAMPAIGN);
    t.leaveEarly("https://site.test/our-model?utm_source=other", "https://site.test/about");
    t.leaveEarly("https://site.test/insights", "https://site.test/our-model");
    const last = t.load("https://site.test/contact", "https://site.test/insights");
    expect(visitAttribution(last)).toEqual({ ...FROM_LINKEDIN, pages_seen: 5 });
    expect(t.beacons.map((b) => (b as { path: string }).path)).toEqual([
      "/dedicated-team",
      "/about",
      "/our-model",
      "/insights",
      "/contact",
    ]);
  });

  it("with Global Privacy Control on, drops the catcher's note of a page left early, unread", () => {
    const { window } = new JSDOM("", { url: "https://site.test/contact" });
    const beacons: string[] = [];
    Object.assign(window.navigator, {
      sendBeacon: (to: string) => beacons.push(to),
      globalPrivacyControl: true,
    });
    window.sessionStorage.setItem(LEFT_EARLY_KEY, "https://site.test/?utm_source=x ");
    recordVisit(window as unknown as Window);
    expect(window.sessionStorage.length).toBe(0);
    expect(beacons).toEqual([]);
  });

  it("cuts what it keeps short, and never keeps a referrer's path or query", () => {
    const t = tab();
    const w = t.load(
      `https://site.test/?utm_campaign=${"x".repeat(500)}`,
      "https://news.example/a/b?c=d",
    );
    const a = visitAttribution(w)!;
    expect(a.utm_campaign).toHaveLength(100);
    expect(a.referrer_host).toBe("news.example");
  });

  it("with Global Privacy Control on, keeps nothing and sends nothing", () => {
    const t = tab();
    const w = t.load("https://site.test/?utm_source=linkedin", "https://www.linkedin.com/", true);
    expect(visitAttribution(w)).toBeUndefined();
    expect(w.sessionStorage.length).toBe(0);
    expect(t.beacons).toEqual([]);
  });

  it("a new tab starts a new visit", () => {
    tab().load("https://site.test/dedicated-team?utm_source=linkedin");
    const other = tab().load("https://site.test/contact");
    expect(visitAttribution(other)).toEqual({ landing_page: "/contact", pages_seen: 1 });
  });

  describe("the case-study PDF links", () => {
    const page =
      '<a data-pdf-download href="/case-studies/x.pdf?v=abc">Download PDF</a><a href="/other">x</a>';

    it("carry the visit's landing page and source to the server, still the file", () => {
      const t = tab();
      t.load(
        "https://site.test/dedicated-team?utm_source=linkedin&utm_campaign=q4-cto",
        "https://www.linkedin.com/feed/update/123",
      );
      const w = t.load(
        "https://site.test/case-studies",
        "https://site.test/dedicated-team",
        false,
        page,
      );
      const [pdf, other] = w.document.querySelectorAll("a");
      expect(pdf!.getAttribute("href")).toBe(
        "/case-studies/x.pdf?v=abc&landing_page=%2Fdedicated-team&referrer_host=www.linkedin.com&utm_source=linkedin&utm_campaign=q4-cto",
      );
      expect(other!.getAttribute("href")).toBe("/other");
    });

    it("carry nothing for a visitor with Global Privacy Control", () => {
      const w = tab().load("https://site.test/case-studies?utm_source=x", "", true, page);
      expect(w.document.querySelector("a")!.getAttribute("href")).toBe("/case-studies/x.pdf?v=abc");
    });
  });
});

describe("when the page view is sent", () => {
  /** A page still loading, as the page script finds it after the first paint on a slow link. */
  function loading() {
    const { window } = new JSDOM("", { url: "https://site.test/contact" });
    const sent: string[] = [];
    let state = "interactive";
    Object.defineProperty(window.document, "readyState", { get: () => state });
    Object.assign(window.navigator, { sendBeacon: (to: string) => sent.push(to) });
    recordVisit(window as unknown as Window);
    const loaded = () => {
      state = "complete";
      window.dispatchEvent(new window.Event("load"));
    };
    return { window, sent, loaded };
  }

  it("not before the page has loaded, then once the browser is idle", async () => {
    const page = loading();
    await later(IDLE_FALLBACK_MS + 50);
    expect(page.sent).toEqual([]);
    page.loaded();
    expect(page.sent).toEqual([]);
    await later(IDLE_FALLBACK_MS + 50);
    expect(page.sent).toEqual(["/api/views"]);
    page.window.dispatchEvent(new page.window.Event("pagehide"));
    expect(page.sent).toHaveLength(1);
  });

  it("at once when the page is left before that, and only once", async () => {
    const page = loading();
    page.window.dispatchEvent(new page.window.Event("pagehide"));
    expect(page.sent).toEqual(["/api/views"]);
    page.loaded();
    await later(IDLE_FALLBACK_MS + 50);
    expect(page.sent).toHaveLength(1);
  });

  it("at once when the tab is hidden before that", () => {
    const page = loading();
    Object.defineProperty(page.window.document, "visibilityState", { value: "hidden" });
    page.window.document.dispatchEvent(new page.window.Event("visibilitychange"));
    expect(page.sent).toEqual(["/api/views"]);
  });
});
