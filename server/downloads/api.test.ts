import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pdfVersion } from "@lib/case-study-pdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { testApp } from "../test-support/app";
import { waitUntil } from "../test-support/smtp";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { listDownloadCounts } from "./repository";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SLUG = "fernway-bank-bangalore-engineering-centre";
const PDF = Buffer.from("%PDF-1.3\n% a study, as the build writes it\n%%EOF\n");
const V = pdfVersion(PDF);

describe.each(storeNames)("case-study downloads on %s", (engine) => {
  let store: TestStore;
  let db: Db;
  let clientDir: string;
  let t: ReturnType<typeof testApp>;
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    t.app.request(`http://site.test${path}`, {
      method,
      headers: { "user-agent": CHROME, ...headers },
    });
  const counts = () => listDownloadCounts(db);
  /** Counting does not hold up the file: wait for the row, then a moment for any stray one. */
  const settled = async (total: number) => {
    await waitUntil(async () => (await counts()).reduce((n, r) => n + r.downloads, 0) >= total);
    await new Promise((r) => setTimeout(r, 100));
    return counts();
  };

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    clientDir = mkdtempSync(join(tmpdir(), "h2-client-"));
    mkdirSync(join(clientDir, "case-studies"));
    writeFileSync(join(clientDir, "case-studies", `${SLUG}.pdf`), PDF);
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom("case_study_downloads").execute();
    // A new app each time: a fresh per-client limit.
    t = testApp(db, { CLIENT_DIR: clientDir, SITE_ORIGIN: "http://site.test" });
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends the file to be saved under its name, cached for a year by the page's link, no cookie", async () => {
    const res = await get(`/case-studies/${SLUG}.pdf?v=${V}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="h2-case-study-${SLUG}.pdf"`,
    );
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    await settled(1);
  });

  it("asks a link without the current fingerprint (an old or forwarded one) to check again", async () => {
    for (const path of [`/case-studies/${SLUG}.pdf`, `/case-studies/${SLUG}.pdf?v=old`]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      const again = await get(path, { "if-none-match": res.headers.get("etag")! });
      expect(again.status).toBe(304);
    }
    // A saved copy opened again from the link is a download too.
    await settled(4);
  });

  it("counts a download by study, the page its link was on, the visit's landing page and source", async () => {
    const visit = new URLSearchParams({
      v: V,
      landing_page: "/dedicated-team",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_campaign: "q4-cto",
    });
    await get(`/case-studies/${SLUG}.pdf?${visit}`, {
      referer: "http://site.test/case-studies?industry=x",
    });
    await get(`/case-studies/${SLUG}.pdf?${visit}`, { referer: "http://site.test/case-studies" });
    expect(await settled(2)).toMatchObject([
      {
        study: SLUG,
        page: "/case-studies",
        landing_page: "/dedicated-team",
        source: "linkedin",
        campaign: "q4-cto",
        downloads: 2,
      },
    ]);
  });

  it("without script, takes the page and its campaign from the request's own Referer", async () => {
    await get(`/case-studies/${SLUG}.pdf?v=${V}`, {
      referer: "http://site.test/dedicated-team?utm_source=newsletter&utm_campaign=may",
    });
    await get(`/case-studies/${SLUG}.pdf`);
    const rows = await settled(2);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          page: "/dedicated-team",
          landing_page: "/dedicated-team",
          source: "newsletter",
          campaign: "may",
          downloads: 1,
        }),
        expect.objectContaining({ page: "", landing_page: "", source: "(direct)", downloads: 1 }),
      ]),
    );
  });

  it("counts no HEAD, no Global Privacy Control, no bot, and nothing past the per-client limit", async () => {
    const path = `/case-studies/${SLUG}.pdf?v=${V}`;
    expect((await get(path, {}, "HEAD")).status).toBe(200);
    expect((await get(path, { "sec-gpc": "1" })).status).toBe(200);
    expect((await get(path, { "user-agent": "Googlebot/2.1" })).status).toBe(200);
    for (let i = 0; i < 25; i++) expect((await get(path)).status).toBe(200);
    const [row] = await settled(20);
    expect(row!.downloads).toBe(20);
  });

  it("declines a speculative prefetch (a link hovered), uncounted, so the download counts once", async () => {
    const path = `/case-studies/${SLUG}.pdf?v=${V}`;
    const prefetch = await get(path, { "sec-purpose": "prefetch" });
    expect(prefetch.status).toBe(503);
    expect(prefetch.headers.get("cache-control")).toBe("no-store");
    expect((await get(path, { "sec-purpose": "prefetch;prerender" })).status).toBe(503);
    expect((await get(path)).status).toBe(200);
    const [row] = await settled(1);
    expect(row!.downloads).toBe(1);
  });

  it("leaves any other address to the rest of the app", async () => {
    expect((await get("/case-studies/no-such-study.pdf")).status).toBe(404);
    expect((await get(`/case-studies/${SLUG}.pdf`, {}, "POST")).status).toBe(404);
    await new Promise((r) => setTimeout(r, 100));
    expect(await counts()).toEqual([]);
  });
});
