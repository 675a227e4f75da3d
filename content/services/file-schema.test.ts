import { describe, expect, it } from "vitest";
import data from "./dedicated-team.json";
import { defineServicePage } from "./file-schema";

/** The file as a marketer might break it. */
const copy = () => structuredClone(data) as { blocks: { value: Record<string, unknown> }[] };

describe("a service page's JSON file", () => {
  it("is served at its file's name", () => {
    expect(defineServicePage("dedicated-team.json", data).meta.path).toBe("/dedicated-team");
  });

  it("fails the build naming the file and each bad field", () => {
    const bad = copy();
    bad.blocks[0]!.value = { ...bad.blocks[0]!.value, columns: 3, title: "" };
    expect(() => defineServicePage("dedicated-team.json", bad)).toThrow(
      /content\/services\/dedicated-team\.json is invalid:\n.*\[blocks\.0\.value\.title\].*\n.*\[blocks\.0\.value\.columns\]/,
    );
  });

  it("reads the editor's block shape into the page's, defaults as saved", () => {
    const page = defineServicePage("dedicated-team.json", data);
    expect(page.blocks[0]).toMatchObject({ kind: "features", columns: 3, tone: "white" });
  });
});
