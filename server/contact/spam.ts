import type { ContactRequest } from "@lib/contact-schema";

export type SpamVerdict = "ok" | "honeypot_filled" | "honeypot_missing" | "too_fast";

/**
 * Every form sends an empty `website` field (hidden from people); a bot that fills it or omits
 * it is flagged. The enhanced form also says how long it was open, and one sent faster than a
 * person can type is flagged too. A form posted without script cannot measure that: a missing
 * fill time is unknown, not fast, and a genuine inquiry sent that way goes through.
 */
export function spamVerdict(req: ContactRequest, minFillMs: number): SpamVerdict {
  if (req.website === undefined) return "honeypot_missing";
  if (req.website.trim() !== "") return "honeypot_filled";
  if (req.elapsed_ms !== undefined && req.elapsed_ms < minFillMs) return "too_fast";
  return "ok";
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
