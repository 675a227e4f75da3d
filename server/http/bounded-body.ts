import type { Readable } from "node:stream";
import type { Context } from "hono";

export type BodyFailure = { ok: false; status: 400 | 413 | 415; error: string };

export type BoundedBody = { ok: true; bytes: Buffer } | BodyFailure;

export const TOO_LARGE = "That request is too large.";
export const CUT_OFF = "The request body was cut off.";

const tooLarge: BodyFailure = { ok: false, status: 413, error: TOO_LARGE };
const cutOff: BodyFailure = { ok: false, status: 400, error: CUT_OFF };

/**
 * The request's bytes, at most `limit` of them: 413 past it (counted while streaming, whatever
 * Content-Length claims).
 *
 * Under @hono/node-server the body is read straight from Node's request stream: asking Hono for
 * it (`c.req.raw.body`) first builds a web Request, an AbortSignal and a ReadableStream wrapped
 * around that same stream, which cost about as much as the rest of the request's parsing. The
 * web stream stays the way in for `app.request()` (tests) and any other runtime.
 */
export function readBoundedBody(c: Context, limit: number): Promise<BoundedBody> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) return Promise.resolve(tooLarge);
  const incoming = nodeRequest(c);
  if (incoming) return readNodeBody(incoming, limit);
  return readWebBody(c.req.raw.body, limit);
}

/** Node's request stream, if this runs on @hono/node-server and nothing has started reading it. */
function nodeRequest(c: Context): Readable | undefined {
  const incoming = (c.env as { incoming?: Readable } | undefined)?.incoming;
  // readableFlowing stays null until someone reads; anything else means the body is (being)
  // consumed elsewhere, and only the web stream knows what is left.
  if (!incoming || incoming.readableFlowing !== null || incoming.readableEnded) return undefined;
  return incoming;
}

/**
 * Reads a Node stream up to `limit` bytes. Past the limit it stops listening and pauses the
 * stream; @hono/node-server drains (or closes) what is left once the 413 has been sent, so the
 * answer still reaches the client. A stream that ends early or fails is a 400.
 */
export function readNodeBody(stream: Readable, limit: number): Promise<BoundedBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (result: BoundedBody) => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", onFailure);
      stream.off("close", onFailure);
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > limit) {
        stream.pause();
        settle(tooLarge);
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () =>
      settle({ ok: true, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
    // 'close' before 'end': the client went away mid-body (or the request timed out).
    const onFailure = () => settle(cutOff);
    stream.on("data", onData);
    stream.on("end", onEnd);
    stream.on("error", onFailure);
    stream.on("close", onFailure);
  });
}

/** The same over a web stream (Hono's own `Request`, as `app.request()` builds it). */
export async function readWebBody(
  body: ReadableStream<Uint8Array> | null | undefined,
  limit: number,
): Promise<BoundedBody> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body) {
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limit) {
          await reader.cancel().catch(() => {});
          return tooLarge;
        }
        chunks.push(value);
      }
    } catch {
      return cutOff;
    }
  }
  return { ok: true, bytes: Buffer.concat(chunks, size) };
}
