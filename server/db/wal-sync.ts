import { type FileHandle, open } from "node:fs/promises";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
  type TransactionSettings,
} from "kysely";

/**
 * Durability without stalling the process.
 *
 * With `synchronous = FULL`, SQLite flushes its write-ahead log to disk inside every COMMIT,
 * and node:sqlite runs that COMMIT on the one thread that also answers requests: every
 * visitor waits for every flush. With `synchronous = NORMAL`, SQLite skips just that per-commit
 * flush (it still syncs the log before checkpoints and when it starts to reuse it, so the
 * database stays consistent). The flush is done here instead, on libuv's thread pool, and every
 * caller that wrote anything is held until a flush that began after its write has finished: no
 * write is acknowledged before it is on disk, exactly as with FULL, while other requests are
 * served meanwhile. Concurrent writers share one flush.
 */
export function walFlusher(databasePath: string) {
  const walPath = `${databasePath}-wal`;
  let handle: FileHandle | undefined;
  let flushing: Promise<void> | null = null;

  async function syncOnce() {
    // SQLite keeps one log file while a connection is open (it resets it in place after a
    // checkpoint), so one handle serves for the life of the connection.
    if (!handle) {
      try {
        handle = await open(walPath, "r");
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
        // No log yet: everything is in the database file itself, so that is what to flush.
        const db = await open(databasePath, "r");
        try {
          await db.sync();
        } finally {
          await db.close();
        }
        return;
      }
    }
    await handle.sync();
  }

  const flush = coalesce(() => {
    flushing = syncOnce();
    return flushing;
  });

  return {
    flush,
    async close() {
      await flushing?.catch(() => {});
      await handle?.close().catch(() => {});
      handle = undefined;
    },
  };
}

export type WalFlusher = ReturnType<typeof walFlusher>;

/**
 * Shares one `sync` among concurrent callers: each call resolves once a sync that began after
 * the call has finished (a sync already under way may have begun before the caller's write,
 * so such callers wait for the next one, which they then all share).
 */
export function coalesce(sync: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const flush = (): Promise<void> => {
    if (!running) {
      running = sync().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = null;
        return flush();
      });
    return queued;
  };
  return flush;
}

/** Anything but a plain SELECT may have written (raw SQL is assumed to). */
const mayWrite = (query: CompiledQuery) => query.query.kind !== "SelectQueryNode";

/**
 * The connection of Kysely's SQLite driver, noting whether its holder wrote anything; a
 * rollback undoes the writes, so it clears the note.
 */
class NotingConnection implements DatabaseConnection {
  wrote = false;
  constructor(readonly inner: DatabaseConnection) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (mayWrite(query)) this.wrote = true;
    return this.inner.executeQuery<R>(query);
  }
  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely's SQLite driver, with the flush above: a caller that wrote is released from the
 * single connection at once (the next one can start) but its promise resolves only after the
 * flush.
 */
class FlushingDriver implements Driver {
  #connection: NotingConnection | undefined;
  constructor(
    readonly inner: Driver,
    readonly flusher: WalFlusher,
  ) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection() {
    const raw = await this.inner.acquireConnection();
    this.#connection ??= new NotingConnection(raw);
    this.#connection.wrote = false;
    return this.#connection;
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(this.#raw(connection), settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(this.#raw(connection));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await this.inner.rollbackTransaction(this.#raw(connection));
    (connection as NotingConnection).wrote = false;
  }
  savepoint: Driver["savepoint"] = (connection, name, compile) =>
    this.inner.savepoint!(this.#raw(connection), name, compile);
  rollbackToSavepoint: Driver["rollbackToSavepoint"] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint!(this.#raw(connection), name, compile);
  releaseSavepoint: Driver["releaseSavepoint"] = (connection, name, compile) =>
    this.inner.releaseSavepoint!(this.#raw(connection), name, compile);
  async releaseConnection(connection: DatabaseConnection) {
    const wrote = (connection as NotingConnection).wrote;
    await this.inner.releaseConnection(this.#raw(connection));
    if (wrote) await this.flusher.flush();
  }
  async destroy() {
    await this.flusher.close();
    await this.inner.destroy();
  }
  #raw(connection: DatabaseConnection) {
    return connection instanceof NotingConnection ? connection.inner : connection;
  }
}

/** SqliteDialect whose writes resolve only once flushed to disk (see walFlusher). */
export class FlushingSqliteDialect extends SqliteDialect {
  readonly #flusher: WalFlusher;
  constructor(config: SqliteDialectConfig, flusher: WalFlusher) {
    super(config);
    this.#flusher = flusher;
  }
  override createDriver(): Driver {
    return new FlushingDriver(super.createDriver(), this.#flusher);
  }
}
