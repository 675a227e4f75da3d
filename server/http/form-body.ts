import type { Context } from "hono";
import { type BodyFailure, readBoundedBody } from "./bounded-body";

const URLENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;/i;

/** A browser's own form post (no script): urlencoded, or multipart for `enctype` forms. */
export const isFormType = (type: string) => URLENCODED.test(type) || MULTIPART.test(type);

export type FormBodyResult = { ok: true; fields: Record<string, string> } | BodyFailure;

/**
 * Reads a form post's fields, at most `limit` bytes: 413 past it, 400 for a multipart body
 * that does not parse, 415 for a file (no form of ours sends one). A name sent twice keeps
 * its first value, as the schema expects one string per field.
 */
export async function readFormBody(c: Context, limit: number): Promise<FormBodyResult> {
  const type = c.req.header("content-type") ?? "";
  const body = await readBoundedBody(c, limit);
  if (!body.ok) return body;
  let entries: Iterable<[string, FormDataEntryValue]>;
  if (URLENCODED.test(type)) entries = new URLSearchParams(body.bytes.toString("utf8"));
  else {
    try {
      entries = await new Response(new Uint8Array(body.bytes), {
        headers: { "content-type": type },
      }).formData();
    } catch {
      return { ok: false, status: 400, error: "The form could not be read." };
    }
  }
  const fields = new Map<string, string>();
  for (const [name, value] of entries) {
    if (typeof value !== "string") {
      return { ok: false, status: 415, error: "This form does not take files." };
    }
    if (!fields.has(name)) fields.set(name, value);
  }
  // fromEntries defines own properties: a field named __proto__ stays a field.
  return { ok: true, fields: Object.fromEntries(fields) };
}
