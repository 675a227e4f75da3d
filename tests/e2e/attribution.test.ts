import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDir } from "../../scripts/build";
import { serverEntry } from "../../scripts/build-server";
import { type ServerProcess, startServerProcess } from "../../server/test-support/process";
import { mimePart, waitUntil } from "../../server/test-support/smtp";
import { startReceiver } from "../../server/webhook/test-receiver";
import { fileBrowser } from "./support/browser";
import { sendInquiry as sendContactForm } from "./support/contact";
import { scriptsIn } from "./support/page";
import { queryStore } from "./support/store";

// Where each inquiry came from, first-party and cookieless: a visit from a LinkedIn post
// reaches the database, the sales notice, the webhook and the owner's CLI and report; a post
// without script keeps its campaign; a second tab is a visit of its own; Global Privacy
// Control turns all of it off; and no answer sets a cookie.

const browser = fileBrowser();
const dataDir = mkdtempSync(join(tmpdir(), "h2-attribution-"));
let site: ServerProcess;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const cookies: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  // The compiled server with the site, a webhook receiver and its own store.
  site = await startServerProcess(
    {
      SERVE_SITE: "true",
      CLIENT_DIR: `${buildDir}/client`,
      DATA_DIR: dataDir,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
    },
    serverEntry(buildDir),
  );
});
afterAll(async () => {
  site?.child.kill("SIGTERM");
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Stored {
  source: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  pages_seen: number | null;
}
const stored = (email: string) =>
  queryStore<Stored>(
    dataDir,
    "select source, landing_page, referrer_host, utm_source, utm_campaign, pages_seen from inquiries where email = ?",
    email,
  )[0];

/** Visits that landed on `path` under `campaign`, as the view counter has stored them. */
const landings = (path: string, campaign: string) =>
  queryStore<{ n: number }>(
    dataDir,
    "select sum(landings) as n from page_views where path = ? and utm_campaign = ?",
    path,
    campaign,
  )[0]?.n;

/** Views of `path` under `campaign`, as the view counter has stored them. */
const views = (path: string, campaign: string) =>
  queryStore<{ n: number }>(
    dataDir,
    "select sum(views) as n from page_views where path = ? and utm_campaign = ?",
    path,
    campaign,
  )[0]?.n;

async function visitor(options: Parameters<typeof browser.newContext>[0] = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    // A visitor's Chrome: the view counter leaves headless browsers out, as the bots they mostly are.
    userAgent: CHROME,
    ...options,
  });
  context.on("response", async (r) => {
    const cookie = await r.headerValue("set-cookie").catch(() => null);
    if (cookie) cookies.push(`${r.url()}: ${cookie}`);
  });
  return context;
}

/** Sends the contact form and waits for its inquiry to be stored. */
async function sendInquiry(page: Page, who: string) {
  const email = await sendContactForm(
    page,
    who,
    "A dedicated team of six for our routing platform.",
  );
  await waitUntil(() => stored(email) !== undefined);
  return email;
}

const mainNav = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/inquiries.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const LINE =
  "LinkedIn · campaign q4-cto · landed on /dedicated-team · sent from /contact after 4 pages";

describe("attribution", () => {
  let context: BrowserContext;
  let email: string;

  it("a visit from a LinkedIn post, two more pages and the contact form: its origin everywhere", async () => {
    context = await visitor();
    const page = await context.newPage();
    await page.goto(`${site.url}/dedicated-team?utm_source=linkedin&utm_campaign=q4-cto`, {
      referer: "https://www.linkedin.com/feed/update/urn:li:activity:7/?trk=private",
    });
    // A reader of the landing page: in, all of it, before moving on (a page left at once is the
    // subject of its own test below). Here it also matters: a beacon sent as a page is left
    // goes out with the browser's own user agent, not the context's, and headless Chromium's
    // says HeadlessChrome, which the view counter leaves out as a bot (a visitor's Chrome does not).
    await scriptsIn(page);
    await mainNav(page, "Our Approach").click();
    await page.waitForURL("**/our-approach");
    await mainNav(page, "About Us").click();
    await page.waitForURL("**/about");
    await mainNav(page, "Contact Us").click();
    await page.waitForURL("**/contact");
    email = await sendInquiry(page, "linkedin");

    expect(stored(email)).toEqual({
      source: "/contact",
      landing_page: "/dedicated-team",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_campaign: "q4-cto",
      pages_seen: 4,
    });

    // The sales notice says it in one line.
    let notice = "";
    await waitUntil(() => {
      const dir = join(dataDir, "mail");
      notice =
        (existsSync(dir) ? readdirSync(dir) : [])
          .map((f) => readFileSync(join(dir, f), "utf8"))
          .find(
            (m) =>
              m.includes(`Reply-To: ${email}`) || m.includes(`Reply-To: Maya Fernandes <${email}>`),
          ) ?? "";
      return notice !== "";
    });
    expect(mimePart(notice, "text/plain")).toContain(`Origin: ${LINE}`);

    // The signed webhook carries it as an object.
    await waitUntil(() => receiver.received.some((h) => h.body.includes(email)));
    const hook = JSON.parse(receiver.received.find((h) => h.body.includes(email))!.body);
    expect(hook.data.attribution).toMatchObject({
      landing_page: "/dedicated-team",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_campaign: "q4-cto",
      pages_seen: 4,
      summary: LINE,
    });

    // The owner finds it by campaign, and exports it.
    const listed = cli("list", "--campaign", "q4-cto");
    expect(listed).toContain(email);
    expect(listed).toContain(LINE);
    expect(cli("export", "--format", "json", "--source", "linkedin")).toContain(
      '"utm_campaign": "q4-cto"',
    );
  });

  it("the landing page's view is counted, by page, source and campaign, with nothing of the visitor", async () => {
    await waitUntil(() => landings("/dedicated-team", "q4-cto") === 1, 20_000);
    const columns = queryStore<{ name: string }>(
      dataDir,
      "select name from pragma_table_info('page_views')",
    ).map((c) => c.name);
    expect(columns.filter((c) => /ip|addr|agent|ua$|session|visitor|cookie/i.test(c))).toEqual([]);
  });

  it("the HTML report opens in a browser and shows the campaign's numbers in its charts", async () => {
    const file = join(dataDir, "report.html");
    writeFileSync(file, cli("report", "--by", "campaign", "--format", "html"));
    const page = await (await visitor({ javaScriptEnabled: false })).newPage();
    await page.goto(`file://${file}`);
    await expect(page.locator("svg").count()).resolves.toBeGreaterThanOrEqual(3);
    const text = await page.locator("body").innerText();
    expect(text).toContain("q4-cto");
    expect(text).toContain("LinkedIn");
    // Each chart says its numbers in its label too, for a marketer's screen reader.
    const charts = await page
      .locator("svg[aria-label]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    expect(charts.find((c) => c.startsWith("Conversion by week"))).toMatch(/\d/);
    await page.screenshot({ path: join(tmpdir(), "h2-attribution-report.png"), fullPage: true });
  });

  it("a landing page left before its script ran is still the visit's landing, and its view is counted", async () => {
    const quick = await visitor();
    const page = await quick.newPage();
    // the subject: the landing page's script has not come when the visitor taps a link (held
    // for that page alone: the next page's comes as ever)
    await page.route(/\/assets\/page-script\.[\w-]+\.js$/, async (route) => {
      if (!route.request().frame().url().includes("/dedicated-team")) return route.continue();
      await new Promise(() => {}); // never, on this page: the visitor has gone
    });
    await page.goto(`${site.url}/dedicated-team?utm_source=newsletter&utm_campaign=dec-brief`, {
      referer: "https://mail.example.com/inbox",
      waitUntil: "commit",
    });
    await mainNav(page, "Contact Us").click();
    await page.waitForURL("**/contact");
    const sent = await sendInquiry(page, "quick-leave");
    expect(stored(sent)).toMatchObject({
      landing_page: "/dedicated-team",
      referrer_host: "mail.example.com",
      utm_source: "newsletter",
      utm_campaign: "dec-brief",
      pages_seen: 2,
    });
    await waitUntil(() => landings("/dedicated-team", "dec-brief") === 1, 20_000);
    await quick.close();
  });

  it("two pages in a row left at their load event (before their script ran): the first page is still the landing, every view counted once", async () => {
    const quick = await visitor();
    const page = await quick.newPage();
    // Whether the page's script had run when the page finished loading (the visitor leaves then).
    await page.addInitScript(() =>
      addEventListener("load", () => {
        const ran = document.documentElement.classList.contains("scripts-supported");
        Object.assign(window, { scriptRanByLoad: ran });
      }),
    );
    // The subject made certain on a busy machine (where a page can paint before it loads, and
    // its script come first): the two pages' scripts never arrive, so both are left before it ran.
    await page.route(/\/assets\/page-script\.[\w-]+\.js$/, (route) =>
      /\/(dedicated-team|about)/.test(route.request().frame().url())
        ? route.abort()
        : route.continue(),
    );
    const scriptRanByLoad = () =>
      page.evaluate(() => (window as unknown as { scriptRanByLoad: boolean }).scriptRanByLoad);
    await page.goto(`${site.url}/dedicated-team?utm_source=linkedin&utm_campaign=q1-walk`, {
      referer: "https://www.linkedin.com/feed/update/urn:li:activity:9/",
      waitUntil: "load",
    });
    const ranOnLanding = await scriptRanByLoad();
    await mainNav(page, "About Us").click();
    await page.waitForURL("**/about", { waitUntil: "load" });
    const ranOnAbout = await scriptRanByLoad();
    await mainNav(page, "Contact Us").click();
    await page.waitForURL("**/contact");
    // The subject: both pages were left before their script ran (it comes after the paint).
    expect([ranOnLanding, ranOnAbout]).toEqual([false, false]);
    const sent = await sendInquiry(page, "walk");
    expect(stored(sent)).toMatchObject({
      landing_page: "/dedicated-team",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_campaign: "q1-walk",
      pages_seen: 3,
    });
    await waitUntil(() => views("/contact", "q1-walk") === 1, 20_000);
    expect({
      landing: views("/dedicated-team", "q1-walk"),
      landings: landings("/dedicated-team", "q1-walk"),
      about: views("/about", "q1-walk"),
    }).toEqual({ landing: 1, landings: 1, about: 1 });
    await quick.close();
  });

  it("a second tab is a new visit", async () => {
    const page = await context.newPage();
    await page.goto(`${site.url}/contact`);
    const second = await sendInquiry(page, "second-tab");
    expect(stored(second)).toMatchObject({
      landing_page: "/contact",
      utm_campaign: null,
      pages_seen: 1,
    });
    await context.close();
  });

  it("without script, a post from the page the visitor landed on keeps the campaign", async () => {
    const page = await (await visitor({ javaScriptEnabled: false })).newPage();
    await page.goto(`${site.url}/contact?utm_source=newsletter&utm_campaign=dec-digest`);
    // The same thank-you heading, on the page the server answers a post without script with.
    const email = await sendInquiry(page, "noscript");
    expect(new URL(page.url()).pathname).toBe("/api/contact");
    expect(stored(email)).toMatchObject({
      source: "/contact",
      landing_page: "/contact",
      utm_source: "newsletter",
      utm_campaign: "dec-digest",
    });
  });

  it("with Global Privacy Control on, nothing is attributed or counted", async () => {
    const context = await visitor({ extraHTTPHeaders: { "Sec-GPC": "1" } });
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const page = await context.newPage();
    await page.goto(`${site.url}/dedicated-team?utm_source=linkedin&utm_campaign=gpc-private`, {
      referer: "https://www.linkedin.com/",
    });
    await mainNav(page, "Contact Us").click();
    await page.waitForURL("**/contact");
    const email = await sendInquiry(page, "gpc");
    expect(stored(email)).toEqual({
      source: "/contact",
      landing_page: null,
      referrer_host: null,
      utm_source: null,
      utm_campaign: null,
      pages_seen: null,
    });
    await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);
    await context.close();
    // The server writes views every few seconds: by then the LinkedIn visit's are written.
    await waitUntil(
      () =>
        queryStore(dataDir, "select 1 from page_views where utm_campaign = 'q4-cto'").length > 0,
    );
    await new Promise((r) => setTimeout(r, 6_000));
    expect(
      queryStore(dataDir, "select * from page_views where utm_campaign = 'gpc-private'"),
    ).toEqual([]);
  });

  it("no page or API answer in any of these visits set a cookie", () => {
    expect(cookies).toEqual([]);
  });
});
