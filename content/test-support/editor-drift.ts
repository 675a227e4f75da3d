import { z } from "zod";

/**
 * Where the editor's fields (keystatic.config.ts) and a zod schema disagree: a field one has and
 * the other lacks, a required flag, an enum's options, a length or a minimum, a checkbox, a
 * block kind (or any other conditional's case) one side lacks. The zod side is
 * read from its JSON Schema; the Keystatic side by what its fields accept, since their limits
 * live in closures: each field is asked to read a value just inside and just outside each of the
 * schema's bounds. Returns one line a disagreement, naming the field; empty when they agree.
 */
export function editorDrift(
  schema: z.ZodType,
  fields: Record<string, unknown>,
  /** A collection's slugField: its value is the entry's name, its slug the file's. */
  slugField?: string,
): string[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  return objectDrift(json, fields as Fields, "", slugField);
}

interface Json {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  items?: Json;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  const?: unknown;
  anyOf?: Json[];
  oneOf?: Json[];
}

/** The parts of a Keystatic field this reads (its public shape, typed loosely on purpose). */
interface Field {
  kind: "form" | "array" | "object" | "conditional" | string;
  formKind?: string;
  label?: string;
  options?: { value: string }[];
  element?: Field;
  fields?: Fields;
  /** A conditional's (and a blocks field's elements'): the select or checkbox, and each case. */
  discriminant?: Field;
  values?: Record<string, Field>;
  defaultValue?: () => unknown;
  serialize?: (value: unknown) => { value: unknown };
  validation?: { length?: { min?: number; max?: number } };
  validate?: (value: unknown) => unknown;
  reader?: {
    parse?: (value: unknown) => unknown;
    parseWithSlug?: (value: unknown, args: { slug: string; glob: string }) => unknown;
  };
}
type Fields = Record<string, Field>;

function objectDrift(json: Json, fields: Fields, at: string, slugField?: string): string[] {
  const props = json.properties ?? {};
  const problems: string[] = [];
  for (const name of Object.keys(props)) {
    if (!(name in fields)) problems.push(`${at}${name}: in the schema, not in the editor`);
  }
  for (const [name, field] of Object.entries(fields)) {
    // A Markdown body (the collection's contentField) is the file's text, not its front matter.
    if (field.formKind === "content") continue;
    if (!(name in props)) problems.push(`${at}${name}: in the editor, not in the schema`);
  }
  for (const [name, prop] of Object.entries(props)) {
    const field = fields[name];
    const required = json.required?.includes(name) ?? false;
    const probe = name === slugField ? readWithSlug : read;
    if (field) problems.push(...fieldDrift(prop, field, required, `${at}${name}`, probe));
  }
  return problems;
}

type Read = (field: Field, value: unknown) => unknown;

function fieldDrift(prop: Json, field: Field, required: boolean, at: string, read: Read): string[] {
  const accepts = (f: Field, value: unknown) => {
    try {
      read(f, value);
      return true;
    } catch {
      return false;
    }
  };
  // Lists, groups and conditionals are always saved, if only empty.
  const saved = required ? [] : [`${at}: optional in the schema, always saved by the editor`];
  if (field.kind === "conditional") return [...saved, ...conditionalDrift(prop, field, at, read)];
  if (field.kind === "array") {
    if (prop.type !== "array" || !prop.items || !field.element) {
      return [`${at}: a list in the editor, not in the schema`];
    }
    const problems = [
      ...saved,
      ...differs(at, "fewest items", prop.minItems ?? 0, field.validation?.length?.min ?? 0),
      ...differs(at, "most items", prop.maxItems, field.validation?.length?.max),
    ];
    return [...problems, ...fieldDrift(prop.items, field.element, true, `${at}[]`, read)];
  }
  if (field.kind === "object") {
    if (prop.type !== "object" || !field.fields) return [`${at}: an object in one side only`];
    return [...saved, ...objectDrift(prop, field.fields, `${at}.`)];
  }
  const problems: string[] = [];
  // A select or a checkbox always saves a value (its default when untouched): always present.
  const editorRequires =
    field.options !== undefined ||
    savesDefault(field) ||
    !accepts(field, field.formKind === "asset" ? null : undefined);
  if (editorRequires !== required) {
    problems.push(
      `${at}: ${required ? "required" : "optional"} in the schema, ${editorRequires ? "required" : "optional"} in the editor`,
    );
  }
  // Only plain fields (select, checkbox, integer) carry no formKind; others' defaults may need the UI.
  const checkbox = field.formKind === undefined && typeof field.defaultValue?.() === "boolean";
  if (checkbox !== (prop.type === "boolean")) {
    return [...problems, `${at}: a checkbox in the ${checkbox ? "editor" : "schema"} only`];
  }
  const options = enumOf(prop);
  if (options || field.options) {
    const editorOptions = field.options?.map((o) => o.value).join(" | ");
    if (options?.join(" | ") === editorOptions && options?.some((o) => typeof o !== "string")) {
      problems.push(`${at}: options are numbers in the schema; the editor's select saves text`);
    }
    problems.push(...differs(at, "options", options?.join(" | "), editorOptions));
    return problems;
  }
  if (prop.type === "integer" || prop.type === "number") {
    const min = prop.minimum ?? (prop.exclusiveMinimum ?? Number.NaN) + 1;
    if (!Number.isNaN(min) && (!accepts(field, min) || accepts(field, min - 1))) {
      problems.push(`${at}: the schema's minimum is ${min}, the editor's is not`);
    }
    return problems;
  }
  if (prop.type === "string" && field.formKind !== "asset") {
    const { minLength: min, maxLength: max } = prop;
    if (
      min !== undefined &&
      (!accepts(field, text(min)) || (min > 1 && accepts(field, text(min - 1))))
    ) {
      problems.push(`${at}: the schema's shortest is ${min} characters, the editor's is not`);
    }
    if (max !== undefined && (!accepts(field, text(max)) || accepts(field, text(max + 1)))) {
      problems.push(`${at}: the schema's longest is ${max} characters, the editor's is not`);
    }
    if (max === undefined && !prop.pattern && !accepts(field, text(5000))) {
      problems.push(`${at}: the schema sets no longest, the editor does`);
    }
    if (prop.pattern) problems.push(...patternDrift(prop.pattern, field, required, at, accepts));
  }
  return problems;
}

/**
 * The cases of a conditional (a blocks field's element is one: its kind, then that kind's
 * fields), saved as { discriminant, value }, against the zod union of those objects.
 */
function conditionalDrift(prop: Json, field: Field, at: string, read: Read): string[] {
  const cases = new Map<string, Json>();
  for (const variant of prop.anyOf ?? prop.oneOf ?? [prop]) {
    const discriminant = variant.properties?.discriminant;
    for (const value of (discriminant && enumOf(discriminant)) ?? []) {
      cases.set(String(value), variant);
    }
  }
  if (!cases.size) return [`${at}: a choice of kinds in the editor, not in the schema`];
  const values = field.values ?? {};
  const problems = [
    ...[...cases.keys()]
      .filter((k) => !(k in values))
      .map((k) => `${at}: kind "${k}" in the schema, not in the editor`),
    ...Object.keys(values)
      .filter((k) => !cases.has(k))
      .map((k) => `${at}: kind "${k}" in the editor, not in the schema`),
  ];
  for (const [kind, variant] of cases) {
    const value = values[kind];
    if (!value) continue;
    const schemaValue = variant.properties?.value;
    // An empty case (fields.empty()) saves no value: { discriminant } alone.
    const empty =
      value.kind === "form" && value.label === "Empty" && value.defaultValue?.() === null;
    if (!schemaValue || empty) {
      if (!schemaValue !== empty) {
        problems.push(`${at}<${kind}>: a value in the ${empty ? "schema" : "editor"} only`);
      }
      continue;
    }
    const required = variant.required?.includes("value") ?? false;
    problems.push(...fieldDrift(schemaValue, value, required, `${at}<${kind}>`, read));
  }
  return problems;
}

/** A fixed set of values: an enum, a literal, or a union of literals. */
function enumOf(prop: Json): unknown[] | undefined {
  if (prop.enum) return prop.enum;
  if (prop.const !== undefined) return [prop.const];
  const union = prop.anyOf ?? prop.oneOf;
  return union?.every((v) => v.const !== undefined) ? union.map((v) => v.const) : undefined;
}

/** A select, checkbox or other plain field that saves even its untouched default. */
function savesDefault(field: Field): boolean {
  if (field.formKind !== undefined || !field.serialize || !field.defaultValue) return false;
  return field.serialize(field.defaultValue()).value !== undefined;
}

/**
 * A pattern (a colour, a path, a date) the editor must check too: it may not take a probe the
 * schema's pattern refuses. (An optional field may be left empty: the file then omits it.)
 */
function patternDrift(
  pattern: string,
  field: Field,
  required: boolean,
  at: string,
  accepts: (f: Field, value: unknown) => boolean,
): string[] {
  const schema = new RegExp(pattern);
  const probes = ["", text(5), "#ZZZZZZ", "/Not A Path", "October"];
  const taken = probes.filter(
    (p) => !schema.test(p) && (p !== "" || required) && accepts(field, p),
  );
  return taken.map((p) => `${at}: the editor takes "${p}", which the schema's pattern refuses`);
}

/** Probe text of `n` characters; it ends with "?" so a question (faq) passes its own rule. */
const text = (n: number) => (n === 0 ? "" : `${"a".repeat(n - 1)}?`);

function differs(at: string, what: string, schema: unknown, editor: unknown): string[] {
  return schema === editor
    ? []
    : [`${at}: ${what} ${String(schema)} in the schema, ${String(editor)} in the editor`];
}

/** Reads `value` as the editor reads a saved file; throws what the editor would refuse. */
const read: Read = (field, value) =>
  field.formKind === "asset" ? field.validate?.(value) : field.reader?.parse?.(value);

const readWithSlug: Read = (field, value) =>
  field.reader?.parseWithSlug?.(value, { slug: "probe", glob: "*" });
