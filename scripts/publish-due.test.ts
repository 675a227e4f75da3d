import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dueItems } from "./publish-due";

// The hourly job's question: did anything's publishAt fall between the last deploy and now?
const content = mkdtempSync(join(tmpdir(), "h2-due-"));
afterAll(() => rmSync(content, { recursive: true, force: true }));
const put = (file: string, text: string) => {
  mkdirSync(join(content, file, ".."), { recursive: true });
  writeFileSync(join(content, file), text);
};
// As the editor saves each kind: a YAML timestamp in front matter and in a news file, the
// date-time text in a JSON list (case studies), and a draft whose time has come.
put(
  "resources/blog/due-post.md",
  "---\ntitle: Due\ndraft: false\npublishAt: 2026-12-01T09:00:00.000Z\n---\nBody\n",
);
put(
  "resources/blog/later-post.md",
  "---\ndraft: false\npublishAt: 2026-12-01T11:00:00.000Z\n---\n",
);
put("resources/blog/plain-post.md", "---\ndraft: false\n---\n");
put(
  "resources/news/earlier.yaml",
  "title: Earlier\ndraft: false\npublishAt: 2026-12-01T07:00:00.000Z\n",
);
put(
  "resources/news/draft.yaml",
  "title: Draft\ndraft: true\npublishAt: 2026-12-01T09:30:00.000Z\n",
);
put("resources/case-studies/a.json", JSON.stringify({ draft: false }));
put(
  "resources/case-studies/b.json",
  JSON.stringify({ draft: false, publishAt: "2026-12-01T09:45" }),
);

const since = new Date("2026-12-01T08:07:00Z");
const now = new Date("2026-12-01T10:07:00Z");
const at = relative(".", content);

describe("publish-due", () => {
  it("lists what came due since the last deploy, in any kind of file, drafts left out", () => {
    expect(dueItems(content, since, now)).toEqual([
      { file: `${at}/resources/blog/due-post.md`, publishAt: "2026-12-01T09:00:00.000Z" },
      { file: `${at}/resources/case-studies/b.json`, publishAt: "2026-12-01T09:45:00.000Z" },
    ]);
  });

  it("finds nothing in a window where nothing fell", () => {
    expect(dueItems(content, new Date("2026-12-01T10:00:00Z"), now)).toEqual([]);
  });

  it("answers the workflow with an output line, due=true when there is no deploy to compare with", () => {
    const run = (...args: string[]) =>
      execFileSync(process.execPath, ["--import", "tsx", "scripts/publish-due.ts", ...args], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
    const window = ["--content", content, "--now", now.toISOString()];
    expect(run(...window, "--since", since.toISOString())).toBe("due=true\n");
    expect(run(...window, "--since", "2026-12-01T10:00:00Z")).toBe("due=false\n");
    expect(run(...window, "--since", "")).toBe("due=true\n");
  });
});
