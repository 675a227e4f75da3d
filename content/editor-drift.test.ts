import { describe, expect, it } from "vitest";
import { z } from "zod";
import editor from "../keystatic.config";
import { faqFile, faqItemSchema, newsCategories, newsStoryFile } from "./resources/schemas";
import { editorDrift } from "./test-support/editor-drift";

// The zod schemas are the authority (the build checks every file with them); the editor's
// fields only refuse a bad value early. This fails when the two disagree, so the editor never
// offers a file the build would refuse, nor refuses one it would take.
const news = editor.collections?.news;
const faq = editor.singletons?.faq;

describe("the editor (keystatic.config.ts) and the zod schemas", () => {
  it("edit only content whose schema is compared here", () => {
    expect(Object.keys(editor.collections ?? {})).toEqual(["news"]);
    expect(Object.keys(editor.singletons ?? {})).toEqual(["faq"]);
  });

  it("write the files the content collections read (app/content.config.ts)", () => {
    expect(news?.path).toBe("content/resources/news/*");
    expect(faq?.path).toBe("content/resources/faq");
    expect([news?.format, faq?.format]).toEqual([{ data: "yaml" }, { data: "yaml" }]);
  });

  it("agree on news stories: fields, required flags, categories and lengths", () => {
    expect(editorDrift(newsStoryFile, news!.schema, news!.slugField)).toEqual([]);
  });

  it("agree on the FAQ, question by question", () => {
    expect(editorDrift(faqFile, faq!.schema)).toEqual([]);
  });
});

describe("the drift check", () => {
  it("fails when a schema gains a required field the editor lacks", () => {
    const grown = newsStoryFile.extend({ subtitle: z.string().min(10).max(80) });
    expect(editorDrift(grown, news!.schema, news!.slugField)).toEqual([
      "subtitle: in the schema, not in the editor",
    ]);
  });

  it("fails when a field turns optional, a length or a minimum moves, or a category is added", () => {
    const changed = newsStoryFile.extend({
      id: z.number().int().min(10),
      title: z.string().min(20).max(100),
      source: z.string().min(3).max(40).optional(),
      category: z.enum([...newsCategories, "Awards"]),
    });
    expect(editorDrift(changed, news!.schema, news!.slugField)).toEqual([
      "id: the schema's minimum is 10, the editor's is not",
      "title: the schema's longest is 100 characters, the editor's is not",
      `category: options ${[...newsCategories, "Awards"].join(" | ")} in the schema, ${newsCategories.join(" | ")} in the editor`,
      "source: optional in the schema, required in the editor",
    ]);
  });

  it("looks inside lists: a question's length and the fewest questions", () => {
    const changed = faqFile.extend({
      items: z.array(faqItemSchema.extend({ answer: z.string().min(100).max(700) })).min(2),
    });
    expect(editorDrift(changed, faq!.schema)).toEqual([
      "items: fewest items 2 in the schema, 1 in the editor",
      "items[].answer: the schema's shortest is 100 characters, the editor's is not",
    ]);
  });

  it("fails when the editor has a field the schema does not", () => {
    expect(
      editorDrift(newsStoryFile.omit({ source: true }), news!.schema, news!.slugField),
    ).toEqual(["source: in the editor, not in the schema"]);
  });
});
