/** The case studies' folder: one JSON file each, named for the study's address. */
export const CASE_STUDIES_DIR = "content/resources/case-studies";

/** A study's address: its file's name (".../tallyfold-open-banking-platform.json"). */
export const studySlugOf = (path: string) => path.replace(/^.*\/|\.json$/g, "");
