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
