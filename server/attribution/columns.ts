import { ATTRIBUTION_KEYS, type Attribution, describeOrigin } from "@lib/attribution";
import type { AttributionColumns, Inquiry } from "../db/schema";

/**
 * An Attribution, or a row holding one, as its table columns: every one named, null where
 * unknown (so an insert, an erasure and a webhook all carry the same eight).
 */
export function attributionColumns(
  a: Attribution | Partial<AttributionColumns>,
): AttributionColumns {
  const from = a as Record<string, string | number | null | undefined>;
  return Object.fromEntries(
    ATTRIBUTION_KEYS.map((key) => [key, from[key] ?? null]),
  ) as unknown as AttributionColumns;
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

/**
 * An inquiry's (or a case-study request's) origin in one line, as the sales notice, the webhook,
 * Slack and the owner CLI show it.
 */
export function originLine(lead: Pick<Inquiry, "source"> & Partial<AttributionColumns>): string {
  return describeOrigin({ ...attributionOf(lead), form_page: lead.source });
}
