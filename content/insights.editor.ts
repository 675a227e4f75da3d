import { articleCollection } from "./editor/article-fields";
import type { EditedCollection } from "./editor/edited";
import { insightFields, insightFrontMatter } from "./insight-schema";

/** Insight articles: content/insights/<file name>.md, read by the `insights` collection. */
export const insights = {
  schema: insightFrontMatter,
  ...articleCollection("Insights", "content/insights", insightFields),
} satisfies EditedCollection;
