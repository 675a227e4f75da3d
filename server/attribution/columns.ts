import { ATTRIBUTION_KEYS, type Attribution } from "@lib/attribution";
import type { AttributionColumns } from "../db/schema";

/** An Attribution as its table columns: every one named, null where unknown. */
export function attributionColumns(a: Attribution): AttributionColumns {
  return {
    landing_page: a.landing_page ?? null,
    referrer_host: a.referrer_host ?? null,
    utm_source: a.utm_source ?? null,
    utm_medium: a.utm_medium ?? null,
    utm_campaign: a.utm_campaign ?? null,
    utm_term: a.utm_term ?? null,
    utm_content: a.utm_content ?? null,
    pages_seen: a.pages_seen ?? null,
  };
}

/** What a stored row knows, as an Attribution (its nulls left out). */
export function attributionOf(row: Partial<AttributionColumns>): Attribution {
  const out: Record<string, string | number> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = row[key];
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out as Attribution;
}

/** Every attribution column set to null: what retention and Sec-GPC leave. */
export const NO_ATTRIBUTION: AttributionColumns = attributionColumns({});
