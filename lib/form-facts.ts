import { replyWithinHours as savedReplyWithinHours } from "../content/site.json";
import type { SiteFacts } from "../content/site-facts";

/**
 * The site facts the forms' scripts read, kept apart from lib/site.ts (which takes them from
 * here): a bundle keeps a whole module's top level once anything is imported from it, and the
 * forms' scripts would carry every office and menu of the site config (≈0.9 KB brotli).
 */
export const replyWithinHours: SiteFacts["replyWithinHours"] = savedReplyWithinHours;

/** Free consumer mail providers: inquiries must come from a business address. */
export const blockedEmailHosts: readonly string[] = [
  "gmail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "aol.com",
];

/** True when `host` is a blocked consumer host or one of its subdomains (case-insensitive). */
export function isBlockedEmailHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/\.$/, "");
  return blockedEmailHosts.some((blocked) => h === blocked || h.endsWith(`.${blocked}`));
}
