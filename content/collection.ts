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
