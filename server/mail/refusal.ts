/** The SMTP commands that carry one message: a 5xx to any of them refuses that message. */
const MESSAGE_COMMANDS = new Set(["MAIL FROM", "RCPT TO", "DATA"]);

/**
 * The SMTP reply code when the server refused this message for good (a 5xx to its sender,
 * recipient or content: "550 no such user", "554 rejected as spam"); undefined for what another
 * attempt may get past: a 4xx (greylisting, a full mailbox), a connection or TLS failure, and
 * a refused login (credentials are fixed once for every message, and the queue then resumes).
 */
export function permanentRefusal(err: unknown): number | undefined {
  if (!(err instanceof Error)) return undefined;
  const { responseCode, command } = err as { responseCode?: unknown; command?: unknown };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599)
    return undefined;
  return typeof command === "string" && MESSAGE_COMMANDS.has(command) ? responseCode : undefined;
}
