import { caseStudyTitles } from "@content/resources/case-study-files.server";

/**
 * Each study's title by its address, from the studies' files (content/resources/case-studies/).
 * Read from the folder where it is (tests, a server started from the checkout); the server's
 * bundle has them written in at build (scripts/build-server.ts), since the image carries no
 * content folder.
 */
export const studyTitles: Readonly<Record<string, string>> = caseStudyTitles();
