/** A unique-constraint violation in either engine. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === "23505" ||
    e?.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    e?.code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super("storage unavailable", { cause });
    this.name = "StorageUnavailableError";
  }
}
