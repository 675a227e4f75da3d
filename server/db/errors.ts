export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super("storage unavailable", { cause });
    this.name = "StorageUnavailableError";
  }
}
