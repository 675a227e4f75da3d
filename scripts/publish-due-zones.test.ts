import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { publishAtField } from "../content/editor/publish-at-field";
import { dueItems } from "./publish-due";

// Issue 56 item 5: "09:00 Europe/London" on a summer day is due from 08:00 UTC, so the hourly
// job at 08:07 publishes it (not the one at 09:07). The file holds the editor's Publish at field's
// value as Keystatic's YAML writer (js-yaml's dump) puts it: quoted, as text that would otherwise
// read as a timestamp; a hand-edited file may leave it bare, which YAML reads as the instant.
const content = mkdtempSync(join(tmpdir(), "h2-due-zones-"));
afterAll(() => rmSync(content, { recursive: true, force: true }));

const field = publishAtField({ label: "Publish at", description: "" });
const saved = field.serialize({ local: "2026-07-01T09:00", zone: "Europe/London" }).value;
mkdirSync(join(content, "resources/blog"), { recursive: true });
const post = (file: string, publishAt: string) =>
  writeFileSync(
    join(content, `resources/blog/${file}`),
    `---\ntitle: London launch\ndraft: false\npublishAt: ${publishAt}\n---\nBody\n`,
  );
post("launch.md", `'${saved}'`);
post("launch-bare.md", String(saved));

/** The hourly job at `hh:07` UTC on the day, asking about the hour since the last run. */
const dueAt = (hour: number) => {
  const at = (h: number) => new Date(`2026-07-01T${String(h).padStart(2, "0")}:07:00Z`);
  return dueItems(content, at(hour - 1), at(hour)).map((item) => item.publishAt);
};

describe("publish-due and a time typed in London's summer", () => {
  it("the file says the offset", () => {
    expect(saved).toBe("2026-07-01T09:00:00+01:00");
  });

  it("is due at 08:07 UTC, not at 07:07 or again at 09:07", () => {
    expect(dueAt(7)).toEqual([]);
    expect(dueAt(8)).toEqual(["2026-07-01T08:00:00.000Z", "2026-07-01T08:00:00.000Z"]);
    expect(dueAt(9)).toEqual([]);
  });
});
