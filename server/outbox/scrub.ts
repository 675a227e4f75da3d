/**
 * An error as a log field or alert text, with any e-mail address in it replaced: an SMTP
 * server's refusal often quotes the recipient ("550 <priya@acme.io>: no such user"), and a
 * visitor's address belongs in no log line and no alert.
 */
export function scrubAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "<address>");
}

export const scrubbedError = (err: unknown) =>
  err instanceof Error
    ? { name: err.name, message: scrubAddresses(err.message) }
    : { message: scrubAddresses(String(err)) };
