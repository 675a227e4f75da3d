import { createHash } from "node:crypto";

/** How long the same words posted again count as the same submission. */
const WINDOW_MS = 60 * 60 * 1000;

/**
 * The idempotency key of a form posted without script, which cannot make one: derived from what
 * the form says (the `same` fields) and the hour it arrived, so a double click, or Back and Send
 * again, stores one submission (and mails once), as a retried fetch with its key does. Shaped as
 * a UUID, like the keys the enhanced forms send.
 */
export function formIdempotencyKey(
  fields: Readonly<Record<string, string>>,
  same: readonly string[],
  now = Date.now(),
) {
  const said = same.map((name) => fields[name]?.trim() ?? "");
  const hex = createHash("sha256")
    .update(JSON.stringify([...said, Math.floor(now / WINDOW_MS)]))
    .digest("hex");
  // Version 8 (custom) and the RFC 9562 variant, so it passes the schema's UUID check.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
