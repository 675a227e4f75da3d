import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string>;
}

/** Header block of a raw message, unfolded, keys lower-cased. */
export function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) map.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return map;
}

/** Decodes quoted-printable soft breaks and escapes so assertions read the text as sent. */
export function decodeQuotedPrintable(raw: string): string {
  return Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    "latin1",
  ).toString("utf8");
}

/** The decoded body of the MIME part with the given content type (text/plain or text/html). */
export function mimePart(raw: string, type: "text/plain" | "text/html"): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return "";
  const bodyStart =
    raw.indexOf("\n\n", start) >= 0 ? raw.indexOf("\n\n", start) : raw.indexOf("\r\n\r\n", start);
  const end = raw.indexOf("\n----", bodyStart);
  return decodeQuotedPrintable(raw.slice(bodyStart, end < 0 ? undefined : end)).trim();
}

/** How the server answers RCPT TO for an address: its reply code and text, or undefined to take it. */
export type RcptAnswer = (address: string) => { code: number; text: string } | undefined;

/**
 * A real SMTP server on loopback that keeps what it receives; `refuse` answers RCPT TO with a
 * reply of its choosing (a 550 for an address that does not exist, a 451 to come back later).
 */
export async function startSmtp(
  port = 0,
  { dataDelayMs = 0, refuse }: { dataDelayMs?: number; refuse?: RcptAnswer } = {},
) {
  const received: ReceivedMail[] = [];
  const refused: { address: string; code: number }[] = [];
  const state = { dataStarted: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const answer = refuse?.(address.address);
      if (!answer) return callback();
      refused.push({ address: address.address, code: answer.code });
      const err = Object.assign(new Error(answer.text), { responseCode: answer.code });
      callback(err);
    },
    onData(stream, session, callback) {
      state.dataStarted++;
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          headers: parseHeaders(raw),
        });
        setTimeout(callback, dataDelayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    /** RCPT TOs answered with `refuse`'s reply, in order. */
    refused,
    get dataStarted() {
      return state.dataStarted;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("timed out waiting for condition");
}
