import { contactCopy } from "@content/form-copy";
import { site } from "@content/site";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";
import { thankedWithoutScript } from "./support/contact";
import { axeViolations } from "./support/page";
import { phonePage, tapWhenPainted } from "./support/phone";
import { queryStore } from "./support/store";

// The step after the form: "Book your discovery call now" opens the firm's scheduler with the
// visitor's name and address filled in and the inquiry and channel passed through (issue 57),
// with script (a frame over the page), with scripts blocked and with JavaScript off (the page
// the server draws, its link to the scheduler's page).

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = fileBrowser();
const scheduler = new URL(site.schedulingUrl);

/**
 * The scheduler, played here (no network reaches Cal.com from the test machine): its embed page
 * says it is ready to its host page, as Cal.com's does, and every address it is asked for is
 * kept, so a test can read what the link filled in.
 */
async function fakeScheduler(context: BrowserContext) {
  const asked: URL[] = [];
  await context.route(`${scheduler.origin}/**`, (route) => {
    asked.push(new URL(route.request().url()));
    return route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Scheduler</title><h1>Pick a time</h1><script>parent.postMessage({ originator: "CAL", method: "__iframeReady" }, "*")</script>`,
    });
  });
  return asked;
}

/** The booking links' script has started on the page's links (the tests whose subject it is). */
const scriptStarted = (page: Page) =>
  page.waitForFunction(() =>
    document.querySelector('[data-module="book-call"][data-module-started]'),
  );

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });
const bookNow = (page: Page) => page.getByRole("link", { name: new RegExp(contactCopy.book) });

async function sendInquiry(page: Page, who: string) {
  const email = `${who}-${Date.now()}@larchfield-freight.com`;
  const f = form(page);
  await f.getByLabel(contactCopy.labels.name).fill("Asha Raman");
  await f.getByLabel(contactCopy.labels.email).fill(email);
  await f.getByLabel(contactCopy.labels.company).fill("Larchfield Freight");
  await f
    .getByLabel(contactCopy.labels.message)
    .fill("Four backend engineers for pricing by March.");
  await tapWhenPainted(f.getByRole("button", { name: contactCopy.submit }));
  return email;
}

const inquiryId = (email: string) =>
  queryStore<{ id: string }>(dataDir, "select id from inquiries where email = ?", email)[0]?.id;

/** What a booking link fills in, read from an address of the scheduler. */
const prefill = (url: URL) => ({
  name: url.searchParams.get("name"),
  email: url.searchParams.get("email"),
  inquiry: url.searchParams.get("metadata[inquiry]"),
  channel: url.searchParams.get("metadata[channel]"),
});

describe("Book your discovery call now", () => {
  it("with script: on the panel, opens the scheduler over the page with the name, address, inquiry and channel", async () => {
    const { context, page } = await phonePage(browser);
    const asked = await fakeScheduler(context);
    await page.goto(`${baseURL}/dedicated-team?utm_source=linkedin&utm_campaign=q4-cto`);
    await page.goto(`${baseURL}/contact`);
    const email = await sendInquiry(page, "book-panel");
    // Nothing of the scheduler before the tap.
    await tapWhenPainted(bookNow(page));
    const dialog = page.getByRole("dialog", { name: "Book your discovery call" });
    await dialog.waitFor();
    await page
      .frameLocator("dialog iframe")
      .getByRole("heading", { name: "Pick a time" })
      .waitFor();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe(`${scheduler.pathname}/embed`);
    expect(prefill(asked[0]!)).toEqual({
      name: "Asha Raman",
      email,
      inquiry: inquiryId(email),
      channel: "linkedin",
    });
    // The scheduler spoke: no "has not opened" note, and the page's own link stays at hand.
    await expect.poll(() => dialog.getByRole("status").textContent()).toBe("");
    await dialog.getByRole("link", { name: "Open it in a new tab" }).waitFor();
    await tapWhenPainted(dialog.getByRole("button", { name: "Close the scheduler" }));
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });

  it("by keyboard: Enter opens it, focus stays in it, Escape closes it back to the link; axe finds nothing", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await fakeScheduler(context);
    const page = await context.newPage();
    await page.goto(`${baseURL}/contact`);
    // The subject is the frame the script opens (before it, Enter opens the scheduler's page).
    await scriptStarted(page);
    const link = page.getByRole("main").getByRole("link", { name: /^Book a one-to-one call/ });
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Book your discovery call" });
    await dialog.waitFor();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      // A modal dialog: the page behind it is out of reach (the frame's own controls are in it).
      expect(
        await page.evaluate(() => {
          const el = document.activeElement;
          return !!el && (el.closest("dialog") !== null || el.tagName === "BODY");
        }),
      ).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("the header's Book a call, tapped the moment it is painted, carries the landing's channel", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const asked = await fakeScheduler(context);
    const page = await context.newPage();
    await page.goto(`${baseURL}/dedicated-team?utm_source=google`, { waitUntil: "commit" });
    const popup = context.waitForEvent("page", { timeout: 5_000 }).catch(() => undefined);
    await tapWhenPainted(page.getByRole("banner").getByRole("link", { name: /^Book a call/ }));
    // Before the page's script runs the link opens the scheduler's page in a new tab; after, the
    // frame over the page: either way the scheduler is reached.
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    if (asked[0]!.pathname.endsWith("/embed")) {
      expect(prefill(asked[0]!).channel).toBe("google");
    } else {
      expect(await popup).toBeDefined();
    }
    await context.close();
  });

  it("the frame's script not fetched (blocked, offline): the link goes to the scheduler's page", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const asked = await fakeScheduler(context);
    const page = await context.newPage();
    await page.route(/\/assets\/book-call-embed\.[^/]+\.js$/, (r) => r.abort());
    await page.goto(`${baseURL}/contact?utm_source=linkedin`);
    // The page's script has started: the link is its, not the plain link's.
    await scriptStarted(page);
    await tapWhenPainted(
      page.getByRole("main").getByRole("link", { name: /^Book a one-to-one call/ }),
    );
    await page.waitForURL((url) => url.origin === scheduler.origin);
    expect(prefill(new URL(page.url())).channel).toBe("linkedin");
    expect(asked).toHaveLength(1);
    await context.close();
  });

  for (const [how, open] of [
    ["JavaScript off", { javaScriptEnabled: false }],
    ["scripts blocked", { blockScripts: true }],
  ] as const) {
    it(`${how}: the page the server answers with links to the scheduler, prefilled`, async () => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        javaScriptEnabled: !("javaScriptEnabled" in open),
      });
      const asked = await fakeScheduler(context);
      const page = await context.newPage();
      if ("blockScripts" in open) await page.route(/\/assets\/[^/]+\.js$/, (r) => r.abort());
      await page.goto(`${baseURL}/contact?utm_source=newsletter`);
      const email = await sendInquiry(page, `book-${"blockScripts" in open ? "blocked" : "off"}`);
      await thankedWithoutScript(page);
      const popup = context.waitForEvent("page");
      await tapWhenPainted(bookNow(page));
      const tab = await popup;
      await tab.getByRole("heading", { name: "Pick a time" }).waitFor();
      expect(new URL(tab.url()).pathname).toBe(scheduler.pathname);
      expect(prefill(new URL(tab.url()))).toEqual({
        name: "Asha Raman",
        email,
        inquiry: inquiryId(email),
        channel: "newsletter",
      });
      expect(asked).toHaveLength(1);
      await context.close();
    });
  }
});
