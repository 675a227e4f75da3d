import { statfs } from "node:fs/promises";
import { filesystemAvail, filesystemSize } from "./registry";

export type Volume = "data" | "backups";

/**
 * Sets the filesystem gauges of each folder the server writes, as Prometheus scrapes. The free
 * bytes are those an unprivileged process may still use (statfs' bavail, not bfree): the root
 * reserve is no help to the server. A folder that cannot be read has no series for that scrape
 * rather than a stale figure.
 */
export async function updateDiskGauges(folders: Partial<Record<Volume, string>>) {
  await Promise.all(
    Object.entries(folders).map(async ([volume, path]) => {
      try {
        const fs = await statfs(path);
        filesystemAvail.labels(volume).set(fs.bavail * fs.bsize);
        filesystemSize.labels(volume).set(fs.blocks * fs.bsize);
      } catch {
        filesystemAvail.remove(volume);
        filesystemSize.remove(volume);
      }
    }),
  );
}
