// Send, pressed the moment the form is painted on a throttled phone (autofill, a fast typist, a
// returning visitor), behaves as the spec shows whether or not the form's script has arrived:
// the spec's messages under the fields, 'SENDING...', 'Success!', the 'Error' toast with
// everything kept. Nothing here waits for a script: the first-paint catcher holds a Send that
// comes before it (app/components/ui/form-parts.ts), and these tests are what proves it.
import { contactCopy, formCopy, newsletterCopy } from "@content/form-copy";
import type { Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";
import { thankedWithoutScript } from "./support/contact";
import { holdScripts } from "./support/page";
import { phonePage, tapWhenPainted } from "./support/phone";

const baseURL = inject("baseURL");
const browser = fileBrowser();

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });
const send = (page: Page) => form(page).getByRole("button", { name: /send inquiry/i });
const good = {
  name: "Asha Raman",
  company: "Larchfield Freight",
  message: "We need four backend engineers for our pricing platform by March.",
};
const freshEmail = (who: string) => `${who}-${Date.now()}@larchfield-freight.com`;

/** Fills what autofill would, the moment the fields are painted. */
async function autofill(
  page: Page,
  values: { name?: string; email?: string; company?: string; message?: string },
) {
  const f = form(page);
  if (values.name !== undefined) await f.getByLabel("Full name").fill(values.name);
  if (values.email !== undefined) await f.getByLabel("Business email").fill(values.email);
  if (values.company !== undefined) await f.getByLabel("Company name").fill(values.company);
  if (values.message !== undefined) await f.getByLabel("Message").fill(values.message);
}

function contactPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/contact")) posts.push(r);
  });
  return posts;
}

const messageUnder = (page: Page, label: string) =>
  form(page)
    .getByLabel(label)
    .evaluate((el) => {
      const id = el.getAttribute("aria-describedby");
      const slot = id ? document.getElementById(id) : null;
      return slot && !slot.hidden ? slot.textContent : null;
    });

const FORMS_SCRIPT = /\/assets\/form-scripts\.[\w-]+\.js$/;

const toast = (page: Page, title: string) =>
  page.locator("[data-toast]").filter({ has: page.getByText(title, { exact: true }) });

// /contact has the form near the top; /about has it at the end of a long page.
describe.each(["/contact", "/about"])("Send at first paint on %s (phone profile)", (path) => {
  it("empty: the spec's four messages under the fields, focus on the first, nothing sent", async () => {
    const { context, page } = await phonePage(browser);
    const posts = contactPosts(page);
    await page.goto(baseURL + path, { waitUntil: "commit" });
    await tapWhenPainted(send(page));
    await expect
      .poll(() => messageUnder(page, "Full name"), { timeout: 15_000 })
      .toBe("Name must be at least 2 characters");
    expect(await messageUnder(page, "Business email")).toBe("Please enter a valid email address");
    expect(await messageUnder(page, "Company name")).toBe("Company name is required");
    expect(await messageUnder(page, "Message")).toBe("Message must be at least 10 characters");
    expect(await messageUnder(page, "Phone number")).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(page.url()).toBe(baseURL + path);
    expect(posts).toHaveLength(0);
    await context.close();
  });

  it.each([
    ["malformed", "asha@", "Please enter a valid email address"],
    ["consumer domain", "asha.raman@gmail.com", "Please use a business email address"],
  ])(
    "%s e-mail: the spec's message under it, focus on it, nothing sent",
    async (_, email, message) => {
      const { context, page } = await phonePage(browser);
      const posts = contactPosts(page);
      await page.goto(baseURL + path, { waitUntil: "commit" });
      await autofill(page, { ...good, email });
      await tapWhenPainted(send(page));
      await expect
        .poll(() => messageUnder(page, "Business email"), { timeout: 15_000 })
        .toBe(message);
      expect(await messageUnder(page, "Full name")).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
      expect(posts).toHaveLength(0);
      await context.close();
    },
  );

  it("valid: 'SENDING...' on a disabled button, then 'Success!' and the thank-you panel; one inquiry", async () => {
    const { context, page } = await phonePage(browser);
    const posts = contactPosts(page);
    // The answer waits a moment, so the sending state can be seen as a visitor sees it.
    await page.route("**/api/contact", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto(baseURL + path, { waitUntil: "commit" });
    await autofill(page, { ...good, email: freshEmail("first-paint") });
    await tapWhenPainted(send(page));
    const sending = form(page).getByRole("button", { name: contactCopy.sending });
    await sending.waitFor({ timeout: 15_000 });
    expect(await sending.isDisabled()).toBe(true);
    // A second press while it is on its way sends nothing more.
    await sending.click({ force: true }).catch(() => {});
    await toast(page, "Success!").waitFor({ timeout: 15_000 });
    expect(await toast(page, "Success!").textContent()).toContain(contactCopy.success.description);
    await expect
      .poll(() => page.getByRole("heading", { name: "Thank you!" }).isVisible())
      .toBe(true);
    expect(await form(page).isHidden()).toBe(true);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers()["content-type"]).toContain("application/json");
    // 'Submit Another Inquiry' returns to the empty form.
    await page.getByRole("button", { name: contactCopy.again }).click();
    expect(await form(page).getByLabel("Full name").inputValue()).toBe("");
    expect(await form(page).isVisible()).toBe(true);
    await context.close();
  });

  it("500: the 'Error' toast with the server's message, every value kept, Send enabled again", async () => {
    const { context, page } = await phonePage(browser);
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Our inquiry service is down for a moment." }),
      }),
    );
    const email = freshEmail("server-down");
    await page.goto(baseURL + path, { waitUntil: "commit" });
    await autofill(page, { ...good, email });
    await tapWhenPainted(send(page));
    await toast(page, "Error").waitFor({ timeout: 15_000 });
    expect(await toast(page, "Error").textContent()).toContain(
      "Our inquiry service is down for a moment.",
    );
    expect(await form(page).getByLabel("Business email").inputValue()).toBe(email);
    expect(await form(page).getByLabel("Message").inputValue()).toBe(good.message);
    expect(await send(page).isEnabled()).toBe(true);
    await context.close();
  });

  it("network down after load: the 'Error' toast, every value kept, and Send works once it is back", async () => {
    const { context, page, setOffline } = await phonePage(browser);
    const email = freshEmail("offline");
    // The page in, all of it: the forms' script comes after the first paint, so `load` (and even
    // a quiet network, on a busy machine) can come before it is asked for. Without it the visitor
    // is in another case: a Send held and posted once back online (the tests below).
    const formsScript = page.waitForResponse((r) => FORMS_SCRIPT.test(r.url()));
    await page.goto(baseURL + path, { waitUntil: "load" });
    await formsScript;
    // the subject: a connection lost once the page is in (a train, a lift)
    await setOffline(true);
    await autofill(page, { ...good, email });
    await tapWhenPainted(send(page));
    await toast(page, "Error").waitFor({ timeout: 15_000 });
    expect(await form(page).getByLabel("Business email").inputValue()).toBe(email);
    expect(await form(page).getByLabel("Company name").inputValue()).toBe(good.company);
    expect(page.url()).toBe(baseURL + path);
    await setOffline(false);
    await tapWhenPainted(send(page));
    await toast(page, "Success!").waitFor({ timeout: 15_000 });
    await context.close();
  });
});

describe("a Send that comes before the form's script", () => {
  it("with fields left empty: the spec's messages at once, nothing held; the script, once there, takes over", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const release = await holdScripts(page); // the subject: no script of ours has run yet
    const posts = contactPosts(page);
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    await form(page).getByLabel("Company name").fill(good.company);
    await tapWhenPainted(send(page));
    expect(await messageUnder(page, "Full name")).toBe("Name must be at least 2 characters");
    expect(await messageUnder(page, "Business email")).toBe("Please enter a valid email address");
    expect(await messageUnder(page, "Message")).toBe("Message must be at least 10 characters");
    expect(await messageUnder(page, "Company name")).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(await form(page).getAttribute("aria-busy")).toBeNull();
    expect(await form(page).getAttribute("data-module-started")).toBeNull();
    release();
    await page.locator("form[data-module-started]").waitFor({ state: "attached", timeout: 15_000 });
    // The script checks a field in error again as it is corrected, what the catcher said included.
    await form(page).getByLabel("Full name").fill(good.name);
    await expect.poll(() => messageUnder(page, "Full name")).toBeNull();
    await autofill(page, { email: freshEmail("caught"), message: good.message });
    await tapWhenPainted(send(page));
    await toast(page, "Success!").waitFor({ timeout: 15_000 });
    expect(posts).toHaveLength(1);
    await context.close();
  });

  it("is held, not posted, and sent as the spec shows once the script arrives", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // the subject: a script that arrives late, here once the tap has been held
    let arrive = () => {};
    const late = new Promise<void>((r) => {
      arrive = r;
    });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await late;
      await route.continue();
    });
    const posts = contactPosts(page);
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    await autofill(page, { ...good, email: freshEmail("held") });
    await tapWhenPainted(send(page));
    expect(await form(page).getAttribute("aria-busy")).toBe("true");
    expect(posts).toHaveLength(0);
    arrive();
    await toast(page, "Success!").waitFor({ timeout: 15_000 });
    expect(posts).toHaveLength(1);
    expect(page.url()).toBe(`${baseURL}/contact`);
    await context.close();
  });

  it("posts as plain HTML when only the form's own script cannot be fetched", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The page's script runs; the form's chunk, fetched after the first paint, fails once a
    // Send is being held for it.
    let fail = () => {};
    const failing = new Promise<void>((r) => {
      fail = r;
    });
    await page.route(FORMS_SCRIPT, async (route) => {
      await failing;
      await route.abort();
    });
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    await autofill(page, { ...good, email: freshEmail("chunk-lost") });
    await tapWhenPainted(send(page));
    expect(await form(page).getAttribute("aria-busy")).toBe("true");
    fail();
    await thankedWithoutScript(page);
    await context.close();
  });

  it("offline when the form's script is lost: the 'Error' toast, every value kept; back online, the script comes and Send works", async () => {
    const { context, page, setOffline } = await phonePage(browser);
    // The form's chunk is lost with the link the first time; fetched again, it comes.
    let lose = () => {};
    const losing = new Promise<void>((r) => {
      lose = r;
    });
    let lost = false;
    await page.route(FORMS_SCRIPT, async (route) => {
      if (lost) return route.continue();
      await losing;
      lost = true;
      await route.abort("internetdisconnected");
    });
    const posts = contactPosts(page);
    const email = freshEmail("offline-lost");
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    await autofill(page, { ...good, email });
    await tapWhenPainted(send(page));
    expect(await form(page).getAttribute("aria-busy")).toBe("true");
    // the subject: the link drops, and the form's script is lost with it
    await setOffline(true);
    lose();
    await toast(page, "Error").waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${baseURL}/contact`);
    expect(await form(page).getAttribute("aria-busy")).toBeNull();
    expect(await form(page).getByLabel("Business email").inputValue()).toBe(email);
    expect(await form(page).getByLabel("Message").inputValue()).toBe(good.message);
    await setOffline(false);
    await tapWhenPainted(send(page));
    await toast(page, "Success!").waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${baseURL}/contact`);
    expect(posts).toHaveLength(1);
    await context.close();
  });

  it("offline before the page's script came: Send stays sending, nothing is lost, and it goes once the link is back", async () => {
    const { context, page, setOffline } = await phonePage(browser);
    // the subject: the link drops after the first paint, before the page's script has come
    let drop = () => {};
    const dropped = new Promise<void>((r) => {
      drop = r;
    });
    await page.route(/\/assets\/page-script\.[\w-]+\.js$/, async (route) => {
      await dropped;
      await route.abort("internetdisconnected");
    });
    const email = freshEmail("offline-early");
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    await autofill(page, { ...good, email });
    await tapWhenPainted(send(page));
    await setOffline(true);
    drop();
    // Held while offline: a post now would only swap the page for the browser's offline error.
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await new Promise((r) => setTimeout(r, 500));
    expect(page.url()).toBe(`${baseURL}/contact`);
    expect(await form(page).getAttribute("aria-busy")).toBe("true");
    expect(await form(page).getByLabel("Business email").inputValue()).toBe(email);
    await setOffline(false);
    await thankedWithoutScript(page);
    await context.close();
  });

  it("posts as plain HTML when the script never comes, and the server answers it", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${baseURL}/contact`);
    await autofill(page, { ...good, email: freshEmail("no-script") });
    await tapWhenPainted(send(page));
    await thankedWithoutScript(page);
    await context.close();
  });
});

describe("JavaScript off", () => {
  it("empty: the server answers 422 with the summary and the spec's messages under the fields", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/about`);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await tapWhenPainted(send(page));
    expect((await answer).status()).toBe(422);
    await page.getByRole("heading", { name: "There is a problem" }).waitFor();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Company name is required",
      "Message must be at least 10 characters",
    ]) {
      expect(await summary.getByRole("link", { name: message }).count()).toBe(1);
    }
    expect(await messageUnder(page, "Company name")).toBe("Company name is required");
    // The summary's link takes the visitor to the field.
    await summary.getByRole("link", { name: "Company name is required" }).click();
    expect(page.url()).toContain("#contact-company");
    await context.close();
  });

  it("valid: the thank-you page, its booking link prefilled with what was typed", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/contact`);
    const email = freshEmail("js-off");
    await autofill(page, { ...good, email });
    await tapWhenPainted(send(page));
    await thankedWithoutScript(page);
    const book = page.getByRole("link", { name: new RegExp(contactCopy.book) });
    expect(new URL((await book.getAttribute("href"))!).searchParams.get("email")).toBe(email);
    await context.close();
  });
});

describe("the newsletter's Subscribe at first paint on /blog (phone profile)", () => {
  const signup = (page: Page) => page.getByRole("form", { name: "Newsletter signup" });
  const subscribe = (page: Page) => signup(page).getByRole("button", { name: "Subscribe" });
  const box = (page: Page) => signup(page).getByLabel("Email address");
  const messageUnderBox = (page: Page) =>
    box(page).evaluate((el) => {
      const id = el.getAttribute("aria-describedby");
      const slot = id ? document.getElementById(id) : null;
      return slot && !slot.hidden ? slot.textContent : null;
    });

  it.each([
    ["empty", ""],
    ["malformed", "reader@"],
  ])("%s: the spec's message under the box, nothing sent", async (_, address) => {
    const { context, page } = await phonePage(browser);
    const posts: string[] = [];
    // The form's posts (the page's view beacon is not the form's).
    page.on(
      "request",
      (r) => r.method() === "POST" && r.url().endsWith("/api/newsletter") && posts.push(r.url()),
    );
    await page.goto(`${baseURL}/blog`, { waitUntil: "commit" });
    await box(page).fill(address);
    await tapWhenPainted(subscribe(page));
    await expect
      .poll(() => messageUnderBox(page), { timeout: 15_000 })
      .toBe("Please enter a valid email address");
    expect(posts).toHaveLength(0);
    await context.close();
  });

  it("valid: signed up, told in a toast to confirm from the inbox, the box emptied", async () => {
    const { context, page } = await phonePage(browser);
    await page.goto(`${baseURL}/blog`, { waitUntil: "commit" });
    await box(page).fill(`reader-${Date.now()}@larchfield-freight.com`);
    await tapWhenPainted(subscribe(page));
    await toast(page, newsletterCopy.answers.pending).waitFor({
      timeout: 15_000,
    });
    expect(await box(page).inputValue()).toBe("");
    await context.close();
  });

  it("500 and network down: the 'Error' toast, the address kept", async () => {
    const { context, page, setOffline } = await phonePage(browser);
    await page.route("**/api/newsletter", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
    );
    const address = `kept-${Date.now()}@larchfield-freight.com`;
    await page.goto(`${baseURL}/blog`, { waitUntil: "commit" });
    await box(page).fill(address);
    await tapWhenPainted(subscribe(page));
    await toast(page, "Error").waitFor({ timeout: 15_000 });
    expect(await toast(page, "Error").textContent()).toContain(formCopy.failed);
    expect(await box(page).inputValue()).toBe(address);
    await page.unroute("**/api/newsletter");
    await page.waitForLoadState("load");
    await setOffline(true);
    await tapWhenPainted(subscribe(page));
    await expect.poll(() => toast(page, "Error").count(), { timeout: 15_000 }).toBe(2);
    expect(await box(page).inputValue()).toBe(address);
    await context.close();
  });
});
