import { type ComponentSchema, fields } from "@keystatic/core";
import { z } from "zod";

/**
 * Each content kind is described once (docs/decisions/0004-one-description-per-kind.md): as the
 * editor's fields, each of which also carries `saved`, the zod schema of the value Keystatic
 * writes for it. `savedFile` gathers a kind's fields into the schema the build checks its files
 * with, so the editor and the build read the same lengths, patterns, options and list sizes
 * from one call. A kind's own cross-field rules and its reading into page data are a
 * `.superRefine` / `.transform` on that schema, beside it.
 *
 * Only the Keystatic builders wrapped here can be used in a kind's fields: `savedFile` refuses
 * a field without `saved`, naming it, so nothing is checked on one side only.
 */
export type Described<F = ComponentSchema, Z extends z.ZodType = z.ZodType> = (F extends {
  saved: unknown;
}
  ? Omit<F, "saved">
  : F) & { saved: Z };
type Fields = Record<string, ComponentSchema>;
type SavedShape<S extends Fields> = {
  [K in keyof S as S[K] extends { saved: z.ZodType } ? K : never]: S[K] extends {
    saved: infer Z extends z.ZodType;
  }
    ? Z
    : never;
};

/** `field` as the editor shows it, saved as `saved` says. */
export const described = <F extends ComponentSchema, Z extends z.ZodType>(
  field: F,
  saved: Z,
): Described<F, Z> => Object.assign(field, { saved }) as unknown as Described<F, Z>;

/**
 * What a file (or a Markdown file's front matter) of these fields holds: each field under its
 * name, in the editor's order, nothing else. A Markdown body (the collection's content field) is
 * the file's text, not a front-matter field.
 */
export function savedFile<S extends Fields>(editorFields: S) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(editorFields)) {
    if ("formKind" in field && field.formKind === "content") continue;
    const saved = (field as Partial<Described>).saved;
    if (!saved) throw new Error(`content field "${name}" says nothing of how it is saved`);
    shape[name] = saved;
  }
  return z.object(shape).strict() as unknown as z.ZodObject<SavedShape<S>, z.core.$strict>;
}

type Help = { label: string; description?: string };
type Pattern = { regex: RegExp; message: string };

type TextHelp = Help & { min?: number; max?: number; pattern?: Pattern; multiline?: boolean };

/**
 * Text; `min`/`max` count characters. Left empty, Keystatic saves nothing, so a required text
 * must be there.
 */
export function text(help: TextHelp) {
  const { label, description, multiline, pattern } = help;
  const min = Math.max(help.min ?? 0, 1);
  const max = help.max ?? Infinity;
  const field = fields.text({
    label,
    description,
    multiline,
    validation: { isRequired: true, length: { min, max }, pattern },
  });
  return described(field, savedText(min, max, pattern));
}

/**
 * Text that may be left empty: the file then omits it; otherwise at least `min` long
 * (Keystatic's own length minimum would refuse the empty field, so a pattern checks it).
 */
export function optionalText(help: TextHelp) {
  const { label, description, multiline, pattern } = help;
  const min = help.min ?? 0;
  const max = help.max ?? Infinity;
  const field = fields.text({
    label,
    description,
    multiline,
    validation: {
      length: { max },
      pattern: pattern
        ? { regex: new RegExp(`^$|${pattern.regex.source}`), message: pattern.message }
        : min > 1
          ? {
              regex: new RegExp(`^$|^[\\s\\S]{${min},}$`),
              message: `${label}: empty, or at least ${min} characters`,
            }
          : undefined,
    },
  });
  return described(field, savedText(min, max, pattern).optional());
}

function savedText(min: number, max: number, pattern?: Pattern) {
  let saved = z.string().min(Math.max(min, 1));
  if (max !== Infinity) saved = saved.max(max);
  return pattern ? saved.regex(pattern.regex, pattern.message) : saved;
}

/**
 * A title that also names the entry's file (a collection's slugField): the file saves the title,
 * its name is the slug.
 */
export function titleAndFileName(
  name: Help & { length: { min: number; max: number } },
  slug: Help & { pattern?: Pattern },
) {
  const { length, ...nameHelp } = name;
  const { pattern, ...slugHelp } = slug;
  return described(
    fields.slug({
      name: { ...nameHelp, validation: { isRequired: true, length } },
      slug: { ...slugHelp, validation: pattern ? { pattern } : undefined },
    }),
    z.string().min(length.min).max(length.max),
  );
}

/** A whole number of at least `min` (and at most `max`). */
export function integer(help: Help & { min: number; max?: number }) {
  const { min, max, ...rest } = help;
  let saved = z.number().int().min(min);
  if (max !== undefined) saved = saved.max(max);
  return described(fields.integer({ ...rest, validation: { isRequired: true, min, max } }), saved);
}

/** One of `options` (value, or [value, label]); the first is the default unless said. */
export function select<const V extends string>(
  help: Help & { options: readonly (V | readonly [V, string])[]; defaultValue?: NoInfer<V> },
) {
  const { options, defaultValue, ...rest } = help;
  const pairs = options.map((o) => (typeof o === "string" ? ([o, o] as const) : o));
  const values = pairs.map(([value]) => value) as unknown as readonly [V, ...V[]];
  return described(
    fields.select({
      ...rest,
      options: pairs.map(([value, label]) => ({ label, value })),
      defaultValue: defaultValue ?? values[0],
    }),
    z.enum(values as unknown as [V, ...V[]]),
  );
}

/** A checkbox: always saved, true or false. */
export const checkbox = (help: Help & { defaultValue?: boolean }) =>
  described(fields.checkbox(help), z.boolean());

/** A group of fields, saved as an object of them. */
export function object<S extends Fields>(
  groupFields: S,
  options?: { label?: string; description?: string },
) {
  return described(fields.object(groupFields, options), savedFile(groupFields));
}

/** A group whose fields are all optional: a file without it (saved before it existed) reads as empty. */
export function optionalGroup<S extends Fields>(
  groupFields: S,
  options?: { label?: string; description?: string },
) {
  return described(fields.object(groupFields, options), savedFile(groupFields).optional());
}

/** A list; `length` bounds how many items it has. */
export function array<E extends Described>(
  element: E,
  options: Omit<NonNullable<Parameters<typeof fields.array<E>>[1]>, "validation"> & {
    label: string;
    length?: { min?: number; max?: number };
  },
) {
  const { length, ...rest } = options;
  let saved = z.array(element.saved as E["saved"]);
  if (length?.min) saved = saved.min(length.min);
  if (length?.max !== undefined) saved = saved.max(length.max);
  return described(fields.array(element, { ...rest, validation: { length } }), saved);
}

/**
 * An optional part behind a checkbox, saved as { discriminant: false } or
 * { discriminant: true, value }; read as the value, or undefined.
 */
export function ifChecked<V extends Described>(help: Help, value: V) {
  const saved = z
    .discriminatedUnion("discriminant", [
      z.object({ discriminant: z.literal(false) }).strict(),
      z.object({ discriminant: z.literal(true), value: value.saved as V["saved"] }).strict(),
    ])
    .transform((c) => ("value" in c ? (c.value as z.output<V["saved"]>) : undefined));
  return described(
    fields.conditional(fields.checkbox(help), { true: value, false: fields.empty() }),
    saved,
  );
}
