import { JSDOM } from "jsdom";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The library's callbacks, caught so a test can report what a browser would measure.
const reported: Record<string, (metric: { value: number; attribution?: unknown }) => void> = {};
vi.mock("web-vitals/attribution/onLCP.js", () => ({ onLCP: (cb: never) => (reported.lcp = cb) }));
vi.mock("web-vitals/onFCP.js", () => ({ onFCP: (cb: never) => (reported.fcp = cb) }));
vi.mock("web-vitals/onTTFB.js", () => ({ onTTFB: (cb: never) => (reported.ttfb = cb) }));
vi.mock("web-vitals/onINP.js", () => ({ onINP: (cb: never) => (reported.inp = cb) }));
vi.mock("web-vitals/onCLS.js", () => ({ onCLS: (cb: never) => (reported.cls = cb) }));

const { reportVitals, VITALS_URL } = await import("./vitals");

function page(gpc = false) {
  const { window } = new JSDOM("", { url: "https://site.test/insights/agile-transformation?x=1" });
  const beacons: { to: string; body: Record<string, unknown> }[] = [];
  Object.assign(window.navigator, {
    sendBeacon: (to: string, body: string) => beacons.push({ to, body: JSON.parse(body) }),
    globalPrivacyControl: gpc,
  });
  let state = "visible";
  Object.defineProperty(window.document, "visibilityState", { get: () => state });
  const hide = () => {
    state = "hidden";
    window.document.dispatchEvent(new window.Event("visibilitychange", { bubbles: true }));
  };
  return { window: window as unknown as Window, raw: window, beacons, hide };
}

describe("the field Core Web Vitals beacon", () => {
  beforeEach(() => {
    for (const k of Object.keys(reported)) delete reported[k];
  });

  it("sends each value once as the page is hidden, with the path alone and the LCP element", () => {
    const p = page();
    reportVitals(p.window);
    reported.ttfb!({ value: 120.4 });
    reported.fcp!({ value: 812.6 });
    reported.lcp!({ value: 1403.2, attribution: { target: "main > h1" } });
    expect(p.beacons).toEqual([]); // nothing while the page is open
    reported.inp!({ value: 64 });
    reported.cls!({ value: 0.01234 });
    p.hide();
    expect(p.beacons).toEqual([
      {
        to: VITALS_URL,
        body: {
          path: "/insights/agile-transformation",
          ttfb: 120,
          fcp: 813,
          lcp: 1403,
          inp: 64,
          cls: 0.0123,
          lcp_element: "main > h1",
        },
      },
    ]);
    // Shown and hidden again: only what is new goes (a later, larger INP).
    reported.inp!({ value: 240 });
    p.hide();
    p.raw.dispatchEvent(new p.raw.Event("pagehide"));
    expect(p.beacons.map((b) => b.body)).toEqual([
      expect.anything(),
      { path: "/insights/agile-transformation", inp: 240 },
    ]);
  });

  it("with Global Privacy Control on, measures nothing and sends nothing", () => {
    const p = page(true);
    reportVitals(p.window);
    expect(Object.keys(reported)).toEqual([]);
    p.hide();
    expect(p.beacons).toEqual([]);
  });
});
