import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { registry } from "../metrics/registry";
import { testApp } from "../test-support/app";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { sweepVitals, vitalsReport } from "./repository";

const AGENTS = {
  chromePhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  headless:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
};

/** A Prometheus sample's value from /metrics' text (0 when absent). */
async function sample(name: string, labels: Record<string, string>) {
  const text = await registry.metrics();
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split("\n")
    .find((l) => l.startsWith(`${name}{`) && want.every((w) => l.includes(w)));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe.each(storeNames)("field Core Web Vitals through the API on %s", (engine) => {
  let store: TestStore;
  let db: Db;
  let t: ReturnType<typeof testApp>;
  let visitor = 1;

  const send = (body: unknown, headers: Record<string, string> = {}, app = t.app) =>
    app.request("/api/vitals", {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": AGENTS.chromePhone,
        "sec-fetch-site": "same-origin",
        origin: "http://localhost",
        host: "localhost",
        "x-forwarded-for": `10.1.${(visitor >> 8) & 255}.${visitor++ & 255}`,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  const stored = async () => {
    await t.vitals.flush();
    return db.kysely
      .selectFrom("web_vitals_daily")
      .select(["route", "device", "engine", "metric", "bucket", "count"])
      .orderBy(["route", "metric", "bucket"])
      .execute();
  };

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom("web_vitals_daily").execute();
    await db.kysely.deleteFrom("web_vitals_lcp_elements").execute();
    t = testApp(db, { TRUST_PROXY: "true" });
  });
  afterAll(async () => {
    await t.vitals.stop();
    await db.close();
    await store.cleanup();
  });

  it("counts a page load's values by route template, device class and engine, from the request", async () => {
    const lcpBefore = await sample("h2_web_vitals_lcp_seconds_count", {
      route: "/insights/:slug",
      device: "phone",
      engine: "chromium",
    });
    const res = await send({
      path: "/insights/agile-transformation",
      lcp: 2300,
      fcp: 900,
      ttfb: 120,
      inp: 180,
      cls: 0.02,
      lcp_element: "main > section > h1",
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    const rows = await stored();
    expect(rows.map((r) => [r.route, r.device, r.engine, r.metric, Number(r.count)])).toEqual(
      ["cls", "fcp", "inp", "lcp", "ttfb"].map((m) => [
        "/insights/:slug",
        "phone",
        "chromium",
        m,
        1,
      ]),
    );
    expect(
      await sample("h2_web_vitals_lcp_seconds_count", {
        route: "/insights/:slug",
        device: "phone",
        engine: "chromium",
      }),
    ).toBe(lcpBefore + 1);
    // Below Google's 2.5 s threshold: in the histogram's 2.5 s bucket.
    expect(
      await sample("h2_web_vitals_lcp_seconds_bucket", {
        route: "/insights/:slug",
        le: "2.5",
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("names the device and engine from the User-Agent, never from the beacon", async () => {
    await send({ path: "/contact", lcp: 1000 }, { "user-agent": AGENTS.firefox });
    await send({ path: "/contact", lcp: 1000 }, { "user-agent": AGENTS.safariMac });
    await send({ path: "/contact/", lcp: 1000, device: "phone" } as unknown);
    const rows = await stored();
    expect(rows.map((r) => `${r.route} ${r.device} ${r.engine}`).sort()).toEqual([
      "/contact desktop firefox",
      "/contact desktop webkit",
    ]);
  });

  it("refuses a hostile or absurd beacon and changes no figure", async () => {
    const before = await registry.metrics();
    const refused = [
      { path: "/contact", lcp: -1 },
      { path: "/contact", lcp: 1e9 },
      { path: "/contact", cls: 11 },
      { path: "/contact", inp: "200" },
      { path: "/contact", lcp: Number.NaN },
      { path: "/wp-admin/setup.php", lcp: 1000 },
      { path: "/insights/not-a-page", lcp: 1000 },
      { path: "https://evil.example/", lcp: 1000 },
      { path: "/contact" },
      { path: "/contact", lcp: 1000, route: "/admin" },
      { path: "/contact", lcp: 1000, lcp_element: 5 },
      [1, 2, 3],
      "not json",
    ];
    for (const body of refused) expect((await send(body)).status, JSON.stringify(body)).toBe(400);
    const huge = JSON.stringify({ path: "/contact", lcp: 1000, pad: "x".repeat(100_000) });
    expect((await send(huge)).status).toBe(413);
    expect((await send({ path: "/contact", lcp: 1 }, { "content-type": "text/html" })).status).toBe(
      400,
    );
    expect(await stored()).toEqual([]);
    const after = await registry.metrics();
    const vitalsLines = (text: string) =>
      text.split("\n").filter((l) => l.startsWith("h2_web_vitals_") && !l.includes("beacons"));
    expect(vitalsLines(after)).toEqual(vitalsLines(before));
  });

  it("drops an LCP element that is not a selector, and counts the values", async () => {
    await send({ path: "/contact", lcp: 1000, lcp_element: "<script>alert(1)</script>" });
    await send({ path: "/contact", lcp: 1000, lcp_element: "h1.text-[2rem].sm:w-1/2" });
    await t.vitals.flush();
    const elements = await db.kysely.selectFrom("web_vitals_lcp_elements").selectAll().execute();
    expect(elements.map((e) => [e.element, Number(e.count)])).toEqual([
      ["h1.text-[2rem].sm:w-1/2", 1],
    ]);
    expect((await stored()).map((r) => Number(r.count))).toEqual([2]);
  });

  it("leaves out a visitor who asked not to be tracked, a bot and another site, with 204", async () => {
    const ok = { path: "/", lcp: 1200 };
    expect((await send(ok, { "sec-gpc": "1" })).status).toBe(204);
    expect((await send(ok, { "user-agent": AGENTS.headless })).status).toBe(204);
    expect(
      (await send(ok, { "sec-fetch-site": "cross-site", origin: "https://evil.example" })).status,
    ).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it("keeps the share VITALS_SAMPLE_RATE says", async () => {
    const none = testApp(db, { VITALS_SAMPLE_RATE: "0", TRUST_PROXY: "true" });
    for (let i = 0; i < 5; i++)
      expect((await send({ path: "/", lcp: 1200 }, {}, none.app)).status).toBe(204);
    await none.vitals.stop();
    expect(await stored()).toEqual([]);
  });

  it("reports p75 per route and device for 7 and 28 days, with the loads behind it and the LCP element", async () => {
    // 8 phone loads of /dedicated-team: LCP 1.1 s ×6, then 3.2 s ×2: p75 in the 1.0–1.2 s bucket.
    for (const lcp of [1100, 1100, 1100, 1100, 1100, 1100, 3200, 3200])
      await send({ path: "/dedicated-team", lcp, fcp: 800, lcp_element: "#hero > h1" });
    await send({ path: "/dedicated-team", lcp: 900, lcp_element: "img.cover" });
    const report = await (async () => {
      await t.vitals.flush();
      return vitalsReport(db);
    })();
    const week = report.find((r) => r.days === 7 && r.route === "/dedicated-team");
    const month = report.find((r) => r.days === 28 && r.route === "/dedicated-team");
    expect(week).toMatchObject({ device: "phone", lcpElement: "#hero > h1" });
    expect(week!.metrics.lcp!.count).toBe(9);
    expect(week!.metrics.lcp!.p75).toBeGreaterThan(1000);
    expect(week!.metrics.lcp!.p75).toBeLessThanOrEqual(1200);
    expect(week!.metrics.fcp!.count).toBe(8);
    expect(month!.metrics.lcp!.count).toBe(9);
  });

  it("erases daily counts past the privacy notice's 35 days, and keeps the rest", async () => {
    const row = {
      route: "/",
      device: "phone",
      engine: "chromium",
      metric: "lcp",
      bucket: 3,
      count: 1,
    };
    await db.kysely
      .insertInto("web_vitals_daily")
      .values([
        { ...row, day: "2026-10-26" },
        { ...row, day: "2026-10-27" },
      ])
      .execute();
    await sweepVitals(db, new Date("2026-11-30T12:00:00Z"));
    const days = await db.kysely.selectFrom("web_vitals_daily").select("day").execute();
    expect(days.map((d) => d.day)).toEqual(["2026-10-27"]);
  });
});
