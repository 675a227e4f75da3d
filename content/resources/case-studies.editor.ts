import { singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { caseStudiesFields, caseStudiesFile } from "./schemas";

/** Case studies: content/resources/case-studies.json, read by case-studies.server.ts. */
export const caseStudies = {
  schema: caseStudiesFile,
  files: { dir: "content/resources", pattern: "case-studies.json" },
  editor: singleton({
    label: "Case studies",
    path: "content/resources/case-studies",
    format: { data: "json" },
    schema: caseStudiesFields,
  }),
} satisfies EditedSingleton;
