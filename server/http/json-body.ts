import type { Context } from "hono";

export type JsonBodyResult =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * Reads a small JSON body: 415 for another content type, 413 past `limit` bytes
 * (counted while streaming, whatever Content-Length claims), 400 for malformed JSON.
 */
export async function readJsonBody(c: Context, limit: number): Promise<JsonBodyResult> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, status: 415, error: "Send the form as application/json." };
  }
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) return { ok: false, status: 413, error: "That request is too large." };
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
        return { ok: false, status: 413, error: "That request is too large." };
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}
