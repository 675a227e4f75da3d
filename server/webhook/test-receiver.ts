import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as sent (what a signature covers). */
  body: string;
  /** What the receiver answered. */
  status?: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** Wait this long before answering (a slow receiver). */
  delayMs?: number;
}

/** How the receiver answers its nth request (0-based); 200 by default. */
export type Responder = (hook: ReceivedHook, n: number) => Answer;

/** A real HTTP receiver on loopback that keeps every request it gets (tests and the bench). */
export async function startReceiver(port = 0, respond: Responder = () => ({ status: 200 })) {
  const received: ReceivedHook[] = [];
  let responder = respond;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const hook = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      const answer = responder(hook, received.length);
      received.push({ ...hook, status: answer.status });
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers });
        res.end("ok");
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `http://127.0.0.1:${actual}/hooks/inquiries`,
    received,
    /** Requests it accepted (2xx). */
    accepted: () => received.filter((h) => h.status! >= 200 && h.status! < 300),
    respondWith(next: Responder) {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
