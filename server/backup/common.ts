import { closeSync, fsyncSync, openSync, readSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/** What a database or a backup holds, said after a backup or restore. */
export interface StoreCounts {
  inquiries: number;
  /** Mail outbox rows by status (pending, sending, sent, failed…). */
  outbox: Record<string, number>;
}

/** A restore that would overwrite a database in use: refused without --force. */
export class LiveDatabaseError extends Error {}

/** Whether a file starts with these bytes (SQLite's and pg_dump's formats say what they are). */
export function startsWith(file: string, magic: string): boolean {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(magic.length);
    return (
      readSync(fd, head, 0, head.length, 0) === head.length && head.toString("latin1") === magic
    );
  } finally {
    closeSync(fd);
  }
}

/** A hidden temporary name in the same folder, so the final rename is atomic. */
export const tempBeside = (file: string, what: string) =>
  join(dirname(file), `.${basename(file)}.${what}-${process.pid}-${Date.now()}`);

/** A file's data on disk before it is renamed into place. */
export function syncFile(file: string) {
  const fd = openSync(file, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The folder entry of a rename on disk, so the new name survives a power cut. */
export function syncDir(dir: string) {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } catch {
    // Some filesystems refuse fsync on a folder; the rename itself is still atomic.
  } finally {
    closeSync(fd);
  }
}

/** "12 pending, 30 sent" (or "none"). */
export const describeOutbox = (outbox: Record<string, number>) =>
  Object.entries(outbox)
    .map(([status, n]) => `${n} ${status}`)
    .join(", ") || "none";
