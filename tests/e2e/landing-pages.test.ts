import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { site } from "@content/site";
import { readLandingPages } from "@content/test-support/read-collection";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDir } from "../../scripts/build";
import { serverEntry } from "../../scripts/build-server";
import { type ServerProcess, startServerProcess } from "../../server/test-support/process";
import { waitUntil } from "../../server/test-support/smtp";
import { fileBrowser } from "./support/browser";
import { sendInquiry as sendContactForm } from "./support/contact";
import { pagePaths } from "./support/routes";
import { queryStore } from "./support/store";

// Campaign landing pages (content/landing/pages/, /lp/<address>): ordinary pages in the site's
// header and footer, kept out of search when hidden, and the landing page of the inquiries
// they bring, with script and without.

const browser = fileBrowser();
const dataDir = mkdtempSync(join(tmpdir(), "h2-landing-"));
const pages = readLandingPages();
const briefing = pages.find((p) => p.path === "/lp/cto-briefing")!;
let server: ServerProcess;

beforeAll(async () => {
  // The compiled server with the site and its own store, to read the inquiries back.
  server = await startServerProcess(
    { SERVE_SITE: "true", CLIENT_DIR: `${buildDir}/client`, DATA_DIR: dataDir },
    serverEntry(buildDir),
  );
});
afterAll(() => {
  server?.child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

/** A visitor's Chrome: the view counter leaves headless browsers out, as the bots they mostly are. */
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const stored = (email: string) =>
  queryStore<{ source: string; landing_page: string | null; utm_campaign: string | null }>(
    dataDir,
    "select source, landing_page, utm_campaign from inquiries where email = ?",
    email,
  )[0];

/** Sends the contact form and waits for its inquiry to be stored. */
async function sendInquiry(page: Page, who: string) {
  const email = await sendContactForm(
    page,
    who,
    "We would like the CTO briefing for a team of five.",
  );
  await waitUntil(() => stored(email) !== undefined);
  return email;
}

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/inquiries.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe("campaign landing pages", () => {
  it("every saved landing page is built at /lp/<address>, and the example is one of them", () => {
    expect(briefing).toBeDefined();
    expect(pagePaths.filter((p) => p.startsWith("/lp/"))).toEqual(pages.map((p) => p.path));
  });

  it.each(pages.map((p) => [p.path, p]))(
    "%s is served in the site's header and footer, with its hero and sections",
    async (path, landing) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(server.url + path);
      await page.getByRole("banner").getByRole("link", { name: /home/i }).first().waitFor();
      expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(1);
      expect(await page.getByRole("contentinfo").count()).toBe(1);
      await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(
        landing.hero.title,
      );
      for (const block of landing.blocks) {
        const heading = block.kind === "contact" ? block.heading : block.title;
        expect(await page.getByRole("heading", { level: 2, name: heading }).count()).toBe(1);
      }
      await page.close();
    },
  );

  it("a hidden page asks search engines not to list it and is out of the sitemap; a shown one is in", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const landing of pages) {
      const html = await (await fetch(server.url + landing.path)).text();
      const noindex = html.includes('<meta name="robots" content="noindex">');
      const listed = sitemap.includes(`<loc>${new URL(landing.path, site.origin).href}</loc>`);
      expect({ path: landing.path, noindex, listed }).toEqual({
        path: landing.path,
        noindex: landing.hidden,
        listed: !landing.hidden,
      });
    }
    expect(briefing.hidden).toBe(true);
  });

  it("its FAQ opens and closes from the HTML alone", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(server.url + briefing.path);
    const faq = briefing.blocks.find((b) => b.kind === "faq")!;
    const first = faq.kind === "faq" ? faq.items[0]! : undefined;
    const answer = page.getByText(first!.answer);
    expect(await answer.isVisible()).toBe(false);
    await page.getByText(first!.question).click();
    expect(await answer.isVisible()).toBe(true);
    await page.close();
  });

  it("an inquiry sent without script from the page reports it as the landing page", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: CHROME });
    const page = await context.newPage();
    await page.goto(`${server.url}${briefing.path}?utm_source=linkedin&utm_campaign=cto-briefing`);
    const email = await sendInquiry(page, "landing-noscript");
    expect(new URL(page.url()).pathname).toBe("/api/contact");
    expect(stored(email)).toEqual({
      source: briefing.path,
      landing_page: briefing.path,
      utm_campaign: "cto-briefing",
    });
    const report = JSON.parse(cli("report", "--by", "landing", "--format", "json")) as {
      rows: { landing: string; inquiries: number }[];
    };
    expect(report.rows.find((r) => r.landing === briefing.path)).toMatchObject({ inquiries: 1 });
    await context.close();
  });

  it("a visit that lands on the page and sends the form from /contact keeps it as the landing page", async () => {
    const context = await browser.newContext({ userAgent: CHROME });
    const page = await context.newPage();
    await page.goto(server.url + briefing.path, { referer: "https://www.linkedin.com/" });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact Us", exact: true })
      .click();
    await page.waitForURL("**/contact");
    const email = await sendInquiry(page, "landing-visit");
    expect(stored(email)).toMatchObject({ source: "/contact", landing_page: briefing.path });
    await context.close();
  });
});
