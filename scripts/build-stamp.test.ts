import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stampCurrent } from "./build";

// `npm start` and the browser tests reuse a build only while it is what a build now would make.
const content = mkdtempSync(join(tmpdir(), "h2-stamp-"));
afterAll(() => rmSync(content, { recursive: true, force: true }));
mkdirSync(join(content, "blog"));
writeFileSync(
  join(content, "blog/later.md"),
  "---\ndraft: false\npublishAt: 2026-12-01T09:00:00.000Z\n---\n",
);
const saved = "sources public\n2026-12-01T08:00:00.000Z\n";
const at = (iso: string, preview = false) => ({ now: new Date(iso), preview });

describe("stampCurrent", () => {
  it("keeps a build while the sources, the mode and what is published are unchanged", () => {
    expect(stampCurrent(saved, "sources public", at("2026-12-01T08:30:00Z"), content)).toBe(true);
  });

  it("rebuilds for other sources, the other mode, or a stamp without its time", () => {
    expect(stampCurrent(saved, "changed public", at("2026-12-01T08:30:00Z"), content)).toBe(false);
    expect(stampCurrent(saved, "sources preview", at("2026-12-01T08:30:00Z"), content)).toBe(false);
    expect(
      stampCurrent("sources public", "sources public", at("2026-12-01T08:30:00Z"), content),
    ).toBe(false);
  });

  it("rebuilds once something's publishAt has come since, or for a clock moved back", () => {
    expect(stampCurrent(saved, "sources public", at("2026-12-01T09:00:00Z"), content)).toBe(false);
    expect(stampCurrent(saved, "sources public", at("2026-12-01T07:00:00Z"), content)).toBe(false);
  });
});
