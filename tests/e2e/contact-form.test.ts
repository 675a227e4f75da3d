import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contactCopy, formCopy } from "@content/form-copy";
import type { Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";
import { thankedWithoutScript } from "./support/contact";
import { axeViolationsOfHtml, delayScripts, holdScripts } from "./support/page";
import { queryStore } from "./support/store";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = fileBrowser();

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });
const sendButton = (page: Page) => form(page).getByRole("button", { name: /send inquiry/i });

async function fill(page: Page, values: Partial<Record<keyof typeof good, string>>) {
  const f = form(page);
  if (values.name !== undefined) await f.getByLabel("Full name").fill(values.name);
  if (values.email !== undefined) await f.getByLabel("Business email").fill(values.email);
  if (values.phone !== undefined) await f.getByLabel("Phone number").fill(values.phone);
  if (values.company !== undefined) await f.getByLabel("Company name").fill(values.company);
  if (values.message !== undefined) await f.getByLabel("Message").fill(values.message);
}

const good = {
  name: "Maya Fernandes",
  email: "maya@northwind-logistics.com",
  phone: "+353 1 555 0142",
  company: "Northwind Logistics",
  message: "We'd like a dedicated team of six engineers for our routing platform.",
};

/** The same inquiry from an address no other test uses, to find it in the store and the outbox. */
const fresh = (who: string) => ({ ...good, email: `${who}-${Date.now()}@northwind-logistics.com` });

/** What the server stored for an address (the e2e server runs on SQLite in dataDir). */
function storedFor(email: string) {
  return queryStore<{ spam_verdict: string; source: string; marketing_consent: number }>(
    dataDir,
    "select spam_verdict, source, marketing_consent from inquiries where email = ?",
    email,
  );
}

/** The .eml files (no SMTP configured) that mention an address. */
function mailsFor(email: string): string[] {
  const dir = join(dataDir, "mail");
  return readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), "utf8"))
    .filter((m) => m.includes(email));
}

/** Every POST the page sends to the contact endpoint, with the way it was sent. */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/contact")) posts.push(r);
  });
  return posts;
}

async function openWithoutScript(width = 1280) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/contact`);
  return page;
}

describe("contact form without JavaScript: a real form the server answers", () => {
  it("sends an inquiry: the thank-you page says so, it is stored as genuine and both e-mails are written", async () => {
    const page = await openWithoutScript(390);
    const posts = recordPosts(page);
    const inquiry = fresh("noscript");
    await fill(page, inquiry);
    await form(page).getByRole("checkbox").check();
    await sendButton(page).click();

    await thankedWithoutScript(page);
    await expect(page.getByText(contactCopy.received).innerText()).resolves.toContain(
      contactCopy.subscribed,
    );
    await page.getByRole("link", { name: "Read our insights" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()["content-type"]).toBe("application/x-www-form-urlencoded");

    // Sent with no fill time and no key: a person, stored as one, from the page it was sent on.
    expect(storedFor(inquiry.email)).toEqual([
      { spam_verdict: "ok", source: "/contact", marketing_consent: 1 },
    ]);
    // The confirmation, the sales notice and, the box ticked, the e-mail asking to confirm.
    await expect.poll(() => mailsFor(inquiry.email).length, { timeout: 10_000 }).toBe(3);
    const mails = mailsFor(inquiry.email);
    expect(mails.filter((m) => /^Subject: Confirm your subscription/m.test(m))).toHaveLength(1);
    expect(mails.some((m) => new RegExp(`^To: ${inquiry.email}`, "m").test(m))).toBe(true);
    expect(mails.some((m) => new RegExp(`^Reply-To: ${inquiry.email}`, "m").test(m))).toBe(true);
    await page.context().close();
  });

  it("the browser's bubbles never stand in for the spec's copy: the server answers with its messages (422)", async () => {
    const page = await openWithoutScript();
    const posts = recordPosts(page);
    await fill(page, {
      name: "A",
      email: "not-an-email",
      phone: "call me",
      company: "X",
      message: "short",
    });
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await sendButton(page).click();
    expect((await answer).status()).toBe(422);
    await page.getByRole("heading", { level: 1, name: "Please check your inquiry" }).waitFor();
    for (const [label, message] of [
      ["Full name", "Name must be at least 2 characters"],
      ["Business email", "Please enter a valid email address"],
      ["Phone number", "Please enter a valid phone number"],
      ["Company name", "Company name is required"],
      ["Message", "Message must be at least 10 characters"],
    ] as const) {
      const describedBy = await form(page).getByLabel(label).getAttribute("aria-describedby");
      await expect(page.locator(`#${describedBy}`).innerText()).resolves.toBe(message);
    }
    expect(posts).toHaveLength(1);
    await page.context().close();
  });

  it("what only the server can refuse comes back as the form, with the spec's messages and nothing lost", async () => {
    const page = await openWithoutScript();
    const inquiry = fresh("second-try");
    // Each passes the browser's checks; the server trims and knows the consumer hosts.
    await fill(page, { ...inquiry, name: "A ", email: "someone@Gmail.com", company: "X " });
    await form(page).getByRole("checkbox").check();
    await sendButton(page).click();

    await page.getByRole("heading", { level: 1, name: "Please check your inquiry" }).waitFor();
    for (const [label, message] of [
      ["Full name", "Name must be at least 2 characters"],
      ["Business email", "Please use a business email address"],
      ["Company name", "Company name is required"],
    ] as const) {
      const field = form(page).getByLabel(label);
      await expect(field.getAttribute("aria-invalid")).resolves.toBe("true");
      const describedBy = (await field.getAttribute("aria-describedby"))!;
      await expect(page.locator(`#${describedBy}`).innerText()).resolves.toBe(message);
      // Listed at the top too, as a link to the field.
      await page.getByRole("alert").getByRole("link", { name: message }).waitFor();
    }
    // Everything typed is still there, ticked box included.
    await expect(form(page).getByLabel("Full name").inputValue()).resolves.toBe("A ");
    await expect(form(page).getByLabel("Phone number").inputValue()).resolves.toBe(inquiry.phone);
    await expect(form(page).getByLabel("Message").inputValue()).resolves.toBe(inquiry.message);
    await expect(form(page).getByRole("checkbox").isChecked()).resolves.toBe(true);
    expect(storedFor(inquiry.email)).toEqual([]);

    // Corrected on that page and sent again: it goes through.
    await fill(page, { name: inquiry.name, email: inquiry.email, company: inquiry.company });
    await sendButton(page).click();
    await thankedWithoutScript(page);
    expect(storedFor(inquiry.email)).toEqual([
      { spam_verdict: "ok", source: "/contact", marketing_consent: 1 },
    ]);
    await page.context().close();
  });
  it("the server's error page passes axe", async () => {
    const res = await fetch(`${baseURL}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL },
      body: new URLSearchParams({ ...good, name: "A", website: "", source: "/contact" }),
    });
    expect(res.status).toBe(422);
    expect(await axeViolationsOfHtml(browser, baseURL, await res.text())).toEqual([]);
  });
});

describe("contact form with JavaScript, used at once", () => {
  it("sent straight after a fresh load: the visitor sees it received, and it is stored once", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const posts = recordPosts(page);
    const inquiry = fresh("quick");
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    await fill(page, inquiry);
    await sendButton(page).click();
    // The panel if the form's script was live, else the thank-you page: the same words.
    await page.getByText(contactCopy.received).waitFor();
    expect(posts).toHaveLength(1);
    expect(storedFor(inquiry.email)).toEqual([
      { spam_verdict: "ok", source: "/contact", marketing_consent: 0 },
    ]);
    await expect.poll(() => mailsFor(inquiry.email).length, { timeout: 10_000 }).toBe(2);
    await context.close();
  });

  it("sent while the form's script is still on the way: held, then sent by it, stored once", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await delayScripts(page, 2000);
    const posts = recordPosts(page);
    const inquiry = fresh("before-script");
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    await fill(page, inquiry);
    await sendButton(page).click();
    await page.getByRole("status").getByText(contactCopy.received).waitFor();
    expect(new URL(page.url()).pathname).toBe("/contact");
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()["content-type"]).toContain("application/json");
    expect(storedFor(inquiry.email)).toHaveLength(1);
    await context.close();
  });

  it("shows the spec's messages under each field, whether the live form or the server answers", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
    await expect(
      page.getByText("Want to get in touch? You're in the right place").count(),
    ).resolves.toBe(1);
    // Values the browser's own checks let through: the schema's rules decide, on either side.
    await fill(page, { name: "A ", email: "a@b", company: "X ", message: "too short " });
    await sendButton(page).click();
    for (const msg of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Company name is required",
      "Message must be at least 10 characters",
    ]) {
      await form(page).getByText(msg).first().waitFor();
    }
    await expect(form(page).getByLabel("Full name").getAttribute("aria-invalid")).resolves.toBe(
      "true",
    );
    await fill(page, { email: "someone@Yahoo.com" });
    await sendButton(page).click();
    await form(page).getByText("Please use a business email address").first().waitFor();
    await expect(form(page).getByLabel("Message").inputValue()).resolves.toBe("too short ");
    await context.close();
  });
});

// What script adds on top of the form: the panel and toasts, SENDING..., the JSON answers and
// the idempotency key. They act at paint like the rest: a Send before the script arrives is
// held for it (tests/e2e/form-first-paint.test.ts).
describe("contact form with its script", () => {
  /** The contact page, opened at once; `answer` stands in for the API from the first request on. */
  async function openLive(width = 1280, answer?: Parameters<Page["route"]>[1]): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    if (answer) await page.route("**/api/contact", answer);
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    return page;
  }

  it("submits, shows the thank-you panel and toast, writes both e-mails, and resets", async () => {
    const page = await openLive(390);
    const inquiry = fresh("panel");
    await fill(page, inquiry);
    await form(page).getByRole("checkbox").check();
    await sendButton(page).click();
    const toast = page.locator("#toasts [data-toast][data-type=success]");
    await toast.filter({ hasText: contactCopy.success.description }).waitFor();
    await expect(toast.innerText()).resolves.toContain(contactCopy.success.title);
    const panel = page.getByRole("status").filter({ hasText: "Your inquiry has been received" });
    await expect(panel.innerText()).resolves.toMatch(/within 24\s+hours/);
    await expect(panel.innerText()).resolves.toMatch(/confirmation email/);
    // The box was ticked: the panel says to confirm from her inbox (double opt-in).
    await expect(panel.innerText()).resolves.toContain(contactCopy.subscribed);
    expect(new URL(page.url()).pathname).toBe("/contact");

    await expect.poll(() => mailsFor(inquiry.email).length, { timeout: 10_000 }).toBe(3);
    const mine = mailsFor(inquiry.email);
    expect(mine.some((m) => new RegExp(`^To: ${inquiry.email}`, "m").test(m))).toBe(true);
    expect(mine.some((m) => new RegExp(`^Reply-To: ${inquiry.email}`, "m").test(m))).toBe(true);
    // The ticked box signed her up: a message of its own asks her to confirm; until she does,
    // she is not subscribed, and her inquiry's confirmation says so (no unsubscribe link for a
    // subscription that does not exist yet).
    const asks = mine.filter((m) => /^Subject: Confirm your subscription/m.test(m));
    expect(asks).toHaveLength(1);
    expect(asks[0]!.replace(/=\r?\n/g, "")).toMatch(
      /\/api\/newsletter\/confirm\?token(=3D|=)[\w-]{16,}/,
    );
    const to = new RegExp(`^To: ${inquiry.email}`, "m");
    const confirmation = mine.find((m) => to.test(m) && !asks.includes(m))!.replace(/=\r?\n/g, "");
    expect(confirmation).toContain("a second e-mail asks you to confirm");
    expect(confirmation).not.toContain("/api/newsletter/unsubscribe");
    expect(
      queryStore<{ status: string }>(
        dataDir,
        "select status from newsletter_subscribers where email = ?",
        inquiry.email,
      ),
    ).toEqual([{ status: "pending" }]);

    await page.getByRole("button", { name: "Submit Another Inquiry" }).click();
    await expect(form(page).getByLabel("Full name").inputValue()).resolves.toBe("");
    // Its button is gone, so focus starts the new inquiry instead of falling to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("autocomplete")))
      .toBe("name");
    await expect(form(page).getByLabel("Message").inputValue()).resolves.toBe("");
    await page.context().close();
  });

  it("puts the spec's messages in place of the browser's own checks", async () => {
    const page = await openLive();
    const posts = recordPosts(page);
    // Values the browser would stop at a bubble: the live form shows its messages instead.
    await fill(page, { name: "A", email: "not-an-email", company: "X", message: "short" });
    await sendButton(page).click();
    for (const msg of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Company name is required",
      "Message must be at least 10 characters",
    ]) {
      await form(page).getByText(msg).waitFor();
    }
    expect(posts).toEqual([]);
    await page.context().close();
  });

  it("takes any 2xx as sent: the spec does not read the answer", async () => {
    const page = await openLive(1280, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
    );
    await fill(page, good);
    await sendButton(page).click();
    await page.getByRole("button", { name: "Submit Another Inquiry" }).waitFor();
    await expect(page.locator("[data-toast][data-type=error]").count()).resolves.toBe(0);
    await page.context().close();
  });

  it("disables the button and reads SENDING... while the request is in flight", async () => {
    let release: () => void = () => {};
    const page = await openLive(1280, async (route) => {
      await new Promise<void>((r) => {
        release = r;
      });
      await route.fulfill({ status: 201, contentType: "application/json", body: '{"id":"x"}' });
    });
    await fill(page, good);
    await sendButton(page).click();
    const sending = form(page).getByRole("button", { name: "SENDING..." });
    await sending.waitFor();
    await expect(sending.isDisabled()).resolves.toBe(true);
    release();
    await page.getByRole("button", { name: "Submit Another Inquiry" }).waitFor();
    // The box was not ticked: nothing said about a subscription.
    await expect(page.getByText(contactCopy.subscribed).isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it("keeps every value and shows the destructive toast when the server fails", async () => {
    const page = await openLive(1280, (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"error":"We couldn\'t save that just now. Please try again in a minute."}',
      }),
    );
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await fill(page, good);
    await sendButton(page).click();
    await page.getByText("We couldn't save that just now. Please try again in a minute.").waitFor();
    await expect(page.locator("[data-toast][data-type=error]").innerText()).resolves.toContain(
      "Error",
    );
    // The toast sits below the sticky header, leaving its links and menu button usable.
    const header = page
      .locator("header")
      .filter({ has: page.getByRole("navigation") })
      .first();
    const headerBottom = await header.evaluate((h) => h.getBoundingClientRect().bottom);
    await expect // it slides in from above
      .poll(async () => (await page.locator("[data-toast]").first().boundingBox())?.y)
      .toBeGreaterThanOrEqual(headerBottom);
    await expect(form(page).getByLabel("Full name").inputValue()).resolves.toBe(good.name);
    await expect(form(page).getByLabel("Message").inputValue()).resolves.toBe(good.message);
    expect(errors.some((e) => e.includes("Contact form submission failed"))).toBe(true);
    // The button, disabled while sending, took focus with it; it gets it back to try again.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toMatch(/send inquiry/i);

    // With no message from the server, the spec's fallback text.
    await page.unroute("**/api/contact");
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "oops" }));
    await sendButton(page).click();
    await page.getByText(formCopy.failed).waitFor();
    await page.context().close();
  });

  it("sends the same idempotency key when a failed submission is retried", async () => {
    const keys: string[] = [];
    let calls = 0;
    const page = await openLive(1280, (route) => {
      keys.push(JSON.parse(route.request().postData() ?? "{}").idempotency_key);
      calls++;
      return calls === 1
        ? route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' })
        : route.fulfill({ status: 201, contentType: "application/json", body: '{"id":"x"}' });
    });
    await fill(page, good);
    await sendButton(page).click();
    await page.getByText("down").first().waitFor();
    await sendButton(page).click();
    await page.getByRole("button", { name: "Submit Another Inquiry" }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await page.context().close();
  });

  it("keeps what a visitor typed before the form's script arrived, and sends it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const release = await holdScripts(page);
    const sent: Record<string, unknown>[] = [];
    await page.route("**/api/contact", (route) => {
      sent.push(JSON.parse(route.request().postData() ?? "{}"));
      return route.fulfill({ status: 201, contentType: "application/json", body: '{"id":"x"}' });
    });
    const opened = Date.now();
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    await form(page).getByLabel("Full name").click();
    await page.keyboard.type(good.name);
    await form(page).getByLabel("Message").click();
    await page.keyboard.type(good.message);
    await expect(form(page).getAttribute("data-module-started")).resolves.toBeNull();
    await expect(form(page).getByLabel("Full name").inputValue()).resolves.toBe(good.name);
    const typedFor = Date.now() - opened;
    release();
    await fill(page, { email: good.email, company: good.company });
    await sendButton(page).click();
    await page.getByRole("button", { name: "Submit Another Inquiry" }).waitFor();
    expect(sent.at(-1)).toMatchObject({
      name: good.name,
      message: good.message,
      email: good.email,
    });
    // The fill time runs from the page opening, not from the script (no false "too fast" flag).
    expect(sent.at(-1)!.elapsed_ms).toBeGreaterThanOrEqual(typedFor - 500);
    await context.close();
  });
});
