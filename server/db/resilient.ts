import type { Kysely } from "kysely";
import { errorField, type Logger, log as rootLog } from "../log";
import { type Db, type DbOptions, openDb } from "./connect";
import { MigrationFailedError, StorageUnavailableError } from "./errors";
import type { Database } from "./schema";

/**
 * Opens the store in the background and keeps retrying until it works. Until then every query
 * throws StorageUnavailableError, which the API answers with 503: a read-only or full data
 * folder, or a database that is down at boot, degrades the service instead of crash-looping it
 * (the prerendered site is still served). A database this build refuses (a migration of its
 * own that cannot be applied) is retried the same way: the cause may pass (a lock, a dropped
 * connection) or be fixed by hand.
 */
export function openDbResilient(
  options: DbOptions,
  { retryMs = 5000, log = rootLog }: { retryMs?: number; log?: Logger } = {},
): { db: Db; ready: Promise<void> } {
  let real: Db | null = null;
  let lastError: unknown = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((r) => {
    resolveReady = r;
  });

  const attempt = async () => {
    try {
      const opened = await openDb(options);
      if (closed) return void (await opened.close());
      real = opened;
      if (lastError) log.info("storage: available again");
      resolveReady();
    } catch (err) {
      lastError = err;
      if (err instanceof MigrationFailedError) {
        log.error(
          { event: "database_refused", migration: err.migration, retry_s: retryMs / 1000 },
          "storage: refused, a migration of this build cannot be applied (API answers 503, /readyz names it)",
        );
      } else log.error({ err: errorField(err), retry_s: retryMs / 1000 }, "storage: unavailable");
      if (!closed) timer = setTimeout(attempt, retryMs);
    }
  };
  void attempt();

  const db: Db = {
    engine: options.databaseUrl ? "postgres" : "sqlite",
    get kysely(): Kysely<Database> {
      if (!real) throw new StorageUnavailableError(lastError);
      return real.kysely;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await real?.close();
    },
  };
  return { db, ready };
}
