import type { Context } from "hono";
import { type BodyFailure, readBoundedBody } from "./bounded-body";

export type JsonBodyResult = { ok: true; value: unknown } | BodyFailure;

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
