import type { Context } from "hono";
import type { Env } from "../env";
import { errorField, log } from "../log";
import type { RateLimiter } from "../rate-limit/limiter";
import { clientAddress, isCrossSite } from "./client";
import { isFormType, readFormBody } from "./form-body";
import { readJsonBody } from "./json-body";
import { requestFields } from "./request-log";

/** Why a public POST was turned away, before or after its body was read. */
export interface Refusal {
  status: 400 | 403 | 413 | 415 | 429 | 503;
  error: string;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
}

export type PostBody =
  | { kind: "json"; value: unknown }
  | { kind: "form"; fields: Record<string, string> };

/**
 * A public POST past its guards, or the refusal that ends it. `html`: the browser posted its
 * own form (no script is waiting for JSON), so the answer is a page or a redirect. A refused
 * form post carries its fields when they were read, so the answer can give them back.
 */
export type AcceptedPost =
  | { ok: true; html: boolean; body: PostBody }
  | { ok: false; html: boolean; refusal: Refusal; fields?: Record<string, string> };

export const TOO_MANY = "Too many requests. Please wait a few minutes and try again.";
export const STORAGE_DOWN = "We couldn't save that just now. Please try again in a minute.";

/** A client that names JSON and not HTML in Accept gets JSON whatever it posted. */
const prefersJson = (accept = "") =>
  /application\/json/i.test(accept) && !/text\/html/i.test(accept);

/**
 * The common front half of the public POST endpoints: origin check, rate limit, bounded body.
 * JSON (the enhanced forms' fetch) is rate limited before its body is read, as ever; a form
 * post's body (small, bounded) is read first, so a visitor refused by the rate limit or a
 * storage fault gets back a page holding what they typed. Same-origin form posts carry an
 * Origin header; a cross-site one is refused like cross-site JSON.
 */
export async function acceptPost(
  c: Context,
  {
    limiter,
    scope,
    env,
    limits,
  }: { limiter: RateLimiter; scope: string; env: Env; limits: { json: number; form: number } },
): Promise<AcceptedPost> {
  const form = isFormType(c.req.header("content-type") ?? "");
  const html = form && !prefersJson(c.req.header("accept"));
  const refuse = (refusal: Refusal, fields?: Record<string, string>): AcceptedPost => ({
    ok: false,
    html,
    refusal: { status: refusal.status, error: refusal.error, retryAfter: refusal.retryAfter },
    fields,
  });
  if (isCrossSite(c, env.SITE_ORIGIN)) {
    return refuse({ status: 403, error: "Cross-site requests are not allowed." });
  }
  let fields: Record<string, string> | undefined;
  if (form) {
    const body = await readFormBody(c, limits.form);
    if (!body.ok) return refuse(body);
    fields = body.fields;
  }
  try {
    const { allowed, retryAfter } = await limiter(scope, clientAddress(c, env.TRUST_PROXY));
    if (!allowed) return refuse({ status: 429, error: TOO_MANY, retryAfter }, fields);
  } catch (err) {
    return refuse(storageFailure(c, err), fields);
  }
  if (fields) return { ok: true, html, body: { kind: "form", fields } };
  const body = await readJsonBody(c, limits.json);
  if (!body.ok) return refuse(body);
  return { ok: true, html, body: { kind: "json", value: body.value } };
}

/** Sets Retry-After when the refusal asks the client to come back later. */
export function retryAfterHeader(c: Context, refusal: Refusal) {
  if (refusal.retryAfter !== undefined) c.header("Retry-After", String(refusal.retryAfter));
}

/** A refusal as the JSON clients have always had it: `{ error }` with its status. */
export function jsonRefusal(c: Context, refusal: Refusal) {
  retryAfterHeader(c, refusal);
  return c.json({ error: refusal.error }, refusal.status);
}

/** A storage failure, logged once: 503, come back in 30 s. */
export function storageFailure(c: Context, err: unknown): Refusal {
  log.error({ ...requestFields(c), err: errorField(err) }, "storage error");
  return { status: 503, error: STORAGE_DOWN, retryAfter: 30 };
}
