import { collection, fields } from "@keystatic/core";
import type { EditedCollection } from "../editor/edited";
import { line, paragraph } from "../editor/fields";
import { newsCategories, newsStoryFile } from "./schemas";

/** News stories: one YAML file a story in content/resources/news/, read by the `news` collection. */
export const news = {
  schema: newsStoryFile,
  files: { dir: "content/resources/news", pattern: "*.yaml" },
  editor: collection({
    label: "News stories",
    path: "content/resources/news/*",
    format: { data: "yaml" },
    slugField: "title",
    columns: ["title", "date"],
    schema: {
      id: fields.integer({
        label: "ID",
        description:
          "A number no other story has (the next after the highest). It names the story's place in the listing and the feed: never change it once published.",
        validation: { isRequired: true, min: 1 },
      }),
      title: fields.slug({
        name: { label: "Title", validation: { isRequired: true, length: { min: 20, max: 110 } } },
        slug: {
          label: "File name",
          description: "Lower-case words joined by -; also names the story's generated art.",
        },
      }),
      excerpt: paragraph("Excerpt", 80, 280, "The story in two or three sentences."),
      date: fields.text({
        label: "Date",
        description: 'As it reads on the page: "November 26, 2026".',
        validation: {
          isRequired: true,
          pattern: {
            regex:
              /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}, )?20\d\d$/,
            message: 'Write the date like "November 26, 2026" or "November 2026"',
          },
        },
      }),
      category: fields.select({
        label: "Category",
        options: newsCategories.map((c) => ({ label: c, value: c })),
        defaultValue: newsCategories[0],
      }),
      source: line("Source", 3, 40, 'Who tells it, e.g. "Press release" or "H2 Newsroom".'),
      cover: fields.image({
        label: "Cover image",
        description: "Optional. Without one the story shows its generated art.",
        directory: "public/images/uploads/news",
        publicPath: "/images/uploads/news/",
      }),
    },
  }),
} satisfies EditedCollection;
