import { mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { updateDiskGauges } from "./disk";
import { metricsApp } from "./listener";

const dir = mkdtempSync(join(tmpdir(), "h2-disk-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The scrape's value of a series, or undefined when it has none. */
async function scraped(series: string): Promise<number | undefined> {
  const body = await (await metricsApp().request("/metrics")).text();
  const line = body.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.split(" ")[1]);
}

describe("the filesystem gauges", () => {
  it("say how much of the data folder's filesystem is free to the server, and its size", async () => {
    await updateDiskGauges({ data: dir });
    const fs = statfsSync(dir);
    const avail = await scraped('h2_filesystem_avail_bytes{volume="data"}');
    const size = await scraped('h2_filesystem_size_bytes{volume="data"}');
    expect(size).toBe(fs.blocks * fs.bsize);
    expect(size).toBeGreaterThan(0);
    // Free space moves between two reads on a shared disk: the same within a few MB.
    expect(Math.abs(avail! - fs.bavail * fs.bsize)).toBeLessThan(64 * 2 ** 20);
    expect(avail).toBeLessThanOrEqual(size!);
  });

  it("are read again at each scrape, per volume, and drop a folder that is gone", async () => {
    const backups = mkdtempSync(join(dir, "backups-"));
    const collect = () => updateDiskGauges({ data: dir, backups });
    await metricsApp(collect).request("/metrics");
    expect(await scraped('h2_filesystem_size_bytes{volume="backups"}')).toBeGreaterThan(0);
    rmSync(backups, { recursive: true });
    await metricsApp(collect).request("/metrics");
    expect(await scraped('h2_filesystem_size_bytes{volume="backups"}')).toBeUndefined();
    expect(await scraped('h2_filesystem_avail_bytes{volume="backups"}')).toBeUndefined();
    expect(await scraped('h2_filesystem_size_bytes{volume="data"}')).toBeGreaterThan(0);
  });
});
