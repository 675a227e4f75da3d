import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";

/**
 * Rows from the e2e server's store (SQLite in its data folder), opened read-only for one query.
 * Rows come back as plain objects so they compare like any other value.
 */
export function queryStore<Row>(dataDir: string, sql: string, ...params: SQLInputValue[]): Row[] {
  const db = new DatabaseSync(join(dataDir, "h2.sqlite"), { readOnly: true });
  try {
    return db
      .prepare(sql)
      .all(...params)
      .map((row) => ({ ...row }) as Row);
  } finally {
    db.close();
  }
}
