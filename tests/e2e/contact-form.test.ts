import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "@lib/site";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";
import { delayScripts, isHydrated, waitForHydration } from "./support/page";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = fileBrowser();

async function openContact(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/contact`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  return page;
}

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });

async function fill(page: Page, values: Record<string, string>) {
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

describe("contact form", () => {
  it("shows the spec's messages under each field", async () => {
    const page = await openContact();
    await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
    await expect(
      page.getByText("Want to get in touch? You're in the right place").count(),
    ).resolves.toBe(1);
    await fill(page, { name: "A", email: "not-an-email", company: "X", message: "short" });
    await form(page)
      .getByRole("button", { name: /send inquiry/i })
      .click();
    for (const msg of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Company name is required",
      "Message must be at least 10 characters",
    ]) {
      await expect(form(page).getByText(msg).count()).resolves.toBe(1);
    }
    await expect(form(page).getByLabel("Full name").getAttribute("aria-invalid")).resolves.toBe(
      "true",
    );
    await fill(page, { email: "someone@Yahoo.com" });
    await form(page).getByLabel("Company name").focus();
    await form(page).getByText("Please use a business email address").waitFor();
    await page.context().close();
  });

  it("submits, shows the thank-you panel and toast, writes both e-mails, and resets", async () => {
    const page = await openContact(390);
    await fill(page, good);
    await form(page).getByRole("checkbox").check();
    await form(page)
      .getByRole("button", { name: /send inquiry/i })
      .click();
    await page.getByText("Thank you for your inquiry. We'll get back to you soon!").waitFor();
    await page.getByText("Success!").waitFor();
    const panel = page.getByRole("status").filter({ hasText: "Your inquiry has been received" });
    await expect(panel.innerText()).resolves.toMatch(/within 24\s+hours/);
    await expect(panel.innerText()).resolves.toMatch(/confirmation email/);
    // The box was ticked: the panel says she is subscribed, and where the way out is.
    await expect(panel.innerText()).resolves.toMatch(/also subscribed to our insights/);

    // The .eml outbox (no SMTP configured) holds the confirmation and the sales notice.
    const mailDir = join(dataDir, "mail");
    const deadline = Date.now() + 10_000;
    let mine: string[] = [];
    while (Date.now() < deadline && mine.length < 2) {
      mine = readdirSync(mailDir)
        .map((f) => readFileSync(join(mailDir, f), "utf8"))
        .filter((m) => m.includes("maya@northwind-logistics.com"));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(mine).toHaveLength(2);
    expect(mine.some((m) => /^To: maya@northwind-logistics\.com/m.test(m))).toBe(true);
    expect(mine.some((m) => /^Reply-To: maya@northwind-logistics\.com/m.test(m))).toBe(true);
    // The ticked insights box subscribed her: her confirmation carries the unsubscribe link.
    const confirmation = mine.find((m) => /^To: maya@/m.test(m))!.replace(/=\r?\n/g, "");
    expect(confirmation).toMatch(/\/api\/newsletter\/unsubscribe\?token(=3D|=)[\w-]{16,}/);

    await page.getByRole("button", { name: "Submit Another Inquiry" }).click();
    await expect(form(page).getByLabel("Full name").inputValue()).resolves.toBe("");
    // Its button is gone, so focus starts the new inquiry instead of falling to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("autocomplete")))
      .toBe("name");
    await expect(form(page).getByLabel("Message").inputValue()).resolves.toBe("");
    await page.context().close();
  });

  it("disables the button and reads SENDING... while the request is in flight", async () => {
    const page = await openContact();
    let release: () => void = () => {};
    await page.route("**/api/contact", async (route) => {
      await new Promise<void>((r) => {
        release = r;
      });
      await route.fulfill({ status: 201, contentType: "application/json", body: '{"id":"x"}' });
    });
    await fill(page, good);
    await form(page)
      .getByRole("button", { name: /send inquiry/i })
      .click();
    const sending = form(page).getByRole("button", { name: "SENDING..." });
    await sending.waitFor();
    await expect(sending.isDisabled()).resolves.toBe(true);
    release();
    await page.getByRole("button", { name: "Submit Another Inquiry" }).waitFor();
    // The box was not ticked: nothing said about a subscription.
    await expect(page.getByText("also subscribed to our insights").count()).resolves.toBe(0);
    await page.context().close();
  });

  it("keeps every value and shows the destructive toast when the server fails", async () => {
    const page = await openContact();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"error":"We couldn\'t save that just now. Please try again in a minute."}',
      }),
    );
    await fill(page, good);
    await form(page)
      .getByRole("button", { name: /send inquiry/i })
      .click();
    await page.getByText("We couldn't save that just now. Please try again in a minute.").waitFor();
    await expect(
      page.locator("[data-sonner-toast][data-type=error]").innerText(),
    ).resolves.toContain("Error");
    // The toast sits below the sticky header, leaving its links and menu button usable.
    const header = page
      .locator("header")
      .filter({ has: page.getByRole("navigation") })
      .first();
    const headerBottom = await header.evaluate((h) => h.getBoundingClientRect().bottom);
    await expect // it slides in from above
      .poll(async () => (await page.locator("[data-sonner-toast]").first().boundingBox())?.y)
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
    await form(page)
      .getByRole("button", { name: /send inquiry/i })
      .click();
    await page.getByText("Something went wrong. Please try again.").waitFor();
    await page.context().close();
  });

  it("sends the same idempotency key when a failed submission is retried", async () => {
    const page = await openContact();
    const keys: string[] = [];
    let calls = 0;
    await page.route("**/api/contact", (route) => {
      keys.push(JSON.parse(route.request().postData() ?? "{}").idempotency_key);
      calls++;
      return calls === 1
        ? route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' })
        : route.fulfill({ status: 201, contentType: "application/json", body: '{"id":"x"}' });
    });
    await fill(page, good);
    const submit = form(page).getByRole("button", { name: /send inquiry/i });
    await submit.click();
    await page.getByText("down").first().waitFor();
    await submit.click();
    await page.getByRole("button", { name: "Submit Another Inquiry" }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    await page.context().close();
  });
  /** /contact with its scripts held back 1.5 s and the API answering 201; records each body. */
  async function openBeforeHydration() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await delayScripts(page, 1500);
    const sent: Record<string, unknown>[] = [];
    await page.route("**/api/contact", (route) => {
      sent.push(JSON.parse(route.request().postData() ?? "{}"));
      return route.fulfill({ status: 201, contentType: "application/json", body: '{"id":"x"}' });
    });
    await page.goto(`${baseURL}/contact`, { waitUntil: "commit" });
    return { page, sent };
  }

  it("keeps what a visitor typed before the page hydrated, and sends it", async () => {
    const { page, sent } = await openBeforeHydration();
    await form(page).getByLabel("Full name").click();
    await page.keyboard.type(good.name);
    await form(page).getByLabel("Message").click();
    await page.keyboard.type(good.message);
    await expect(isHydrated(page)).resolves.toBe(false);

    await waitForHydration(page);
    await expect(form(page).getByLabel("Full name").inputValue()).resolves.toBe(good.name);
    await fill(page, { email: good.email, company: good.company });
    await form(page)
      .getByRole("button", { name: /send inquiry/i })
      .click();
    await page.getByRole("button", { name: "Submit Another Inquiry" }).waitFor();
    expect(sent.at(-1)).toMatchObject({
      name: good.name,
      message: good.message,
      email: good.email,
    });
    await page.context().close();
  });

  it("with no script at all, Send keeps the inquiry on the page and offers the e-mail address", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/contact`);
    await form(page).getByLabel("Full name").fill(good.name);
    await form(page).getByLabel("Message").fill(good.message);
    await form(page)
      .getByRole("button", { name: /send inquiry/i })
      .click();
    await page.waitForTimeout(300);
    // Not the browser's native GET of /contact?name=…: nothing in the URL, nothing lost.
    expect(new URL(page.url()).search).toBe("");
    await expect(form(page).getByLabel("Full name").inputValue()).resolves.toBe(good.name);
    await expect(
      form(page).getByRole("link", { name: site.contactEmail }).getAttribute("href"),
    ).resolves.toBe(`mailto:${site.contactEmail}`);
    await context.close();
  });

  it("holds a form sent before hydration and sends it once React is live", async () => {
    const { page, sent } = await openBeforeHydration();
    await fill(page, good);
    await form(page)
      .getByRole("button", { name: /send inquiry/i })
      .click();
    await expect(isHydrated(page)).resolves.toBe(false);

    await page.getByRole("button", { name: "Submit Another Inquiry" }).waitFor();
    // Not the browser's native GET of /contact?name=…, which would have dropped everything.
    expect(new URL(page.url()).search).toBe("");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: good.name, email: good.email, message: good.message });
    // The fill time runs from the page opening, not from hydration (no false "too fast" flag).
    expect(sent[0]!.elapsed_ms).toBeGreaterThanOrEqual(1500);
    await page.context().close();
  });
});
