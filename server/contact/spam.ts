import type { ContactRequest } from "@lib/contact-schema";

export type SpamVerdict = "ok" | "honeypot_filled" | "honeypot_missing" | "too_fast";

/**
 * The form always sends an empty `website` field (hidden from people) and how long it was open.
 * A bot that fills the field, omits it, or submits faster than a person can type is flagged.
 */
export function spamVerdict(req: ContactRequest, minFillMs: number): SpamVerdict {
  if (req.website === undefined) return "honeypot_missing";
  if (req.website.trim() !== "") return "honeypot_filled";
  if (req.elapsed_ms === undefined || req.elapsed_ms < minFillMs) return "too_fast";
  return "ok";
}
