import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { recordVisit, visitAttribution } from "./visit";

/** A tab: one window per page load, sharing the tab's sessionStorage as a real tab does. */
function tab() {
  let storage: Storage | undefined;
  const beacons: unknown[] = [];
  const load = (url: string, referrer = "", gpc = false) => {
    const { window } = new JSDOM("", { url, referrer: referrer || undefined });
    if (storage)
      for (const [k, v] of Object.entries({ ...storage })) window.sessionStorage.setItem(k, v);
    storage = window.sessionStorage;
    Object.assign(window.navigator, {
      sendBeacon: (to: string, body: string) => beacons.push({ to, ...JSON.parse(body) }),
      globalPrivacyControl: gpc,
    });
    Object.defineProperty(window.document, "readyState", { value: "complete" });
    recordVisit(window as unknown as Window);
    return window as unknown as Window;
  };
  return { load, beacons };
}

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
});
