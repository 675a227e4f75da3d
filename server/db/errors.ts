export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super("storage unavailable", { cause });
    this.name = "StorageUnavailableError";
  }
}

/**
 * A migration of this build could not be applied: the build refuses the database (every query
 * unavailable, /readyz naming the migration) until it can, rather than run on a schema it lacks.
 */
export class MigrationFailedError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(
      `migration ${migration} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = "MigrationFailedError";
  }
}
