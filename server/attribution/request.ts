import {
  type Attribution,
  cleanAttribution,
  cleanPath,
  isEmptyAttribution,
  utmFromSearch,
} from "@lib/attribution";
import type { Context } from "hono";
import { formIdempotencyKey } from "../http/form-key";
import type { PostBody } from "../http/guards";

/** Global Privacy Control: the visitor asked not to be tracked, so nothing is attributed or counted. */
export const wantsNoTracking = (c: Context) => c.req.header("sec-gpc")?.trim() === "1";

/**
 * A JSON body without its `attribution`: the strict schemas judge the rest, and attribution,
 * however hostile, is cleaned apart and never makes the post fail.
 */
export function withoutAttribution(value: unknown): { rest: unknown; attribution: unknown } {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { rest: value, attribution: undefined };
  }
  if (!Object.hasOwn(value, "attribution")) return { rest: value, attribution: undefined };
  const { attribution, ...rest } = value as Record<string, unknown>;
  return { rest, attribution };
}

/** What a public form's route reads of a post it accepted (`postedInput`). */
export interface PostedInput {
  /** What the route's schema judges. */
  input: unknown;
  /** A form's fields as posted, for its answer page to give back; none for JSON. */
  fields?: Record<string, string>;
  /** What a JSON post said of its visit, apart from the rest; a form post says none. */
  posted?: unknown;
}

/**
 * A post's body as every public form's route reads it, form or JSON alike. A form posted
 * without script carries no idempotency key: with `keyFrom`, one is made from those fields
 * (`formIdempotencyKey`). `fromForm` maps a form's fields onto the schema's names.
 */
export function postedInput(
  body: PostBody,
  {
    keyFrom,
    fromForm = (fields) => fields,
  }: {
    keyFrom?: readonly string[];
    fromForm?: (fields: Record<string, string>) => Record<string, unknown>;
  } = {},
): PostedInput {
  if (body.kind === "json") {
    const { rest, attribution } = withoutAttribution(body.value);
    return { input: rest, posted: attribution };
  }
  const { fields } = body;
  const key = keyFrom ? { idempotency_key: formIdempotencyKey(fields, keyFrom) } : {};
  return { input: { ...key, ...fromForm(fields) }, fields };
}

/**
 * The Referer as a URL of this site, or undefined when it is another site's, missing or not
 * an address. The site's Referrer-Policy (strict-origin-when-cross-origin) sends the whole
 * same-origin address, query included.
 */
export function sameOriginReferer(c: Context, siteOrigin?: string): URL | undefined {
  const referer = c.req.header("referer");
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  const own = new Set([c.req.header("host"), siteOrigin ? new URL(siteOrigin).host : undefined]);
  return own.has(url.host) ? url : undefined;
}

/**
 * What a post without script says of its origin, from its own Referer: the UTM parameters when
 * the visitor landed on the form's page with them (then that page is the landing page).
 */
export function refererAttribution(referer: URL | undefined, formPage?: string): Attribution {
  if (!referer) return {};
  const path = cleanPath(referer.pathname);
  if (!path || (formPage !== undefined && path !== formPage)) return {};
  const utm = utmFromSearch(referer.search);
  return isEmptyAttribution(utm) ? {} : { landing_page: path, ...utm };
}

/**
 * A post's attribution: none with Sec-GPC: 1; else what the page's script sent, cleaned; else
 * what the Referer tells.
 */
export function postAttribution(
  c: Context,
  { posted, formPage, siteOrigin }: { posted: unknown; formPage?: string; siteOrigin?: string },
): Attribution {
  if (wantsNoTracking(c)) return {};
  const sent = cleanAttribution(posted);
  if (!isEmptyAttribution(sent)) return sent;
  return refererAttribution(sameOriginReferer(c, siteOrigin), formPage);
}
