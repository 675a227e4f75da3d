import { strToU8, unzipSync, zipSync } from "fflate";

export interface ZipEntry {
  /** Path inside the archive, forward slashes, no leading slash. */
  name: string;
  data: Uint8Array | string;
}

/** Fixed so the same files always give the same bytes (the ZIP stores a modification time). */
const FIXED_TIME = new Date("2024-01-01T00:00:00Z");

/** A deterministic ZIP (fflate, deflated) of `entries`, in their order. */
export function createZip(entries: readonly ZipEntry[]): Buffer {
  const seen = new Set<string>();
  const files: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const { name, data } of entries) {
    if (!name || name.startsWith("/") || name.split("/").includes("..") || seen.has(name))
      throw new Error(`zip: unsafe or duplicate entry name "${name}"`);
    seen.add(name);
    files[name] = [typeof data === "string" ? strToU8(data) : data, { mtime: FIXED_TIME }];
  }
  return Buffer.from(zipSync(files, { level: 9 }));
}

/** Every entry of a ZIP, in order (the tests read back what the build wrote). */
export function readZip(zip: Uint8Array): { name: string; data: Buffer }[] {
  return Object.entries(unzipSync(zip)).map(([name, data]) => ({ name, data: Buffer.from(data) }));
}
