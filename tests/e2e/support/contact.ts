import { contactCopy } from "@content/form-copy";
import type { Page } from "playwright-core";

/**
 * Sends the page's contact form as a prospect fills it, with a fresh address made from `who`,
 * and waits for the thank-you panel. The address, for a test to find its inquiry by.
 */
export async function sendInquiry(page: Page, who: string, message: string): Promise<string> {
  const email = `${who}-${Date.now()}@northwind-logistics.com`;
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel(contactCopy.labels.name).fill("Maya Fernandes");
  await form.getByLabel(contactCopy.labels.email).fill(email);
  await form.getByLabel(contactCopy.labels.company).fill("Northwind Logistics");
  await form.getByLabel(contactCopy.labels.message).fill(message);
  await form.getByRole("button", { name: /send inquiry/i }).click();
  await page.getByRole("heading", { name: contactCopy.thanksTitle }).waitFor();
  return email;
}

/**
 * The page the server answers a contact form posted without script with (at /api/contact, its
 * booking link prefilled), once its thank-you heading is painted; a 422 there never passes.
 */
export async function thankedWithoutScript(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === "/api/contact", { timeout });
  await page.getByRole("heading", { level: 1, name: contactCopy.thanksTitle }).waitFor({ timeout });
}
