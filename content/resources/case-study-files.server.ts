import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseContentFile } from "../collection";
import { fileNamePattern, fileNameRule } from "../file-name";
import { CASE_STUDIES_DIR, studySlugOf } from "./case-study-dir";
import { newestFirst } from "./case-study-order";
import { caseStudyFile, readStudy } from "./schemas";

/** One saved study as it reads, with its publishing fields, before a build chooses what shows. */
export type SavedCaseStudy = ReturnType<typeof readStudy>;

/**
 * Every saved study in `dir` (drafts too), newest first by date, then by ID, highest first: the
 * listing's order, whose first is featured. A bad file fails the build naming it and the field;
 * a file name that is not an address, or an ID another file has, names both files and the fix.
 */
export function studiesFrom(files: readonly { file: string; data: unknown }[]): SavedCaseStudy[] {
  const byId = new Map<number, string>();
  const studies = files.map(({ file, data }) => {
    const slug = studySlugOf(file);
    if (!fileNamePattern.test(slug))
      throw new Error(`${file}: the file name (the study's address) must be ${fileNameRule}`);
    const study = readStudy(slug, parseContentFile(file, caseStudyFile, data));
    const other = byId.get(study.id);
    if (other)
      throw new Error(
        `${file}: ID ${study.id} is already used by ${other}; give it the next number after the highest`,
      );
    byId.set(study.id, file);
    return study;
  });
  return studies.sort(newestFirst);
}

const jsonIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();

/** The folder's files as they are on disk now. */
export function readStudyFiles(dir = join(process.cwd(), CASE_STUDIES_DIR)) {
  return jsonIn(dir).map((name) => ({
    file: `${CASE_STUDIES_DIR}/${name}`,
    data: JSON.parse(readFileSync(join(dir, name), "utf8")) as unknown,
  }));
}

let read: { stamp: string; studies: SavedCaseStudy[] } | undefined;

/**
 * The saved studies, read again whenever a file of the folder has changed since the last read
 * (their names and times alone are looked at until then): the dev site beside the editor shows
 * a saved study when its page is reloaded, and a build reads them once.
 */
export function savedCaseStudies(): SavedCaseStudy[] {
  const dir = join(process.cwd(), CASE_STUDIES_DIR);
  const stamp = jsonIn(dir)
    .map((name) => `${name}@${statSync(join(dir, name)).mtimeMs}`)
    .join("|");
  if (read?.stamp !== stamp) read = { stamp, studies: studiesFrom(readStudyFiles(dir)) };
  return read.studies;
}

/** Each saved study's title by its address (the e-mailed PDF's request names it). */
export const caseStudyTitles = (): Record<string, string> =>
  Object.fromEntries(savedCaseStudies().map((study) => [study.slug, study.title]));
