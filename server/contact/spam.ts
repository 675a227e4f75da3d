import type { ContactRequest } from "@lib/contact-schema";
import { type HoneypotVerdict, honeypotVerdict } from "../shared/spam-verdict";

export type SpamVerdict = HoneypotVerdict | "too_fast";

/**
 * A bot that fills the hidden field or omits it is flagged (shared/spam-verdict.ts). The
 * enhanced form also says how long it was open, and one sent faster than a person can type is
 * flagged too. A form posted without script cannot measure that: a missing fill time is
 * unknown, not fast, and a genuine inquiry sent that way goes through.
 */
export function spamVerdict(req: ContactRequest, minFillMs: number): SpamVerdict {
  const caught = honeypotVerdict(req.website);
  if (caught !== "ok") return caught;
  if (req.elapsed_ms !== undefined && req.elapsed_ms < minFillMs) return "too_fast";
  return "ok";
}
