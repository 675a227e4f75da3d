import { z as astroZod } from "astro/zod";
import type { z } from "zod";

/**
 * A content collection's schema for Astro (app/content.config.ts) that is our own zod schema.
 * Astro's collections take a schema from the zod 3 it bundles (`astro/zod`), the project writes
 * its schemas in zod 4; this wraps one so it stays the authority: it parses each entry's front
 * matter (unquoted YAML dates as ISO text, as before) and hands every zod-4 issue on to Astro
 * with the same path and message. Astro then fails the build naming the collection, the entry,
 * its file and each field. (An unknown field is an issue of the whole object in zod; it goes on
 * with the field's name added to its path, so the error names it.)
 */
export function checkedBy<T extends z.ZodType>(schema: T) {
  return astroZod.unknown().transform((value, ctx): z.output<T> => {
    const parsed = schema.safeParse(datesAsText(value));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map((key) => (typeof key === "symbol" ? String(key) : key));
      const fields = issue.code === "unrecognized_keys" ? issue.keys.map((k) => [k]) : [[]];
      for (const field of fields) {
        ctx.addIssue({
          code: astroZod.ZodIssueCode.custom,
          path: [...path, ...field],
          message: issue.message,
        });
      }
    }
    return astroZod.NEVER;
  });
}

/** YAML turns unquoted dates into Date objects; schemas want the ISO text. */
function datesAsText(data: unknown): unknown {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString().slice(0, 10) : value,
    ]),
  );
}
