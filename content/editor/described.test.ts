import { fields } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  array,
  checkbox,
  integer,
  object,
  optionalText,
  savedFile,
  select,
  text,
  titleAndFileName,
} from "./described";

/**
 * Whether the editor takes `value` as a saved file holds it: a form field as its reader checks
 * it (what Save checks), a list by its length and each item.
 */
function editorTakes(field: object, value: unknown): boolean {
  const f = field as {
    kind: string;
    reader?: { parse(v: unknown): unknown };
    element?: object;
    validation?: { length?: { min?: number; max?: number } };
  };
  if (f.kind === "array") {
    const items = value as unknown[];
    const { min = 0, max = Infinity } = f.validation?.length ?? {};
    return (
      items.length >= min && items.length <= max && items.every((v) => editorTakes(f.element!, v))
    );
  }
  try {
    f.reader!.parse(value);
    return true;
  } catch {
    return false;
  }
}
const buildTakes = (saved: z.ZodType, value: unknown) => saved.safeParse(value).success;

/** Each probe, taken or not, by the editor and by the schema of what it saves. */
function verdicts(field: { saved: z.ZodType }, probes: unknown[]) {
  return probes.map((value) => ({
    value,
    editor: editorTakes(field, value),
    build: buildTakes(field.saved, value),
  }));
}
const agree = (field: { saved: z.ZodType }, probes: unknown[]) =>
  verdicts(field, probes).filter((v) => v.editor !== v.build);

const probesOfLength = (...lengths: number[]) => lengths.map((n) => "a".repeat(n));

describe("a field described once refuses the same values in the editor and the build", () => {
  it("a required text: its shortest and longest, and a pattern", () => {
    expect(
      agree(text({ label: "Title", min: 5, max: 10 }), probesOfLength(0, 4, 5, 10, 11)),
    ).toEqual([]);
    const colour = text({ label: "Colour", pattern: { regex: /^#[0-9a-f]{6}$/, message: "" } });
    expect(agree(colour, ["#1f39ad", "#1F39AD", "", "red"])).toEqual([]);
    // Left empty, the editor saves nothing: a required text must be there.
    expect(buildTakes(colour.saved, undefined)).toBe(false);
  });

  it("an optional text: missing, or within its limits", () => {
    const intro = optionalText({ label: "Intro", min: 40, max: 320 });
    expect(agree(intro, probesOfLength(1, 39, 40, 320, 321))).toEqual([]);
    expect(buildTakes(intro.saved, undefined)).toBe(true);
    const to = optionalText({ label: "To", pattern: { regex: /^\/[a-z]*$/, message: "" } });
    expect(agree(to, ["/contact", "contact", "/Contact"])).toEqual([]);
  });

  it("a whole number, a choice, a checkbox", () => {
    expect(agree(integer({ label: "ID", min: 1, max: 72 }), [0, 1, 72, 73, 1.5])).toEqual([]);
    const category = select({ label: "Category", options: ["Strategy", "Culture"] });
    expect(agree(category, ["Strategy", "Culture", "Astrology"])).toEqual([]);
    expect(category.saved.parse("Culture")).toBe("Culture");
    expect(agree(checkbox({ label: "Draft" }), [true, false])).toEqual([]);
  });

  it("a list's length and a group's fields", () => {
    const tags = array(text({ label: "Tag", min: 2, max: 32 }), {
      label: "Tags",
      length: { min: 2, max: 3 },
    });
    expect(
      agree(tags, [["ab"], ["ab", "cd"], ["ab", "cd", "ef"], ["ab", "cd", "ef", "gh"]]),
    ).toEqual([]);
    expect(buildTakes(tags.saved, ["ab", "c"])).toBe(false);
    const group = object({ value: text({ label: "Figure", max: 12 }) });
    expect(buildTakes(group.saved, { value: "130+" })).toBe(true);
    // The file holds the group's fields and nothing else.
    expect(buildTakes(group.saved, { value: "130+", colour: "red" })).toBe(false);
  });

  it("a title that names its file: the title's length", () => {
    const title = titleAndFileName(
      { label: "Title", length: { min: 20, max: 85 } },
      { label: "File" },
    );
    expect(title.saved.safeParse("a".repeat(19)).success).toBe(false);
    expect(title.saved.safeParse("a".repeat(85)).success).toBe(true);
    expect(title.saved.safeParse("a".repeat(86)).success).toBe(false);
  });
});

describe("a kind's file", () => {
  it("holds each described field by its name, in the editor's order", () => {
    const file = savedFile({
      title: text({ label: "Title", max: 90 }),
      draft: checkbox({ label: "Draft" }),
    });
    expect(Object.keys(file.shape)).toEqual(["title", "draft"]);
    expect(file.parse({ title: "Hello", draft: false })).toEqual({ title: "Hello", draft: false });
  });

  it("refuses a field that says nothing of how it is saved, naming it", () => {
    expect(() => savedFile({ colour: fields.text({ label: "Colour" }) })).toThrow(
      'content field "colour" says nothing of how it is saved',
    );
  });
});
