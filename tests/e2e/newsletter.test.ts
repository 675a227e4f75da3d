import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { fileBrowser } from "./support/browser";
import { waitForHydration } from "./support/page";

const baseURL = inject("baseURL");
const dataDir = inject("dataDir");
const browser = fileBrowser();

describe("newsletter, end to end (real API, real store, .eml outbox)", () => {
  it("subscribes from the blog, mails a welcome whose unsubscribe link asks, then unsubscribes, and is idempotent", async () => {
    const address = `reader-${Date.now()}@northwind-logistics.com`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/blog`, { waitUntil: "networkidle" });
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByRole("textbox", { name: "Email address" }).fill(address);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("You're subscribed! Check your inbox for a confirmation.").waitFor();
    await expect(form.getByRole("textbox", { name: "Email address" }).inputValue()).resolves.toBe(
      "",
    );

    // The welcome e-mail lands in the .eml outbox with an unsubscribe link.
    const mailDir = join(dataDir, "mail");
    let welcome = "";
    for (let i = 0; i < 100 && !welcome; i++) {
      welcome =
        readdirSync(mailDir)
          .map((f) => readFileSync(join(mailDir, f), "utf8"))
          .find((m) => m.includes(`To: ${address}`)) ?? "";
      if (!welcome) await new Promise((r) => setTimeout(r, 100));
    }
    const token = /unsubscribe\?token=3D([A-Za-z0-9_-]+)|unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(
      welcome.replace(/=\r?\n/g, ""),
    );
    const value = token?.[1] ?? token?.[2];
    expect(value).toBeTruthy();

    // Subscribing again changes nothing and says so.
    await form.getByRole("textbox", { name: "Email address" }).fill(address.toUpperCase());
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("You're already subscribed. Thanks for reading!").waitFor();

    // The link asks first; the button unsubscribes (a mail scanner's GET changes nothing).
    await page.goto(`${baseURL}/api/newsletter/unsubscribe?token=${value}`);
    await page.getByRole("heading", { name: "Unsubscribe from our newsletter?" }).waitFor();
    await expect(page.getByText(address).count()).resolves.toBe(1);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { name: "You're unsubscribed" }).waitFor();
    await context.close();
  });
});
