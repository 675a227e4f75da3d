import type { CompiledQuery, Insertable, Kysely } from "kysely";
import type { Database } from "./schema";

type Table = keyof Database & string;

/** Type-checks that a list names every column: what it leaves out is named in the error. */
type AllOf<All, Listed> = [Exclude<All, Listed>] extends [never]
  ? unknown
  : { missingColumns: Exclude<All, Listed> };

/**
 * A one-row INSERT into `table`, compiled once per dialect and then only given new values.
 *
 * Kysely builds, freezes and walks a fresh query tree for every insert; for the inquiry's four
 * rows that cost more CPU than SQLite spends storing them. The SQL of an insert of the same
 * columns never changes, so it is compiled once (the statement itself is prepared once too:
 * sqlite.ts keeps SQLite's statements, and pg sends the same text). The template is
 * compiled with each column's index as its value, so a column order or a value Kysely would
 * inline instead of binding shows up as a mismatch at the first call, not as a wrong row.
 */
export function preparedInsert<
  T extends Table,
  const C extends readonly (keyof Database[T] & string)[],
>(
  table: T,
  // Every column, so a column added by a migration cannot be silently left out.
  columns: C & AllOf<keyof Database[T], C[number]>,
  { doNothingOn }: { doNothingOn?: keyof Database[T] & string } = {},
) {
  // Keyed by the dialect's adapter: a transaction shares its database's, and SQLite and
  // PostgreSQL (both in the tests) each get their own SQL text.
  const templates = new WeakMap<object, CompiledQuery>();

  function template(db: Kysely<Database>): CompiledQuery {
    const adapter = db.getExecutor().adapter;
    let compiled = templates.get(adapter);
    if (!compiled) {
      const indexes = Object.fromEntries(columns.map((column, i) => [column, i]));
      // The indexes stand in for values of every column's type.
      const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      let insert = untyped.insertInto(table).values(indexes);
      if (doNothingOn) insert = insert.onConflict((oc) => oc.column(doNothingOn).doNothing());
      compiled = insert.compile() as CompiledQuery;
      if (
        compiled.parameters.length !== columns.length ||
        compiled.parameters.some((p, i) => p !== i)
      )
        throw new Error(`insert into ${table} does not bind its columns in order`);
      templates.set(adapter, compiled);
    }
    return compiled;
  }

  /** Inserts one row; resolves with how many rows it inserted (0 on an ignored conflict). */
  return async function insert(db: Kysely<Database>, row: Insertable<Database[T]>) {
    const values = row as Record<string, unknown>;
    const parameters = columns.map((column) => values[column] ?? null);
    const result = await db.executeQuery({ ...template(db), parameters });
    return Number(result.numAffectedRows ?? 0);
  };
}
