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

  describe("a spotlight's case study to download", () => {
    const spotlight = (file: ReturnType<typeof copy>) =>
      file.blocks.find((b) => b.value.id === "case-study")!.value;

    it("names a study of content/resources/case-studies/: /dedicated-team offers the 450+ person centre", () => {
      const page = defineServicePage("dedicated-team.json", data);
      expect(page.blocks.find((b) => b.kind === "spotlight")).toMatchObject({
        title: "From first squad to a 450+ person engineering centre",
        download: {
          label: "Download the case study",
          study: "fernway-bank-bangalore-engineering-centre",
        },
      });
    });

    it("fails the build for a study that does not exist", () => {
      const bad = copy();
      (spotlight(bad).download as { value: { study: string } }).value.study = "no-such-study";
      expect(() => defineServicePage("dedicated-team.json", bad)).toThrow(
        /\[blocks\.\d+\.value\.download\.value\.study\] no case study "no-such-study"/,
      );
    });

    it("fails the build for a spotlight with neither a link nor a download", () => {
      const bad = copy();
      spotlight(bad).download = { discriminant: false };
      expect(() => defineServicePage("dedicated-team.json", bad)).toThrow(
        /a spotlight needs a link or a case study to download/,
      );
    });
  });
});
