import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { crc32, createZip, dosDateTime, readZip } from "./zip";

const dir = mkdtempSync(join(tmpdir(), "zip-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("crc32", () => {
  it("matches the standard check values", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(new TextEncoder().encode("The quick brown fox jumps over the lazy dog"))).toBe(
      0x414fa339,
    );
  });
});

describe("dosDateTime", () => {
  it("packs date and time fields", () => {
    const { date, time } = dosDateTime(new Date(Date.UTC(2025, 0, 1, 9, 30, 10)));
    expect(date >> 9).toBe(45); // 2025 - 1980
    expect((date >> 5) & 0xf).toBe(1);
    expect(date & 0x1f).toBe(1);
    expect(time >> 11).toBe(9);
    expect((time >> 5) & 0x3f).toBe(30);
    expect((time & 0x1f) * 2).toBe(10);
  });
});

describe("createZip", () => {
  const binary = Uint8Array.from({ length: 3000 }, (_, i) => (i * 37) % 256);
  const entries = [
    { name: "hello.txt", data: "Hello, H2!\n" },
    { name: "folder/data.bin", data: binary },
    { name: "empty.txt", data: "" },
    { name: "café.md", data: "# Menu\n" },
  ];
  const zip = createZip(entries);

  it("reads back every entry with its bytes and CRC", () => {
    const read = readZip(zip);
    expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    expect(read[0]!.data.toString()).toBe("Hello, H2!\n");
    expect(new Uint8Array(read[1]!.data)).toEqual(binary);
    expect(read[2]!.data.length).toBe(0);
    expect(read[3]!.data.toString()).toBe("# Menu\n");
  });

  it("is accepted by the system unzip, which verifies every CRC", () => {
    const file = join(dir, "test.zip");
    writeFileSync(file, zip);
    const listing = execFileSync("unzip", ["-l", file], { encoding: "utf8" });
    for (const e of entries) expect(listing).toContain(e.name);
    expect(listing).toMatch(/4 files/);
    expect(execFileSync("unzip", ["-t", file], { encoding: "utf8" })).toContain(
      "No errors detected",
    );
    expect(execFileSync("unzip", ["-p", file, "hello.txt"], { encoding: "utf8" })).toBe(
      "Hello, H2!\n",
    );
  });

  it("is deterministic", () => {
    expect(createZip(entries).equals(zip)).toBe(true);
  });

  it("rejects unsafe or duplicate names", () => {
    expect(() => createZip([{ name: "/etc/passwd", data: "x" }])).toThrow(/invalid/);
    expect(() => createZip([{ name: "a\\b", data: "x" }])).toThrow(/invalid/);
    expect(() =>
      createZip([
        { name: "a.txt", data: "1" },
        { name: "a.txt", data: "2" },
      ]),
    ).toThrow(/duplicate/);
  });

  it("detects corruption when reading", () => {
    const broken = Buffer.from(zip);
    const first = 30 + "hello.txt".length; // first byte of the first entry's data
    broken[first] = broken[first]! ^ 0xff;
    expect(() => readZip(broken)).toThrow(/CRC mismatch/);
  });

  it("handles an empty archive", () => {
    const empty = createZip([]);
    expect(empty.length).toBe(22);
    expect(readZip(empty)).toEqual([]);
  });
});
