import type { Context } from "hono";

export type BodyFailure = { ok: false; status: 400 | 413 | 415; error: string };

export type JsonBodyResult = { ok: true; value: unknown } | BodyFailure;

export const TOO_LARGE = "That request is too large.";

/**
 * The request's bytes, at most `limit` of them: 413 past it (counted while streaming, whatever
 * Content-Length claims).
 */
export async function readBoundedBody(
  c: Context,
  limit: number,
): Promise<{ ok: true; bytes: Buffer } | BodyFailure> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) return { ok: false, status: 413, error: TOO_LARGE };
  const reader = c.req.raw.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413, error: TOO_LARGE };
      }
      chunks.push(value);
    }
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

export const isJsonType = (type: string) => /^application\/json\s*(;|$)/i.test(type);

/**
 * Reads a small JSON body: 415 for another content type, 413 past `limit` bytes, 400 for
 * malformed JSON.
 */
export async function readJsonBody(c: Context, limit: number): Promise<JsonBodyResult> {
  if (!isJsonType(c.req.header("content-type") ?? "")) {
    return {
      ok: false,
      status: 415,
      error: "Send the form as application/json or as a form post.",
    };
  }
  const body = await readBoundedBody(c, limit);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.bytes.toString("utf8")) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}
