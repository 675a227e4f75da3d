import { collection } from "@keystatic/core";
import type { EditedCollection } from "../editor/edited";
import { newsStoryFields, newsStoryFile } from "./schemas";

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
    schema: newsStoryFields,
  }),
} satisfies EditedCollection;
