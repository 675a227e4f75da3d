import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { buildDir } from "../../scripts/build";
import { filesUnder } from "../../scripts/files";

// The editor (Keystatic) joins the site only under `npm run cms`: the public build must hold
// none of its code and no /keystatic route, and the server must not answer for one.
const baseURL = inject("baseURL");
const textFile = /\.(html|js|mjs|css|json|xml|txt|webmanifest)$|_headers$/;
const trace = /keystatic|@keystar\/ui/i;

/** Files under `dir` whose path or text carries the editor's code or route. */
function editorTraces(dir: string): string[] {
  return filesUnder(dir)
    .filter(
      (f) =>
        trace.test(relative(dir, f)) || (textFile.test(f) && trace.test(readFileSync(f, "utf8"))),
    )
    .map((f) => relative(dir, f));
}

describe("the public build has no editor", () => {
  it("finds the editor's traces where they are (the check can fail)", () => {
    const dir = mkdtempSync(join(tmpdir(), "h2-traces-"));
    try {
      mkdirSync(join(dir, "assets"));
      writeFileSync(join(dir, "assets/page.js"), 'import("@keystatic/core/ui")');
      mkdirSync(join(dir, "keystatic"));
      writeFileSync(join(dir, "keystatic/index.html"), "<html></html>");
      writeFileSync(join(dir, "index.html"), "<h1>H2</h1>");
      expect(editorTraces(dir).sort()).toEqual(["assets/page.js", "keystatic/index.html"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("has no Keystatic code or /keystatic files among the built client files", () => {
    expect(editorTraces(`${buildDir}/client`)).toEqual([]);
  });

  it.each(["/keystatic", "/keystatic/collection/news", "/api/keystatic/tree"])(
    "answers %s with 404",
    async (path) => {
      expect((await fetch(baseURL + path)).status).toBe(404);
    },
  );
});
