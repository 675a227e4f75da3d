import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_KEYS } from "../server/env";
import { brokenDocLinks, docFiles, headingAnchors, linkTargets } from "./docs-links";

const root = join(import.meta.dirname, "..");

describe("headingAnchors", () => {
  it("gives GitHub's anchors: lower case, punctuation and marks dropped, repeats numbered", () => {
    const anchors = headingAnchors(
      [
        "# Performance",
        "## Script per page (`npm run bench:scripts`)",
        "### Issue 49 (2026-11-28): attribution off the paint path",
        "## After save: the way to the *live* site, and how long",
        "## Notes",
        "## Notes",
        "## A [linked](other.md) heading",
        '<details id="every-route"><summary>x</summary></details>',
      ].join("\n\n"),
    );
    expect([...anchors]).toEqual([
      "performance",
      "script-per-page-npm-run-benchscripts",
      "issue-49-2026-11-28-attribution-off-the-paint-path",
      "after-save-the-way-to-the-live-site-and-how-long",
      "notes",
      "notes-1",
      "a-linked-heading",
      "every-route",
    ]);
  });
});

describe("linkTargets", () => {
  it("finds links in text, lists and tables, and none in code", () => {
    const hrefs = linkTargets(
      [
        "See [a](a.md) and ![b](img/b.png).",
        "- [c](c.md#x)",
        "| k | v |\n|---|---|\n| [d](d.md) | e |",
        "`[not](code.md)`",
        "```\n[not](fence.md)\n```",
      ].join("\n\n"),
    );
    expect(hrefs).toEqual(["a.md", "img/b.png", "c.md#x", "d.md"]);
  });
});

describe("brokenDocLinks", () => {
  const docs: Record<string, string> = {
    "/repo/README.md": [
      "[guide](docs/guide.md), [its setup](docs/guide.md#setup), [web](https://example.com)",
      "[gone](docs/gone.md) [no such part](docs/guide.md#teardown) [a file](package.json)",
    ].join("\n"),
    "/repo/docs/guide.md":
      "# Guide\n\n## Setup\n\n[back](../README.md) [here](#guide) [x](#nowhere)",
    "/repo/package.json": "{}",
  };
  const read = (path: string) => docs[path];
  const exists = (path: string) => path in docs;

  it("names every link to a missing file and every anchor with no heading", () => {
    expect(
      brokenDocLinks(["/repo/README.md", "/repo/docs/guide.md"], "/repo", read, exists),
    ).toEqual([
      { file: "README.md", href: "docs/gone.md", reason: "no file docs/gone.md" },
      {
        file: "README.md",
        href: "docs/guide.md#teardown",
        reason: "no heading #teardown in docs/guide.md",
      },
      { file: "docs/guide.md", href: "#nowhere", reason: "no heading #nowhere in docs/guide.md" },
    ]);
  });

  it("passes a doc whose links all resolve", () => {
    const fixed: Record<string, string> = {
      ...docs,
      "/repo/README.md": "[guide](docs/guide.md#setup)",
    };
    expect(brokenDocLinks(["/repo/README.md"], "/repo", (p) => fixed[p], exists)).toEqual([]);
  });
});

describe("the repository's docs", () => {
  it("link only to files that exist and headings that are there", () => {
    expect(brokenDocLinks(docFiles(root), root)).toEqual([]);
  });
});

describe("docs/configuration.md", () => {
  it("names every variable the server reads", () => {
    const doc = readFileSync(join(root, "docs/configuration.md"), "utf8");
    const missing = ENV_KEYS.filter((key) => !doc.includes(`| \`${key}\` |`));
    expect(missing).toEqual([]);
  });
});
