import { z } from "./zod";

/** Field errors as `{ field: message }`, the shape of a 422 answer and of the form's errors. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    if (issue.code === "unrecognized_keys") {
      for (const k of issue.keys) out[k] ??= "Unknown field";
      continue;
    }
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * What `schema` says of each of `fields` left empty (or only spaces): read at render, so the
 * page's first-paint catcher can say the schema's own words for an empty required field
 * before the form's script, and zod, have arrived. Never run in the browser.
 */
export function emptyFieldMessages(
  schema: z.core.$ZodType,
  fields: readonly string[],
): Record<string, string> {
  const { error } = z.safeParse(schema, Object.fromEntries(fields.map((f) => [f, ""])));
  const all = error ? fieldErrors(error) : {};
  return Object.fromEntries(fields.filter((f) => all[f]).map((f) => [f, all[f]!]));
}
