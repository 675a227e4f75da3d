import { z } from "zod";

/**
 * A content collection's schema for Astro (app/content.config.ts): our own zod schema, the
 * authority, with unquoted YAML dates read as their ISO text first. Astro 6 and later take zod 4
 * schemas as they are, so every issue reaches the build as zod words it, and Astro fails it
 * naming the collection, the entry, its file and each field (an unknown field is an issue of
 * the whole object, whose message names the field).
 */
export function checkedBy<T extends z.ZodType>(schema: T) {
  return z.preprocess(datesAsText, schema);
}

/**
 * YAML turns unquoted dates and timestamps into Date objects; schemas want the ISO text: a day
 * (`date: 2024-03-12`) as the day, a moment (`publishAt: 2026-12-01T09:00:00.000Z`) whole.
 */
function datesAsText(data: unknown): unknown {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date ? isoText(value) : value,
    ]),
  );
}

function isoText(at: Date): string {
  const iso = at.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
}
