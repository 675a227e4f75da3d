import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { newsletterCopy } from "@content/form-copy";
import type { Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";
import { axeViolationsOfHtml } from "./support/page";
import { queryStore } from "./support/store";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = fileBrowser();

const signup = (page: Page) => page.getByRole("form", { name: "Newsletter signup" });
const emailBox = (page: Page) => signup(page).getByRole("textbox", { name: "Email address" });
const subscribe = (page: Page) => signup(page).getByRole("button", { name: "Subscribe" });
const address = (who: string) => `${who}-${Date.now()}@northwind-logistics.com`;

/** The e-mails written to the .eml outbox for an address, soft line breaks undone. */
function mailsFor(email: string): string[] {
  const dir = join(dataDir, "mail");
  return readdirSync(dir)
    .map((f) =>
      readFileSync(join(dir, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((m) => m.includes(`To: ${email}`));
}
/** The first e-mail, which asks to confirm (double opt-in). */
const asksFor = (email: string) =>
  mailsFor(email).filter((m) => /^Subject: Confirm your subscription/m.test(m));
/** The welcome, sent once the address is confirmed. */
const welcomesFor = (email: string) =>
  mailsFor(email).filter((m) => /^Subject: Welcome to /m.test(m));

/** The confirming link's path in the newest e-mail that asks (its origin is the site's). */
function confirmPath(email: string): string {
  const link = /\/api\/newsletter\/confirm\?token=[\w-]+/.exec(asksFor(email).at(-1) ?? "");
  expect(link, "the e-mail carries the confirming link").toBeTruthy();
  return link![0];
}

/** The address's subscriptions in the store (the e2e server runs on SQLite in dataDir). */
function subscriptions(email: string) {
  return queryStore<{ status: string }>(
    dataDir,
    "select status from newsletter_subscribers where email = ?",
    email.toLowerCase(),
  );
}

/** Opens the e-mail's link, as the reader's browser does, and presses Confirm. */
async function followAndConfirm(page: Page, email: string) {
  await page.goto(`${baseURL}${confirmPath(email)}`);
  await page.getByRole("heading", { level: 1, name: newsletterCopy.confirm.askTitle }).waitFor();
  await expect(page.getByText(email).count()).resolves.toBe(1);
  // Opening the link (as a mail scanner does) subscribed no one.
  expect(subscriptions(email)).toEqual([{ status: "pending" }]);
  await page.getByRole("button", { name: newsletterCopy.confirm.button }).click();
  await page.getByRole("heading", { level: 1, name: newsletterCopy.confirm.doneTitle }).waitFor();
  expect(subscriptions(email)).toEqual([{ status: "subscribed" }]);
  await expect.poll(() => welcomesFor(email).length, { timeout: 10_000 }).toBe(1);
}

function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/newsletter")) posts.push(r);
  });
  return posts;
}

async function openBlogWithoutScript() {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/blog`);
  return page;
}

describe("newsletter without JavaScript: a real form the server answers", () => {
  it("signs up from the blog: the thank-you page says to check the inbox, and the e-mail that asks is written", async () => {
    const page = await openBlogWithoutScript();
    const email = address("noscript");
    await emailBox(page).fill(email);
    await subscribe(page).click();
    await page.waitForURL(`${baseURL}/newsletter/thank-you`);
    await page.getByRole("heading", { level: 1, name: "Check your inbox to confirm" }).waitFor();
    await page.getByText(newsletterCopy.welcome).waitFor();
    await page.getByRole("link", { name: "Read our insights" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(subscriptions(email)).toEqual([{ status: "pending" }]);
    await expect.poll(() => asksFor(email).length, { timeout: 10_000 }).toBe(1);
    expect(welcomesFor(email)).toEqual([]);
    await page.context().close();
  });

  it("follows the e-mail's link and confirms: subscribed only from the button's post", async () => {
    const page = await openBlogWithoutScript();
    const email = address("confirm-noscript");
    await emailBox(page).fill(email);
    await subscribe(page).click();
    await page.waitForURL(`${baseURL}/newsletter/thank-you`);
    await expect.poll(() => asksFor(email).length, { timeout: 10_000 }).toBe(1);
    await followAndConfirm(page, email);
    await page.context().close();
  });

  it("the link's pages pass axe", async () => {
    const email = address("axe");
    await fetch(`${baseURL}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL },
      body: JSON.stringify({ email }),
    });
    await expect.poll(() => asksFor(email).length, { timeout: 10_000 }).toBe(1);
    const ask = await fetch(`${baseURL}${confirmPath(email)}`);
    expect(ask.status).toBe(200);
    expect(await axeViolationsOfHtml(browser, baseURL, await ask.text())).toEqual([]);
    const expired = await fetch(`${baseURL}/api/newsletter/confirm?token=${"x".repeat(32)}`);
    expect(expired.status).toBe(404);
    expect(await axeViolationsOfHtml(browser, baseURL, await expired.text())).toEqual([]);
  });

  it("the browser's bubble never stands in for the spec's copy: the server answers with its message (422)", async () => {
    const page = await openBlogWithoutScript();
    const posts = recordPosts(page);
    await emailBox(page).fill("not-an-email");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/newsletter"));
    await subscribe(page).click();
    expect((await answer).status()).toBe(422);
    await page
      .getByRole("heading", { level: 1, name: "Please check your e-mail address" })
      .waitFor();
    const describedBy = await emailBox(page).getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`).innerText()).resolves.toBe(
      "Please enter a valid email address",
    );
    await expect(emailBox(page).inputValue()).resolves.toBe("not-an-email");
    expect(posts).toHaveLength(1);
    await page.context().close();
  });

  it("an address only the server refuses comes back in the form, with its message and nothing lost", async () => {
    const page = await openBlogWithoutScript();
    await emailBox(page).fill("maya@northwind"); // the browser lets it through; the schema does not
    await subscribe(page).click();
    await page
      .getByRole("heading", { level: 1, name: "Please check your e-mail address" })
      .waitFor();
    const box = emailBox(page);
    await expect(box.inputValue()).resolves.toBe("maya@northwind");
    await expect(box.getAttribute("aria-invalid")).resolves.toBe("true");
    const describedBy = (await box.getAttribute("aria-describedby"))!;
    await expect(page.locator(`#${describedBy}`).innerText()).resolves.toBe(
      "Please enter a valid email address",
    );
    // Corrected there and sent again: signed up, waiting for the confirming click.
    const email = address("corrected");
    await box.fill(email);
    await subscribe(page).click();
    await page.waitForURL(`${baseURL}/newsletter/thank-you`);
    expect(subscriptions(email)).toEqual([{ status: "pending" }]);
    await page.context().close();
  });
  it("the server's error page passes axe", async () => {
    const res = await fetch(`${baseURL}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL },
      body: new URLSearchParams({ email: "maya@northwind" }),
    });
    expect(res.status).toBe(422);
    expect(await axeViolationsOfHtml(browser, baseURL, await res.text())).toEqual([]);
  });
});

describe("newsletter with JavaScript, used at once", () => {
  it("sent straight after a fresh load: the visitor is told to check the inbox, and is signed up once", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const posts = recordPosts(page);
    const email = address("quick");
    await page.goto(`${baseURL}/blog`, { waitUntil: "commit" });
    await emailBox(page).fill(email);
    await subscribe(page).click();
    // The toast if the form's script was live, else the thank-you page.
    await page
      .getByText(/Check your inbox to confirm/)
      .first()
      .waitFor();
    expect(posts).toHaveLength(1);
    expect(subscriptions(email)).toEqual([{ status: "pending" }]);
    await expect.poll(() => asksFor(email).length, { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});

// What script adds: the answer in a toast, in place, and the box cleared. Its subject is the
// enhanced form, so it waits for the form's code; a visitor who acts sooner gets the plain
// form's answers, tested above.
describe("newsletter with its script (real API, real store, .eml outbox)", () => {
  it("signs up from the blog, follows the e-mail's link and confirms; the welcome's unsubscribe link asks, then unsubscribes", async () => {
    const email = address("reader");
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/blog`, { waitUntil: "commit" });
    // The visitor types and sends at once: a Send before the form's script is held for it.
    await emailBox(page).fill(email);
    await subscribe(page).click();
    await page
      .locator("#toasts [data-toast][data-type=success]")
      .filter({ hasText: newsletterCopy.answers.pending })
      .waitFor();
    await expect(emailBox(page).inputValue()).resolves.toBe("");
    expect(new URL(page.url()).pathname).toBe("/blog");
    expect(subscriptions(email)).toEqual([{ status: "pending" }]);

    // The e-mail that asks lands in the .eml outbox; its link's page confirms.
    await expect.poll(() => asksFor(email).length, { timeout: 10_000 }).toBe(1);
    await followAndConfirm(page, email);
    const value = /unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(welcomesFor(email)[0]!)?.[1];
    expect(value).toBeTruthy();

    // Subscribing again changes nothing and says so.
    await page.goto(`${baseURL}/blog`, { waitUntil: "commit" });
    await emailBox(page).fill(email.toUpperCase());
    await subscribe(page).click();
    await page.getByText("You're already subscribed. Thanks for reading!").waitFor();

    // The link asks first; the button unsubscribes (a mail scanner's GET changes nothing).
    await page.goto(`${baseURL}/api/newsletter/unsubscribe?token=${value}`);
    await page.getByRole("heading", { name: "Unsubscribe from our newsletter?" }).waitFor();
    await expect(page.getByText(email).count()).resolves.toBe(1);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    expect(subscriptions(email)).toEqual([{ status: "unsubscribed" }]);
    await context.close();
  });
});
