/** What the honeypot says of a posted form; the contact form adds its fill-time rule. */
export type HoneypotVerdict = "ok" | "honeypot_filled" | "honeypot_missing";

/**
 * Every form sends an empty `website` field (hidden from people): a bot that fills it or leaves
 * it out is caught.
 */
export function honeypotVerdict(website: string | undefined): HoneypotVerdict {
  if (website === undefined) return "honeypot_missing";
  return website.trim() === "" ? "ok" : "honeypot_filled";
}

/**
 * A honeypot catch is a bot beyond doubt: stored, and sent to no one. Anything else flagged
 * (today "too fast") may be a person with autofill, so sales still sees it, marked.
 */
export function isHoneypotCatch(verdict: string): boolean {
  return verdict === "honeypot_filled" || verdict === "honeypot_missing";
}

export function isPossibleSpam(verdict: string): boolean {
  return verdict !== "ok" && !isHoneypotCatch(verdict);
}

/** How a verdict reads to the people who act on it. */
export const verdictReasons: Record<string, string> = {
  ok: "genuine",
  too_fast: "sent faster than a person usually fills in the form",
  honeypot_filled: "filled the hidden field only bots see",
  honeypot_missing: "left out the hidden field every real form sends",
};
