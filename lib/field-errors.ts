import type { z } from "./zod";

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
