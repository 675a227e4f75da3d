import { collection } from "@keystatic/core";
import type { EditedCollection } from "../editor/edited";
import { CASE_STUDIES_DIR } from "./case-study-dir";
import { caseStudyFields, caseStudyFile } from "./schemas";

/**
 * Case studies: content/resources/case-studies/<address>.json, one file a study, read by
 * case-studies.server.ts. Each is an entry of its own, so its Preview opens its own page.
 */
export const caseStudies = {
  schema: caseStudyFile,
  files: { dir: CASE_STUDIES_DIR, pattern: "*.json" },
  editor: collection({
    label: "Case studies",
    path: `${CASE_STUDIES_DIR}/*`,
    format: { data: "json" },
    slugField: "title",
    columns: ["title", "date"],
    schema: caseStudyFields,
  }),
} satisfies EditedCollection;
