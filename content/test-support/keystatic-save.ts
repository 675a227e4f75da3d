/**
 * What Keystatic's editor writes for a JSON data file when it opens `saved` and saves it
 * unchanged: each field read (defaults filled in), then written back in the fields' order, empty
 * text left out. Mirrors its parseProps and serializeProps (dist/index-*.js in @keystatic/core,
 * internal and unexported) for the fields content/ uses: text, select, checkbox, integer,
 * object, array, conditional and blocks, and a collection's slug field (its name; the file's
 * name is the slug); not assets or documents.
 */
export function keystaticJson(
  fields: Record<string, unknown>,
  saved: unknown,
  slugField?: string,
): string {
  const record = (saved ?? {}) as Record<string, unknown>;
  const out = Object.fromEntries(
    Object.entries(fields as Fields).flatMap(([name, field]) => {
      // A collection's slug field: the file holds its name, the file's name is the slug.
      const value =
        name === slugField
          ? field.serializeWithSlug!(field.parse!(record[name], { slug: "file-name" })).value
          : save(field, record[name]);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  return `${JSON.stringify(out, null, 2)}\n`;
}

interface Schema {
  kind: string;
  fields?: Fields;
  element?: Schema;
  discriminant?: Schema;
  values?: Record<string, Schema>;
  parse?: (value: unknown, args?: { slug: string }) => unknown;
  serialize?: (value: unknown) => { value: unknown };
  serializeWithSlug?: (value: unknown) => { value: unknown };
}
type Fields = Record<string, Schema>;

function save(schema: Schema, value: unknown): unknown {
  // Keystatic reads a stored null as a missing value.
  const stored = value === null ? undefined : value;
  const record = (stored ?? {}) as Record<string, unknown>;
  switch (schema.kind) {
    case "form":
      return schema.serialize!(schema.parse!(stored, undefined)).value;
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(schema.fields!)) {
        const v = save(field, record[name]);
        if (v !== undefined) out[name] = v;
      }
      return out;
    }
    case "array":
      return ((stored ?? []) as unknown[]).map((v) => save(schema.element!, v) ?? null);
    case "conditional": {
      const discriminant = save(schema.discriminant!, record.discriminant);
      const inner = save(schema.values![String(discriminant)]!, record.value);
      return inner === undefined ? { discriminant } : { discriminant, value: inner };
    }
    default:
      throw new Error(`keystaticJson: no support for ${schema.kind} fields`);
  }
}
