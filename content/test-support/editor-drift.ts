import { z } from "zod";

/**
 * Where the editor's fields (keystatic.config.ts) and a zod schema disagree: a field one has and
 * the other lacks, a required flag, an enum's options, a length or a minimum. The zod side is
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
}

/** The parts of a Keystatic field this reads (its public shape, typed loosely on purpose). */
interface Field {
  kind: "form" | "array" | "object" | string;
  formKind?: string;
  options?: { value: string }[];
  element?: Field;
  fields?: Fields;
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
  if (field.kind === "array") {
    if (prop.type !== "array" || !prop.items || !field.element) {
      return [`${at}: a list in the editor, not in the schema`];
    }
    const problems = [
      ...differs(at, "fewest items", prop.minItems ?? 0, field.validation?.length?.min ?? 0),
      ...differs(at, "most items", prop.maxItems, field.validation?.length?.max),
    ];
    return [...problems, ...fieldDrift(prop.items, field.element, true, `${at}[]`, read)];
  }
  if (field.kind === "object") {
    if (prop.type !== "object" || !field.fields) return [`${at}: an object in one side only`];
    return objectDrift(prop, field.fields, `${at}.`);
  }
  const problems: string[] = [];
  // A select always saves one of its options (its default when untouched): always present.
  const editorRequires =
    field.options !== undefined || !accepts(field, field.formKind === "asset" ? null : undefined);
  if (editorRequires !== required) {
    problems.push(
      `${at}: ${required ? "required" : "optional"} in the schema, ${editorRequires ? "required" : "optional"} in the editor`,
    );
  }
  if (prop.enum || field.options) {
    problems.push(
      ...differs(
        at,
        "options",
        prop.enum?.join(" | "),
        field.options?.map((o) => o.value).join(" | "),
      ),
    );
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
