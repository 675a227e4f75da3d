import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createZip, readZip } from "./zip";

const dir = mkdtempSync(join(tmpdir(), "h2-zip-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("createZip", () => {
  const entries = [
    { name: "README.txt", data: "Hello, brand kit\n" },
    { name: "logo.bin", data: new Uint8Array([0, 1, 2, 255, 254]) },
    { name: "nested/palette.json", data: '{"a":1}\n' },
  ];
  const zip = createZip(entries);

  it("reads back every entry with its bytes, in order", () => {
    const read = readZip(zip);
    expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    expect(read[0]?.data.toString()).toBe("Hello, brand kit\n");
    expect([...(read[1]?.data ?? [])]).toEqual([0, 1, 2, 255, 254]);
  });

  it("is accepted by the system unzip, which verifies every CRC", () => {
    const file = join(dir, "kit.zip");
    writeFileSync(file, zip);
    expect(execFileSync("unzip", ["-t", file], { encoding: "utf8" })).toContain("No errors");
  });

  it("is deterministic", () => {
    expect(createZip(entries).equals(zip)).toBe(true);
  });

  it("rejects unsafe or duplicate names", () => {
    expect(() => createZip([{ name: "../x", data: "" }])).toThrow(/unsafe/);
    expect(() => createZip([{ name: "/x", data: "" }])).toThrow(/unsafe/);
    expect(() =>
      createZip([
        { name: "a", data: "" },
        { name: "a", data: "" },
      ]),
    ).toThrow(/duplicate/);
  });
});
