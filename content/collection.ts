import { z } from "zod";

/**
 * Validates a content collection when its module loads. Content modules are imported by
 * the Astro pages, which run at build time, so a bad entry fails the build with its path.
 */
export function defineCollection<T extends z.ZodType>(
  name: string,
  schema: T,
  items: readonly z.input<T>[],
): z.output<T>[] {
  const parsed = z.array(schema).safeParse(items);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `  [${i.path.join(".")}] ${i.message}`)
      .join("\n");
    throw new Error(`content collection "${name}" is invalid:\n${detail}`);
  }
  return parsed.data;
}

/**
 * Reads a content file the editor writes (imported as JSON) with its schema; a bad file fails
 * the build naming the file and the field, e.g. `[leaders.2.bio]`.
 */
export function parseContentFile<T extends z.ZodType>(
  file: string,
  schema: T,
  data: unknown,
): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `  [${i.path.join(".")}] ${i.message}`)
      .join("\n");
    throw new Error(`${file} is invalid (edit it in the editor, npm run cms):\n${detail}`);
  }
  return parsed.data;
}
