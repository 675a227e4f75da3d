import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Each form is written once, as a React component under app/components: the server renders that
// component for a post without script and writes no form markup of its own.
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

// Built from pieces, so this file does not find itself.
const FORM_MARKUP = new RegExp(["<", "(input|textarea)\\b"].join(""), "i");

describe("the server writes no form markup", () => {
  it("no file under server/ holds an input or a textarea tag", () => {
    const found = files("server").filter((f) => FORM_MARKUP.test(readFileSync(f, "utf8")));
    expect(found).toEqual([]);
  });
});
