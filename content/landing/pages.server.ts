import { buildClock } from "../build-clock";
import type { ContentEntry } from "../markdown.server";
import {
  type BuildClock,
  type Publishing,
  type PublishStatus,
  publishStatus,
  shownIn,
} from "../publishing";
import { savedCaseStudies } from "../resources/case-study-files.server";
import { addressPattern, LANDING_PREFIX, type LandingPage } from "./schema";

type Saved = Omit<LandingPage, "path">;

/** What spotlightProblems reads of a page: its sections, a landing page's or a service page's. */
type WithSpotlights = {
  blocks: readonly { kind: string; id?: string; download?: { study: string } }[];
};

/**
 * A spotlight offering a study this build does not carry (a draft, or scheduled for later): the
 * page would link a PDF that is not built. Named with the file and the field, and the fix.
 * Landing pages and service pages (content/services/file-schema.ts) share the spotlight block.
 */
export function spotlightProblems(
  page: WithSpotlights,
  where: string,
  clock: BuildClock = buildClock,
  studies: readonly (Publishing & { slug: string })[] = savedCaseStudies(),
): string[] {
  const problems: string[] = [];
  page.blocks.forEach((block, i) => {
    if (block.kind !== "spotlight" || !block.download) return;
    const slug = block.download.study;
    const study = studies.find((s) => s.slug === slug);
    if (!study || shownIn(clock, study)) return;
    const why = study.draft ? "a draft" : "scheduled for later";
    problems.push(
      `${where}: blocks.${i} (spotlight "${block.id}"), Case study to download: "${slug}" is ${why}, so its PDF is not built. Fix: publish the study first (Case studies), or offer a published one`,
    );
  });
  return problems;
}

/** A landing page this build serves; in a preview, `status` says why the public site would not. */
export type ShownLandingPage = LandingPage & { status?: PublishStatus };

/**
 * Whether this build carries a saved landing page: the publishing rules every content kind
 * follows (content/publishing.ts: a draft, a date to publish on; a preview carries all).
 */
export function isLandingPagePublished(page: Saved, clock: BuildClock = buildClock): boolean {
  return shownIn(clock, page);
}

/**
 * The campaign landing pages from the `landing` collection (app/content.config.ts), whose schema
 * has already checked each file: each at /lp/<its file's name>, in address order. Pure, so it
 * runs the same under Astro (`getCollection("landing")`) and plain Vitest
 * (content/test-support/read-collection.ts).
 */
export function landingPagesFrom(
  entries: readonly ContentEntry<Saved>[],
  clock: BuildClock = buildClock,
): ShownLandingPage[] {
  return entries
    .map((entry) => {
      const where = entry.filePath ?? `content/landing/pages/${entry.id}.json`;
      if (!addressPattern.test(entry.id)) {
        throw new Error(
          `${where}: the file name (the page's address) must be lower-case words joined by -`,
        );
      }
      return { entry, where, path: `${LANDING_PREFIX}${entry.id}` };
    })
    .filter(({ entry }) => isLandingPagePublished(entry.data, clock))
    .map((shown) => {
      const [problem] = spotlightProblems(shown.entry.data, shown.where, clock);
      if (problem) throw new Error(problem);
      return shown;
    })
    .map(({ entry, path }) => {
      // A preview marks a draft or a scheduled page as the articles' pages are marked.
      const status = publishStatus(entry.data, clock.now);
      return status ? { ...entry.data, path, status } : { ...entry.data, path };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
