import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Webhook } from "standardwebhooks";
import type { WebhookRow } from "../db/schema";
import type { WebhookEvent } from "./payload";
import { slackMessage } from "./slack";
import type { WebhookTarget } from "./target";

export type Outcome =
  | { kind: "delivered" }
  /** Worth another attempt: network error, timeout, 408, 429, 5xx. */
  | { kind: "retry"; error: string; retryAfterMs?: number }
  /** The receiver said no (any other 4xx, or a redirect): retrying would not change its mind. */
  | { kind: "refused"; error: string };

export interface Request {
  body: string;
  headers: Record<string, string>;
}

/**
 * The request for one attempt. JSON deliveries are signed per Standard Webhooks: the id is the
 * inquiry's on every attempt (so a receiver drops duplicates), the timestamp is this attempt's
 * (so a receiver's replay window holds), and the signature covers `id.timestamp.body`.
 */
export function buildRequest(
  row: WebhookRow,
  target: WebhookTarget,
  signer: Webhook | undefined,
  now = new Date(),
): Request {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "H2-Webhooks/1",
  };
  if (target.format === "slack") {
    const payload = JSON.parse(row.payload) as WebhookEvent;
    return { body: JSON.stringify(slackMessage(payload)), headers };
  }
  if (signer) {
    headers["webhook-id"] = row.id;
    headers["webhook-timestamp"] = String(Math.floor(now.getTime() / 1000));
    headers["webhook-signature"] = signer.sign(row.id, now, row.payload);
  }
  return { body: row.payload, headers };
}

export function createSigner(target: WebhookTarget): Webhook | undefined {
  return target.format === "json" && target.secret ? new Webhook(target.secret) : undefined;
}

const RETRY_AFTER_CAP_MS = 60 * 60_000;

/** Retry-After in seconds or as an HTTP date, capped at an hour. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, RETRY_AFTER_CAP_MS) : undefined;
}

// Kept-alive connections: a burst of inquiries reuses a few sockets instead of a handshake each.
const agents = {
  "http:": new HttpAgent({ keepAlive: true, maxSockets: 16 }),
  "https:": new HttpsAgent({ keepAlive: true, maxSockets: 16 }),
};

interface Answer {
  status: number;
  retryAfter: string | null;
}

/**
 * One POST with node:http (lighter than fetch, and it never follows a redirect). The whole
 * exchange, answer included, must finish within `timeoutMs`.
 */
function post(url: URL, { body, headers }: Request, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(url, {
      method: "POST",
      agent: url.protocol === "https:" ? agents["https:"] : agents["http:"],
      headers: { ...headers, "content-length": Buffer.byteLength(body) },
    });
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    req.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.on("response", (res) => {
      // Read the (small) answer so the socket goes back to the pool.
      res.resume();
      res.on("end", () => {
        clearTimeout(timer);
        const retryAfter = res.headers["retry-after"];
        resolve({ status: res.statusCode ?? 0, retryAfter: retryAfter ?? null });
      });
      res.on("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    req.end(body);
  });
}

function describeError(err: unknown): string {
  const e = err as { code?: string; message?: string };
  return e?.code ?? e?.message ?? String(err);
}

/** One attempt: POST, wait at most `timeoutMs` for the whole answer, and classify it. */
export async function deliver(
  row: WebhookRow,
  target: WebhookTarget,
  signer: Webhook | undefined,
  timeoutMs: number,
): Promise<Outcome> {
  let answer: Answer;
  try {
    answer = await post(new URL(target.url), buildRequest(row, target, signer), timeoutMs);
  } catch (err) {
    return { kind: "retry", error: describeError(err) };
  }
  const { status } = answer;
  if (status >= 200 && status < 300) return { kind: "delivered" };
  const error = `HTTP ${status}`;
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: "retry", error, retryAfterMs: retryAfterMs(answer.retryAfter) };
  }
  if (status >= 300 && status < 400) {
    // Standard Webhooks: a redirect is not followed (it would carry the data elsewhere).
    return {
      kind: "refused",
      error: `${error}: redirects are not followed; set WEBHOOK_URL to the final address`,
    };
  }
  return { kind: "refused", error };
}
