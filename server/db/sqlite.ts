import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Node's own SQLite (`node:sqlite`, no native build; docs/decisions/0002) in the shape Kysely's
 * SQLite dialect drives: a statement says whether it returns rows and takes its parameters as
 * one array.
 *
 * Kysely prepares every statement afresh; the same few dozen run thousands of times, so the
 * prepared statements are kept (each runs synchronously, so one is never in use twice at once).
 * Bounded: `in (?, ?, …)` lists make a new text per length.
 *
 * Every connection the store opens overwrites what it deletes with zeros (secure_delete): an
 * erased address must not stay readable in the file's free pages (docs/operations.md,
 * "Erasure and retention").
 */
export function kyselySqlite(file: DatabaseSync, max = 200): SqliteDatabase {
  file.exec("PRAGMA secure_delete = ON");
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => file.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = statement(file.prepare(sql));
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

function statement(stmt: StatementSync): SqliteStatement {
  const values = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
  return {
    // A statement that returns rows (a SELECT, a RETURNING) names its columns.
    reader: stmt.columns().length > 0,
    all: (parameters) => stmt.all(...values(parameters)),
    run: (parameters) => stmt.run(...values(parameters)),
    iterate: (parameters) => stmt.iterate(...values(parameters)),
  };
}

/** Sets a pragma and reads back what SQLite took (`journal_mode = WAL` may be refused). */
export function pragma(file: DatabaseSync, statement: string): unknown {
  const row = file.prepare(`PRAGMA ${statement}`).get();
  return row ? Object.values(row)[0] : undefined;
}

export { DatabaseSync };
