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
